import type { Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { promotionItems } from './promotions.tables';

/**
 * Takes units of a promotion program at checkout, never past the program's stock. The caller
 * holds the row lock; false when the program has too few units left.
 */
export async function takePromotionUnits(tx: Tx, promotionItemId: string, units: number): Promise<boolean> {
  const [taken] = await tx
    .update(promotionItems)
    .set({ soldCount: sql`${promotionItems.soldCount} + ${units}` })
    .where(
      and(
        eq(promotionItems.id, promotionItemId),
        sql`${promotionItems.soldCount} + ${units} <= ${promotionItems.stock}`,
      ),
    )
    .returning({ id: promotionItems.id });
  return taken !== undefined;
}

/**
 * Gives the units of cancelled orders back to their programs, in the order given (callers
 * sort by program id, the order checkouts lock them in); the sold count never goes below zero.
 */
export async function returnPromotionUnits(
  tx: Tx,
  lines: readonly { promotionItemId: string; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(promotionItems)
      .set({ soldCount: sql`greatest(${promotionItems.soldCount} - ${line.quantity}, 0)` })
      .where(eq(promotionItems.id, line.promotionItemId));
  }
}
