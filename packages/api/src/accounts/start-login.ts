import type { Context } from 'hono';
import { mergeGuestCart } from '../cart/merge-guest-cart';
import type { ApiEnv } from '../http/hono-env';
import { claimGuestOrders } from '../orders/claim-guest-orders';
import { clearCookie, GUEST_COOKIE, issueCsrfToken, setSessionCookie } from './auth-cookies';
import { rememberDevice } from './device-cookie';
import { createSession, revokeSession } from './session-service';
import { userLinksOf } from './user-links';
import type { UserRow } from './user-records';
import { toUserView } from './user-view';

/**
 * Logs a user in on this response (product.md §4, Login): a brand-new session token in
 * the HttpOnly `token` cookie and in the answer (for header-based clients), any session the
 * request already carried is ended (no fixation), and the guest cookie goes away, its cart
 * joining the account's and its orders becoming the account's. The CSRF token is replaced (a
 * token known before the login is worth nothing after it) and the browser is remembered as a
 * device of this account, so failed logins elsewhere never lock it out (device-cookie.ts).
 */
export async function startLogin(c: Context<ApiEnv>, user: UserRow) {
  const ctx = c.get('app');
  const info = c.get('info');
  const previous = c.get('user');
  if (previous) await revokeSession(ctx, previous.sessionId);
  const { token } = await createSession(ctx, ctx.database.db, {
    userId: user.id,
    credentialsVersion: user.credentialsVersion,
    deviceId: info.deviceId,
    userAgent: c.req.header('user-agent'),
  });
  const guestId = c.get('guestId');
  if (guestId) {
    await ctx.database.db.transaction(async (tx) => {
      await mergeGuestCart(tx, guestId, user.id, ctx.now());
      await claimGuestOrders(tx, guestId, user.id);
    });
  }
  setSessionCookie(c, token);
  clearCookie(c, GUEST_COOKIE);
  issueCsrfToken(c);
  rememberDevice(c, user.id);
  return { token, user: toUserView(user, await userLinksOf(ctx.database.db, user.id)) };
}
