import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { notify } from '../notifications/notify';
import { orders } from '../orders/orders.tables';
import { shops } from '../shops/shops.tables';
import type { ReturnRequestRow } from './returns.tables';

/** Every step reaches the buyer and the shop owner in their in-app lists. */
export async function notifyReturn(
  tx: Tx,
  request: ReturnRequestRow,
  step: string,
  now: Date,
): Promise<void> {
  const [order] = await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, request.orderId));
  const [shop] = await tx
    .select({ ownerUserId: shops.ownerUserId })
    .from(shops)
    .where(eq(shops.id, request.shopId));
  const params = { code: order?.code ?? '', status: request.status };
  const items = [
    {
      userId: request.userId,
      kind: `return.${step}`,
      params,
      targetType: 'refund' as const,
      targetId: request.id,
    },
  ];
  if (shop) {
    items.push({
      userId: shop.ownerUserId,
      kind: `seller_return.${step}`,
      params,
      targetType: 'refund',
      targetId: request.id,
    });
  }
  await notify(tx, items, now);
}
