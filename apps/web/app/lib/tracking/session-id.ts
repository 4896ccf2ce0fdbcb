import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';

const makeId = () => `${Date.now().toString(36)}-${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** The tracking session id, in session storage, made again when absent (product.md §9). */
export function currentSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEYS.trackingSessionId);
    if (stored) return stored;
    const made = makeId();
    window.sessionStorage.setItem(STORAGE_KEYS.trackingSessionId, made);
    return made;
  } catch {
    return makeId();
  }
}

/** A new session's id replaces the stored one. */
export function renewSessionId(): string {
  const made = makeId();
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.trackingSessionId, made);
  } catch {
    // Storage off: the id lives in memory with the session.
  }
  return made;
}
