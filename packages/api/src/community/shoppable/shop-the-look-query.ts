import { recommendSize } from '@cho-dep/core/catalog/recommend-size';
import type { SizeChartRow, SizeDetail } from '@cho-dep/core/catalog/size-chart';
import { type LookPick, pickLookVariant } from '@cho-dep/core/community/look-variant';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { priceVariantsWithOptions } from '../../cart/cart-pricing';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { productOptions, products, productVariants } from '../../products/catalog/products.tables';
import { sizeCharts } from '../../products/catalog/size-charts.tables';
import type { LookItem } from './look-items';

export interface LookVariantView {
  id: string;
  optionValues: { name: string; value: string }[];
  /** The regular price. */
  price: number;
  /** What one unit costs now when lower (a running promotion or the sale price), as the cart charges. */
  salePrice: number | null;
  /** Units that may be put in the cart now: 0 when sold out or not for sale. */
  stock: number;
  soldOut: boolean;
}

export interface LookProductView {
  productId: string;
  name: string;
  imageUrl: string | null;
  shop: { id: string; name: string };
  options: { name: string; values: string[] }[];
  variants: LookVariantView[];
  /** The variant put forward for this buyer, and why; null when nothing can be bought. */
  recommended: LookPick | null;
}

/** The chart rows and size details of each product, for the size recommendation. */
async function sizeFacts(db: Db | Tx, productIds: string[]) {
  const rows = await db
    .select({ id: products.id, details: products.sizeDetails, chart: sizeCharts.rows })
    .from(products)
    .leftJoin(sizeCharts, eq(sizeCharts.id, products.sizeChartId))
    .where(inArray(products.id, productIds));
  return new Map<string, { details: SizeDetail[]; chart: SizeChartRow[] | null }>(
    rows.map((row) => [row.id, { details: row.details, chart: row.chart }]),
  );
}

async function measurementsOf(db: Db | Tx, viewerId: string | null) {
  if (!viewerId) return null;
  const [row] = await db
    .select({ bodyMeasurements: users.bodyMeasurements })
    .from(users)
    .where(eq(users.id, viewerId))
    .limit(1);
  return row?.bodyMeasurements ?? null;
}

/**
 * Every product of a look as the buyer would buy it now: the variants with the price the cart
 * charges (priceVariants, promotions included) and the units that can be bought, and the
 * variant put forward for this buyer: the size their body measurements recommend from the
 * product's size chart (as the product page computes it), else the author's variant, else the
 * first in stock (core/community/look-variant.ts).
 */
export async function shopTheLook(
  db: Db | Tx,
  items: readonly LookItem[],
  options: { viewerId: string | null; now: Date; urlOf: UrlOf },
): Promise<LookProductView[]> {
  if (items.length === 0) return [];
  const productIds = items.map((item) => item.productId);
  const [variantRows, optionRows, facts, measurements] = await Promise.all([
    db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, productIds), eq(productVariants.isActive, true)))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({
        productId: productOptions.productId,
        name: productOptions.name,
        values: productOptions.values,
      })
      .from(productOptions)
      .where(inArray(productOptions.productId, productIds))
      .orderBy(asc(productOptions.position), asc(productOptions.name)),
    sizeFacts(db, productIds),
    measurementsOf(db, options.viewerId),
  ]);
  const priced = await priceVariantsWithOptions(
    db,
    variantRows.map((row) => ({ variantId: row.id, quantity: 1 })),
    options.now,
  );

  const views: LookProductView[] = [];
  for (const item of items) {
    const lines = priced.filter((line) => line.productId === item.productId);
    const first = lines[0];
    if (!first) continue;
    const variants: LookVariantView[] = lines.map((line) => ({
      id: line.variantId,
      optionValues: line.optionValues.map(({ name, value }) => ({ name, value })),
      price: line.originalPrice,
      salePrice: line.unitPrice < line.originalPrice ? line.unitPrice : null,
      stock: line.maxQuantity,
      soldOut: line.maxQuantity <= 0,
    }));
    const size = facts.get(item.productId);
    const recommendation =
      options.viewerId && size
        ? recommendSize({ measurements, chart: size.chart, details: size.details })
        : null;
    views.push({
      productId: item.productId,
      name: first.productName,
      imageUrl: imageUrl(options.urlOf, first.imageKey, 400),
      shop: { id: first.shopId, name: first.shopName },
      options: optionRows
        .filter((option) => option.productId === item.productId)
        .map((option) => ({ name: option.name, values: option.values.map((v) => v.value) })),
      variants,
      recommended: pickLookVariant({
        variants: variants.map((v) => ({ id: v.id, optionValues: v.optionValues, available: v.stock })),
        recommendation,
        taggedVariantId: item.variantId,
      }),
    });
  }
  return views;
}
