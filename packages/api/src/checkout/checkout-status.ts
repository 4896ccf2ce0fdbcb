import { AppError } from '@cho-dep/core/errors/app-error';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { signedOrderPath } from '../orders/guest-order-access';
import { isAccessToken } from '../orders/order-access-token';
import { checkouts, orderItems, orders } from '../orders/orders.tables';
import { imageUrl } from '../products/catalog/catalog-media';
import { shops } from '../shops/shops.tables';
import type { CheckoutStatus } from './checkout-answer-schemas';
import type { CheckoutActor } from './plan-checkout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The checkout row if it belongs to this buyer; anyone else's (or a bad id) is not found. */
export async function ownCheckout(ctx: AppContext, actor: CheckoutActor, checkoutId: string) {
  if (!UUID.test(checkoutId)) throw new AppError('NOT_FOUND');
  const [checkout] = await ctx.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const mine =
    checkout && ('userId' in actor ? checkout.userId === actor.userId : checkout.guestId === actor.guestId);
  if (!checkout || !mine) throw new AppError('NOT_FOUND');
  return checkout;
}

/**
 * The checkout for its owner, or for whoever holds the token naming it: the gateway's return
 * address carries one, so a buyer who comes back on another host name, or without the session,
 * still reads the result of the payment instead of an error.
 */
export async function readableCheckout(
  ctx: AppContext,
  actor: CheckoutActor | null,
  checkoutId: string,
  token: string | undefined,
) {
  if (UUID.test(checkoutId) && isAccessToken(ctx.config.appSecret, 'checkout', checkoutId, token)) {
    const [checkout] = await ctx.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (checkout) return checkout;
  }
  if (!actor) throw new AppError('UNAUTHENTICATED');
  return ownCheckout(ctx, actor, checkoutId);
}

/** The order success / payment result screen's data. */
export async function checkoutStatus(
  ctx: AppContext,
  actor: CheckoutActor | null,
  checkoutId: string,
  token?: string,
): Promise<CheckoutStatus> {
  const checkout = await readableCheckout(ctx, actor, checkoutId, token);
  const owned =
    actor !== null &&
    ('userId' in actor ? checkout.userId === actor.userId : checkout.guestId === actor.guestId);
  const db = ctx.database.db;
  const rows = await db
    .select({ order: orders, shopName: shops.name })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.checkoutId, checkout.id))
    .orderBy(asc(orders.createdAt), asc(orders.code));
  const ids = rows.map((r) => r.order.id);
  const counts = ids.length
    ? await db
        .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .groupBy(orderItems.orderId)
    : [];
  const images = ids.length
    ? await db
        .select({ orderId: orderItems.orderId, imageKey: orderItems.imageKey })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
    : [];
  const statuses = rows.map((r) => r.order);
  const state: CheckoutStatus['state'] = statuses.every((o) => o.status === 'cancelled')
    ? 'cancelled'
    : statuses.some((o) => o.paymentStatus === 'unpaid' && o.status === 'pending')
      ? 'awaiting_payment'
      : checkout.paymentMethod === 'CASH'
        ? 'cod'
        : 'paid';
  return {
    checkoutId: checkout.id,
    state,
    paymentMethod: checkout.paymentMethod,
    walletProvider: checkout.walletProvider,
    totalPayment: checkout.totalPayment,
    paymentDeadline: checkout.paymentDeadline?.toISOString() ?? null,
    guest: checkout.userId === null,
    owned,
    contactEmail: checkout.contactEmail,
    orders: rows.map(({ order, shopName }) => ({
      id: order.id,
      code: order.code,
      shopName,
      status: order.status,
      paymentStatus: order.paymentStatus,
      total: order.total,
      itemCount: counts.find((c) => c.orderId === order.id)?.n ?? 0,
      signedPath: signedOrderPath(ctx, order.id),
      firstImage: imageUrl(
        (key) => ctx.storage.urlOf(key),
        images.find((i) => i.orderId === order.id)?.imageKey ?? null,
        200,
      ),
    })),
  };
}
