import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { orderItems, orders } from './orders.tables';

/** A buyer as orders know them: an account or a guest cookie. */
export type Purchaser = { userId: string } | { guestId: string };

const ownedBy = (buyer: Purchaser) =>
  'userId' in buyer ? eq(orders.userId, buyer.userId) : eq(orders.guestId, buyer.guestId);

/**
 * Units this buyer already bought at each promotion item's price, over orders that were not
 * cancelled: the per-user limit of a promotion (product.md §8) counts them.
 */
export async function promotionUnitsBought(
  db: Db | Tx,
  buyer: Purchaser,
  promotionItemIds: readonly string[],
): Promise<Map<string, number>> {
  if (promotionItemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orderItems.promotionItemId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        ownedBy(buyer),
        ne(orders.status, 'cancelled'),
        inArray(orderItems.promotionItemId, [...promotionItemIds]),
      ),
    )
    .groupBy(orderItems.promotionItemId);
  return new Map(rows.flatMap((row) => (row.id ? [[row.id, row.units] as const] : [])));
}

/** First-time buyers (voucher condition): no order ever placed that was not cancelled. */
export async function isFirstPurchase(db: Db | Tx, buyer: Purchaser): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ownedBy(buyer), ne(orders.status, 'cancelled')))
    .limit(1);
  return !row;
}
