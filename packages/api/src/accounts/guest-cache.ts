import { stampedCache } from './stamped-cache';

/**
 * Guests resolved in the last seconds, so a guest's every call (add to cart, select, quote,
 * place the order: four in one checkout) does not read the guests table again. Trusted only
 * while the guest has not become an account since it was read: turning a guest into an
 * account stamps it (stamped-cache.ts), and an entry read before the stamp is read again.
 */
export const guestCache = stampedCache<{ guestId: string; expiresAt: number; readAt: number }>(
  'guest-converted',
);
