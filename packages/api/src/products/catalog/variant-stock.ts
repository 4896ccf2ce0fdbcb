import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { productVariants } from './products.tables';

interface StockLine {
  variantId: string;
  quantity: number;
}

/**
 * Takes sold units off their variants inside the checkout's transaction, in the order given
 * (the caller sorts by variant id, the order it locked them in). The rows are locked; the
 * condition is a second guard so stock can never go negative.
 */
export async function takeVariantStock(
  tx: Tx,
  lines: readonly (StockLine & { stock: number })[],
  now: Date,
): Promise<void> {
  for (const line of lines) {
    const [left] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, updatedAt: now })
      .where(and(eq(productVariants.id, line.variantId), sql`${productVariants.stock} >= ${line.quantity}`))
      .returning({ stock: productVariants.stock });
    if (!left)
      throw new AppError('QUANTITY_EXCEEDS_STOCK', { params: { stock: line.stock, inCart: line.quantity } });
  }
}

/**
 * Gives units back to their variants (a cancelled order, a returned parcel), in the order
 * given: callers sort by variant id, the order checkouts lock them in, so the two never
 * deadlock.
 */
export async function returnVariantStock(tx: Tx, lines: readonly StockLine[], now: Date): Promise<void> {
  for (const line of lines) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(productVariants.id, line.variantId));
  }
}
