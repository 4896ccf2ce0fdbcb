import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { contactMatches, type OrderLookup } from '@cho-dep/core/orders/order-lookup';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { buyerOrderDetail } from './buyer-order-queries';
import type { BuyerOrderDetail } from './buyer-order-schemas';
import { accessToken, isAccessToken } from './order-access-token';
import { checkouts, orders } from './orders.tables';

/** The address of an order's page without a login: /don-hang/{id}?t={token}. */
export function signedOrderPath(ctx: AppContext, orderId: string): string {
  return `/don-hang/${orderId}?t=${accessToken(ctx.config.appSecret, 'order', orderId)}`;
}

/**
 * An order opened by its signed link (the order e-mail, the lookup, the result page). It
 * reads like the buyer's own order page, without the actions that need the account (cancel,
 * confirm receipt, buy again, pay again): a guest logs in or asks the shop for those. A wrong
 * token is as unknown as a made-up id.
 */
export async function signedOrderDetail(
  ctx: AppContext,
  orderId: string,
  token: unknown,
): Promise<BuyerOrderDetail> {
  if (!isAccessToken(ctx.config.appSecret, 'order', orderId, token)) throw new AppError('NOT_FOUND');
  const detail = await buyerOrderDetail(ctx.database.db, {
    owner: 'signed-link',
    orderId,
    now: ctx.now(),
    urlOf: (key) => ctx.storage.urlOf(key),
  });
  return { ...detail, actions: [], canPayAgain: false, canBuyAgain: false };
}

/**
 * "Tra cứu đơn hàng": the order with this code placed with this phone or e-mail. Every try
 * counts against the visitor's IP (LIMITS.orderLookup), found or not, so codes and contacts
 * cannot be guessed; a wrong code and a wrong contact answer the same NOT_FOUND.
 */
export async function lookupOrder(
  ctx: AppContext,
  ip: string,
  input: OrderLookup,
): Promise<{ orderId: string; code: string; token: string }> {
  const { triesPerWindow, windowSeconds } = LIMITS.orderLookup;
  const tries = await ctx.store.increment(`order-lookup:ip:${ip}`, windowSeconds);
  // The window starts at the first try, so its full length is the longest anyone waits (Retry-After).
  if (tries > triesPerWindow)
    throw new AppError('RATE_LIMITED', { params: { retryAfterSeconds: windowSeconds } });
  const [row] = await ctx.database.db
    .select({ id: orders.id, code: orders.code, recipient: orders.recipient, email: checkouts.contactEmail })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(eq(orders.code, input.code));
  const matches =
    row !== undefined &&
    contactMatches(input.contact, {
      phone: row.recipient.phone,
      country: row.recipient.country,
      email: row.email,
    });
  if (!row || !matches) throw new AppError('NOT_FOUND');
  return { orderId: row.id, code: row.code, token: accessToken(ctx.config.appSecret, 'order', row.id) };
}
