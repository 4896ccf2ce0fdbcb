import { AppError } from '@cho-dep/core/errors/app-error';
import type { NominationInput } from '@cho-dep/core/marketing/campaign-input-schema';
import { campaignPhaseOf, canNominate, nominationPriceProblem } from '@cho-dep/core/marketing/campaign-phase';
import { targetsClash } from '@cho-dep/core/marketing/promotion-phase';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { products, productVariants } from '../products/catalog/products.tables';
import { overlappingTargets } from '../promotions/seller-promotion-actions';
import { campaignNominations, campaigns } from './campaigns.tables';

function fieldError(path: string, message: string, params?: Record<string, number>): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message, ...(params ? { params } : {}) }] });
}

/**
 * The shop's product (drafts left out), its row locked the way promotion program writes lock
 * it (no key update), so a nomination, a program and an approval touching it run one at a
 * time; with the variant when one is named. Another shop's product is NOT_FOUND.
 */
export async function lockNominatedTarget(
  tx: Tx,
  shopId: string,
  target: { productId: string; variantId: string | null },
) {
  const [product] = await tx
    .select({ id: products.id, price: products.effectivePrice, stock: products.stock })
    .from(products)
    .where(
      and(eq(products.id, target.productId), eq(products.shopId, shopId), sql`${products.status} <> 'draft'`),
    )
    .for('no key update');
  if (!product) throw new AppError('NOT_FOUND');
  if (!target.variantId) return { price: Number(product.price), stock: product.stock };
  const [variant] = await tx
    .select({
      price: sql<number>`coalesce(${productVariants.salePrice}, ${productVariants.price})`,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.id, target.variantId),
        eq(productVariants.productId, target.productId),
        eq(productVariants.isActive, true),
      ),
    );
  if (!variant) throw new AppError('NOT_FOUND');
  return { price: Number(variant.price), stock: variant.stock };
}

/**
 * A seller nominates one of their products or variants for a campaign while its registration
 * is open (409 otherwise): the campaign price meets the campaign's minimum discount and the 80%
 * cap, the stock offered is available, the item is not already nominated in this campaign,
 * the shop stays within the campaign's product cap, and no other program holds the variant
 * during the sale (the promotion programs' own overlap rule).
 */
export async function nominate(
  db: Db,
  shopId: string,
  campaignId: string,
  input: NominationInput,
  now: Date,
): Promise<string> {
  if (!isUuid(campaignId)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('key share');
    if (!campaign) throw new AppError('NOT_FOUND');
    if (!canNominate(campaignPhaseOf(campaign, now)))
      throw new AppError('CONFLICT', { detail: 'registration for this campaign is not open' });
    const current = await lockNominatedTarget(tx, shopId, input);
    const problem = nominationPriceProblem(current.price, input.campaignPrice, campaign.minDiscountPercent);
    if (problem) throw fieldError('campaignPrice', problem, { percent: campaign.minDiscountPercent });
    if (input.stock > current.stock) throw fieldError('stock', 'validation.promotion.stockAboveAvailable');
    const taken = await tx
      .select({
        productId: campaignNominations.productId,
        variantId: campaignNominations.variantId,
        shopId: campaignNominations.shopId,
      })
      .from(campaignNominations)
      .where(and(eq(campaignNominations.campaignId, campaignId), ne(campaignNominations.status, 'rejected')));
    if (taken.some((t) => targetsClash(t, input)))
      throw fieldError('productId', 'validation.campaign.alreadyNominated');
    const [mine] = await tx
      .select({ n: count() })
      .from(campaignNominations)
      .where(
        and(
          eq(campaignNominations.campaignId, campaignId),
          eq(campaignNominations.shopId, shopId),
          ne(campaignNominations.status, 'rejected'),
        ),
      );
    if ((mine?.n ?? 0) >= campaign.maxProductsPerShop)
      throw fieldError('productId', 'validation.campaign.shopLimit');
    const [clash] = await overlappingTargets(tx, [input], campaign, null);
    if (clash) throw fieldError('productId', 'validation.promotion.overlap');
    const [row] = await tx
      .insert(campaignNominations)
      .values({
        campaignId,
        shopId,
        productId: input.productId,
        variantId: input.variantId,
        originalPrice: current.price,
        campaignPrice: input.campaignPrice,
        stock: input.stock,
        createdAt: now,
      })
      .returning({ id: campaignNominations.id });
    if (!row) throw new AppError('INTERNAL');
    return row.id;
  });
}

/** The seller takes back a nomination the admin has not decided yet; a decided one answers 409. */
export async function withdrawNomination(db: Db, shopId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: campaignNominations.status })
      .from(campaignNominations)
      .where(and(eq(campaignNominations.id, id), eq(campaignNominations.shopId, shopId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending')
      throw new AppError('CONFLICT', { detail: 'only a pending nomination can be withdrawn' });
    await tx.delete(campaignNominations).where(eq(campaignNominations.id, id));
  });
}
