/**
 * The sender's own id for a message: a retry sends the same one and the server stores the
 * message once. randomUUID needs a secure context; a page served over plain http on a LAN
 * address falls back to time and randomness, which is unique enough for one sender.
 */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
