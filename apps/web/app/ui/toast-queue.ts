/**
 * The toasts on screen after one more is shown: the newest `max`, oldest dropped first. A burst
 * of messages (a few taps in a row) never piles up over the page.
 */
export function withToast<T>(shown: readonly T[], next: T, max: number): T[] {
  return [...shown, next].slice(-Math.max(1, max));
}
