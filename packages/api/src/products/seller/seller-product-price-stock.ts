import { priceRuleApplies } from '@cho-dep/core/catalog/price-change-rule';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import type { Tx } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { productVariants } from '../catalog/products.tables';
import { lockOwnProduct } from './seller-product-lock';
import { recordPriceChange } from './seller-product-price-rule';
import { rollUpVariants } from './seller-product-store';

const P = LIMITS.product;

/** A bulk edit row: absent fields stay as they are. */
export const priceStockEditSchema = z.object({
  variants: z
    .array(
      z.object({
        variantId: z.uuid(),
        price: z.number().int().min(1).max(P.priceMax).optional(),
        salePrice: z.number().int().min(1).max(P.priceMax).nullable().optional(),
        stock: z.number().int().min(0).max(P.stockMax).optional(),
      }),
    )
    .min(1)
    .max(P.variantsMax),
});
export type PriceStockEdit = z.infer<typeof priceStockEditSchema>;

/**
 * Sets the price, sale price and stock of some of a product's active variants (bulk edit):
 * no review, but a live product's price change obeys the price change rule, once per call.
 */
export async function applyPriceAndStock(
  tx: Tx,
  args: { shopId: string; productId: string; variants: PriceStockEdit['variants']; now: Date },
): Promise<void> {
  const parsed = priceStockEditSchema.safeParse({ variants: args.variants });
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(parsed.error) });
  const product = await lockOwnProduct(tx, args.shopId, args.productId);
  const rows = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.isActive, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  let priceChanged = false;
  const fields: { path: string; message: string }[] = [];
  const updates = parsed.data.variants.map((edit, i) => {
    const row = byId.get(edit.variantId);
    if (!row) {
      fields.push({ path: `variants.${i}.variantId`, message: 'validation.product.variantOptions' });
      return null;
    }
    const price = edit.price ?? row.price;
    const salePrice = edit.salePrice === undefined ? row.salePrice : edit.salePrice;
    if (salePrice !== null && salePrice >= price) {
      fields.push({ path: `variants.${i}.salePrice`, message: 'validation.product.salePriceBelowPrice' });
    }
    if (price !== row.price || salePrice !== row.salePrice) priceChanged = true;
    return { id: row.id, price, salePrice, stock: edit.stock ?? row.stock };
  });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  if (priceChanged && priceRuleApplies(product.status)) await recordPriceChange(tx, product.id, args.now);
  for (const update of updates) {
    if (!update) continue;
    await tx
      .update(productVariants)
      .set({ price: update.price, salePrice: update.salePrice, stock: update.stock, updatedAt: sql`now()` })
      .where(eq(productVariants.id, update.id));
  }
  await rollUpVariants(tx, product.id);
}
