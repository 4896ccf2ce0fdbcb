import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, asc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { productVariants } from './products.tables';

/**
 * Locks variant rows in id order, the order every writer of stock takes them in, so two
 * checkouts (or a checkout and a cancellation) never wait on each other in opposite orders.
 * `ids` may be a subquery (the selected lines of a cart), read under the same statement.
 */
export async function lockVariants(tx: Tx, ids: readonly string[] | SQLWrapper): Promise<void> {
  if (Array.isArray(ids) && ids.length === 0) return;
  await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, ids as string[] | SQLWrapper))
    .orderBy(asc(productVariants.id))
    .for('update');
}

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
