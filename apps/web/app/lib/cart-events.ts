/**
 * The header's cart badge and the pages that change the cart live in different features, so
 * they talk through one browser event: a page announces the new count after a write, the badge
 * listens.
 */
const CART_COUNT_EVENT = 'chodep:cart-count';

export function announceCartCount(count: number): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: count }));
}

/** Calls `listener` with every announced count; returns the unsubscribe function. */
export function onCartCount(listener: (count: number) => void): () => void {
  const handler = (event: Event) => {
    const count = (event as CustomEvent<unknown>).detail;
    if (typeof count === 'number') listener(count);
  };
  window.addEventListener(CART_COUNT_EVENT, handler);
  return () => window.removeEventListener(CART_COUNT_EVENT, handler);
}
