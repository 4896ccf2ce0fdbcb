import type { Tx } from '@cho-dep/db/client';
import { inArray } from 'drizzle-orm';
import { orderItems } from '../orders/orders.tables';
import { adjustProductRollups } from '../products/catalog/product-rollups';
import { returnVariantStock } from '../products/catalog/variant-stock';
import type { ReturnedItem } from './returns.tables';

/**
 * Puts returned units back in stock once the seller has them (variants in id order, then the
 * products' roll-ups, the order checkouts lock them in, so the two never deadlock). Promotion
 * programs keep their sold counts: the sale happened, the program's slots are not reopened.
 */
export async function restockReturnedItems(tx: Tx, items: readonly ReturnedItem[], now: Date): Promise<void> {
  if (items.length === 0) return;
  const rows = await tx
    .select({ id: orderItems.id, variantId: orderItems.variantId, productId: orderItems.productId })
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        items.map((i) => i.orderItemId),
      ),
    );
  const lines = rows
    .map((row) => ({ ...row, quantity: items.find((i) => i.orderItemId === row.id)?.quantity ?? 0 }))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.variantId.localeCompare(b.variantId));
  await returnVariantStock(tx, lines, now);
  await adjustProductRollups(tx, lines, 1);
}
