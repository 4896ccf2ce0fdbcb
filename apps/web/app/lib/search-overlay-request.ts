/**
 * The header's search button on phones opens the /tim-kiem overlay. When the search page is
 * already showing, it opens its overlay in place (no navigation, the results stay behind);
 * anywhere else the button simply navigates. Features do not import each other, so they
 * meet through this browser event: the page listens, the header asks.
 */
const OPEN_SEARCH_OVERLAY = 'chodep:open-search-overlay';

/** Asks the page to open its search overlay; true when a page did (the caller then stays put). */
export function requestSearchOverlay(): boolean {
  const event = new Event(OPEN_SEARCH_OVERLAY, { cancelable: true });
  return !window.dispatchEvent(event);
}

/** Listens for requests while mounted; returns the unsubscribe function for an effect. */
export function onSearchOverlayRequest(open: () => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    open();
  };
  window.addEventListener(OPEN_SEARCH_OVERLAY, listener);
  return () => window.removeEventListener(OPEN_SEARCH_OVERLAY, listener);
}
