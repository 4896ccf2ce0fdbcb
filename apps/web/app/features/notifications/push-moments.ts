/**
 * Whether a page is a moment to offer browser notifications: the buyer just placed an order
 * (the checkout's result page) or opened a chat, where hearing back is what they are waiting
 * for. Never the first page of a visit, never elsewhere.
 */
export function isPushMoment(pathname: string): boolean {
  return (
    pathname.startsWith('/thanh-toan/ket-qua/') ||
    pathname === '/tro-chuyen' ||
    pathname === '/ban-hang/tro-chuyen'
  );
}

/** Days our own prompt stays away after "Not now". */
export const PROMPT_QUIET_DAYS = 7;

/** Whether "Not now" at `dismissedAt` (ms, or null) still keeps the prompt away at `now`. */
export function promptIsQuiet(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < PROMPT_QUIET_DAYS * 24 * 60 * 60 * 1000;
}
