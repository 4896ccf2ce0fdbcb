import { canChangePrice, type PriceChangeDecision } from '@cho-dep/core/catalog/price-change-rule';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import type { Db, Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { productPriceChanges } from '../catalog/products.tables';

/** The product's recorded price changes and what the rule says at `now`. */
export async function priceDecisionOf(
  db: Db | Tx,
  productId: string,
  now: Date,
): Promise<PriceChangeDecision> {
  const rows = await db
    .select({ at: productPriceChanges.changedAt })
    .from(productPriceChanges)
    .where(eq(productPriceChanges.productId, productId));
  return canChangePrice({ changes: rows.map((r) => r.at), now });
}

/**
 * Records a price change of a live product, or refuses it (product.md §5) with the date it
 * becomes possible. Call with the product row locked (lockOwnProduct).
 */
export async function recordPriceChange(tx: Tx, productId: string, now: Date): Promise<void> {
  const decision = await priceDecisionOf(tx, productId, now);
  if (!decision.allowed) {
    const params = {
      allowedFrom: decision.allowedFrom.toISOString(),
      date: formatDayMonthYear(decision.allowedFrom),
      max: LIMITS.product.priceChangesMax,
      days: LIMITS.product.priceChangeLockoutDays,
      windowDays: LIMITS.product.priceChangeWindowDays,
    };
    throw new AppError(decision.reason === 'lockout' ? 'PRICE_CHANGE_LOCKED' : 'PRICE_CHANGE_LIMIT', {
      params,
    });
  }
  await tx.insert(productPriceChanges).values({ productId, changedAt: now });
}
