import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates the server's HTML, true afterwards (and at once for parts first
 * drawn in the browser). A part that loads after the page (its own download) hydrates late,
 * when the browser may already hold data the server never had, such as the chat red dot
 * fetched by its twin in the header: it must draw the server's picture first, then the data.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
