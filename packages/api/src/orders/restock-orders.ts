import type { Tx } from '@cho-dep/db/client';
import { inArray } from 'drizzle-orm';
import { adjustProductRollups } from '../products/catalog/product-rollups';
import { returnVariantStock } from '../products/catalog/variant-stock';
import { returnPromotionUnits } from '../promotions/promotion-units';
import { orderItems } from './orders.tables';

/**
 * Gives the units of cancelled orders back: to their variants, to the products' roll-ups and
 * to the promotion programs they were sold in. Rows are touched in id order (variants, then
 * products, then programs), the order checkouts lock them in, so the two never deadlock.
 */
export async function restockOrders(tx: Tx, orderIds: readonly string[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await tx
    .select({
      variantId: orderItems.variantId,
      productId: orderItems.productId,
      promotionItemId: orderItems.promotionItemId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.variantId);
  await returnVariantStock(tx, lines, now);
  await adjustProductRollups(tx, lines, 1);
  const promoted = lines
    .flatMap((l) => (l.promotionItemId === null ? [] : [{ ...l, promotionItemId: l.promotionItemId }]))
    .sort((a, b) => a.promotionItemId.localeCompare(b.promotionItemId));
  await returnPromotionUnits(tx, promoted);
}
