/**
 * "Đang soạn tin…" without a socket message per key: the first keystroke says typing, then at
 * most one reminder every `intervalMs` while keys keep coming; `idleMs` after the last one (or
 * at once on send) it says stopped. The other side drops the indicator by itself after a
 * while without a reminder, so a closed tab never leaves it on.
 */
export function createTypingThrottle(
  emit: (typing: boolean) => void,
  { intervalMs = 3000, idleMs = 4000, now = () => Date.now() } = {},
) {
  let lastSent = Number.NEGATIVE_INFINITY;
  let typing = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = undefined;
    if (!typing) return;
    typing = false;
    lastSent = Number.NEGATIVE_INFINITY;
    emit(false);
  };

  return {
    /** A key was typed. */
    input() {
      const at = now();
      if (!typing || at - lastSent >= intervalMs) {
        typing = true;
        lastSent = at;
        emit(true);
      }
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(stop, idleMs);
    },
    /** The message was sent or the box emptied: stopped typing now. */
    stop,
  };
}

/** How long the other side's indicator stays without a reminder. */
export const TYPING_SHOWN_MS = 6000;
