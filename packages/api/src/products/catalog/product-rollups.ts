import type { Tx } from '@cho-dep/db/client';
import { eq, sql } from 'drizzle-orm';
import { products } from './products.tables';

/**
 * Keeps a product's rolled-up stock and sold count (read by listings without joining
 * variants) in step with its variants when units are sold (-1) or given back (+1). Products
 * are updated in id order, like variants, so two checkouts of the same products never wait
 * on each other in opposite orders (no deadlock).
 */
export async function adjustProductRollups(
  tx: Tx,
  lines: readonly { productId: string; quantity: number }[],
  direction: 1 | -1,
): Promise<void> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const productId of [...units.keys()].sort()) {
    const n = units.get(productId) ?? 0;
    await tx
      .update(products)
      .set({
        stock: sql`greatest(${products.stock} + ${direction * n}, 0)`,
        soldCount: sql`greatest(${products.soldCount} - ${direction * n}, 0)`,
      })
      .where(eq(products.id, productId));
  }
}
