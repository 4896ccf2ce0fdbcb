import { type InvalidReason, invalidReasonOf, maxQuantityOf } from '@cho-dep/core/cart/cart-validity';
import { type AppliedPromotion, type PromotionOffer, unitPriceOf } from '@cho-dep/core/cart/promotion-price';
import type { VariantOptionValue } from '@cho-dep/core/catalog/product-attributes';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { productImages, products, productVariants } from '../products/catalog/products.tables';
import { promotionItems, promotions } from '../promotions/promotions.tables';
import { shops } from '../shops/shops.tables';

/**
 * A variant priced for a buyer at one moment: what the cart shows and what the checkout
 * charges. Both read it from priceVariants so a price is computed in one place.
 */
export interface PricedLine {
  variantId: string;
  productId: string;
  shopId: string;
  shopName: string;
  shopCountry: 'VN' | 'KO';
  productName: string;
  /** The variant's option values joined, e.g. "Đen, M" (empty for a product without classifications). */
  variantLabel: string;
  /** The picture of the variant's option value (its colour), else the product's first picture. */
  imageKey: string | null;
  quantity: number;
  /** What one unit costs now: the promotion price (with its cap, promotionItemPrice) while it applies, else the sale price, else the price. */
  unitPrice: number;
  /** The variant's regular price. */
  originalPrice: number;
  promotion: AppliedPromotion | null;
  stock: number;
  weightGrams: number;
  /** Days the shop takes to hand the product over (1-3 in stock, 5-30 pre-order). */
  preparationDays: number;
  invalidReason: InvalidReason | null;
  /** The most units the line may hold now (0 when it cannot be bought). */
  maxQuantity: number;
}

export interface PriceRequest {
  variantId: string;
  quantity: number;
}

/**
 * Prices variants at `now` in two queries (the variants with their product and shop, then the
 * promotion items running for them), whatever the number of requests. A promotion item runs
 * when its program started at or before `now`, ends after it, and was not ended early; it
 * covers a variant when it names the variant or its whole product (variantId null).
 *
 * Answers one line per request, in the order asked. A variant that does not exist is left out,
 * so a caller that needs every line compares the lengths. Works inside a transaction (pass the
 * `tx`): the checkout prices the lines it is about to lock and sell.
 */
export async function priceVariants(db: Db | Tx, requests: PriceRequest[], now: Date): Promise<PricedLine[]> {
  const lines = await priceVariantsWithOptions(db, requests, now);
  return lines.map(({ optionValues: _optionValues, ...line }) => line);
}

/** priceVariants, with each variant's option values (the cart shows them with their pictures). */
export async function priceVariantsWithOptions(
  db: Db | Tx,
  requests: PriceRequest[],
  now: Date,
): Promise<Array<PricedLine & { optionValues: VariantOptionValue[] }>> {
  if (requests.length === 0) return [];
  const variantIds = [...new Set(requests.map((r) => r.variantId))];

  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      optionValues: productVariants.optionValues,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
      stock: productVariants.stock,
      isActive: productVariants.isActive,
      productName: products.name,
      productStatus: products.status,
      weightGrams: products.weightGrams,
      preparationDays: products.preparationDays,
      shopId: shops.id,
      shopName: shops.name,
      shopCountry: shops.country,
      shopStatus: shops.status,
      shopPaused: shops.isPaused,
      // The first picture; one index probe on (product_id, position).
      productImageKey: sql<string | null>`(
        select ${productImages.imageKey} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.position} limit 1)`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(inArray(productVariants.id, variantIds));
  if (rows.length === 0) return [];

  const productIds = [...new Set(rows.map((row) => row.productId))];
  const offers = await db
    .select({
      promotionItemId: promotionItems.id,
      productId: promotionItems.productId,
      variantId: promotionItems.variantId,
      discountedPrice: promotionItems.discountedPrice,
      maxDiscount: promotionItems.maxDiscount,
      stock: promotionItems.stock,
      soldCount: promotionItems.soldCount,
      perOrderLimit: promotionItems.perOrderLimit,
      perUserLimit: promotionItems.perUserLimit,
    })
    .from(promotionItems)
    .innerJoin(promotions, eq(promotions.id, promotionItems.promotionId))
    .where(
      and(
        inArray(promotionItems.productId, productIds),
        or(isNull(promotionItems.variantId), inArray(promotionItems.variantId, variantIds)),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
        isNull(promotions.endedAt),
      ),
    );

  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  const lines: Array<PricedLine & { optionValues: VariantOptionValue[] }> = [];
  for (const request of requests) {
    const row = byVariant.get(request.variantId);
    if (!row) continue;
    const covering: PromotionOffer[] = offers
      .filter((o) => o.productId === row.productId && (o.variantId === null || o.variantId === row.variantId))
      .map((o) => ({
        promotionItemId: o.promotionItemId,
        // Raw numerics may arrive as strings on some drivers; money is always a number here.
        discountedPrice: Number(o.discountedPrice),
        maxDiscount: o.maxDiscount === null ? null : Number(o.maxDiscount),
        remaining: o.stock - o.soldCount,
        perOrderLimit: o.perOrderLimit,
        perUserLimit: o.perUserLimit,
      }));
    const price = unitPriceOf(
      { price: Number(row.price), salePrice: row.salePrice === null ? null : Number(row.salePrice) },
      covering,
    );
    const invalidReason = invalidReasonOf({
      productStatus: row.productStatus,
      shopStatus: row.shopStatus,
      shopPaused: row.shopPaused,
      variantActive: row.isActive,
      stock: row.stock,
    });
    lines.push({
      variantId: row.variantId,
      productId: row.productId,
      shopId: row.shopId,
      shopName: row.shopName,
      shopCountry: row.shopCountry,
      productName: row.productName,
      variantLabel: variantLabelOf(row.optionValues),
      imageKey: row.optionValues.find((v) => v.image)?.image ?? row.productImageKey,
      quantity: request.quantity,
      ...price,
      stock: row.stock,
      weightGrams: row.weightGrams,
      preparationDays: row.preparationDays,
      invalidReason,
      maxQuantity: maxQuantityOf({ invalidReason, stock: row.stock, promotion: price.promotion }),
      optionValues: row.optionValues,
    });
  }
  return lines;
}

/** "Đen, M": the values in the order the seller arranged the classifications. */
export function variantLabelOf(optionValues: readonly VariantOptionValue[]): string {
  return optionValues.map((v) => v.value).join(', ');
}
