import type { Tx } from '@cho-dep/db/client';
import { eq, inArray, sql } from 'drizzle-orm';
import { productVariants } from '../products/catalog/products.tables';
import { promotionItems } from '../promotions/promotions.tables';
import { orderItems } from './orders.tables';
import { adjustProductRollups } from './product-rollups';

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
  for (const line of lines) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(productVariants.id, line.variantId));
  }
  await adjustProductRollups(tx, lines, 1);
  const promoted = lines
    .filter((l) => l.promotionItemId !== null)
    .sort((a, b) => (a.promotionItemId ?? '').localeCompare(b.promotionItemId ?? ''));
  for (const line of promoted) {
    await tx
      .update(promotionItems)
      .set({ soldCount: sql`greatest(${promotionItems.soldCount} - ${line.quantity}, 0)` })
      .where(eq(promotionItems.id, line.promotionItemId as string));
  }
}
