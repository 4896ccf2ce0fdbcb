import { promotionItemPrice } from '@cho-dep/core/cart/promotion-price';
import { AppError } from '@cho-dep/core/errors/app-error';
import { discountPercentOf } from '@cho-dep/core/marketing/promotion-input-schema';
import { type PromotionPhase, promotionPhaseOf } from '@cho-dep/core/marketing/promotion-phase';
import type { Db } from '@cho-dep/db/client';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { products, productVariants } from '../products/catalog/products.tables';
import { promotionItems, promotions } from './promotions.tables';
import { promotionCoverUrl } from './seller-promotion-cover';
import type {
  PromotionPickerProduct,
  SellerPromotionDetail,
  SellerPromotionList,
  SellerPromotionRow,
} from './seller-promotion-schemas';

export const PROMOTION_PAGE_SIZE = 20;
export type PromotionKind = 'product' | 'variant';

/** When the program stops applying: the early end, else its planned end. */
const effectiveEnd = sql`coalesce(least(${promotions.endedAt}, ${promotions.endsAt}), ${promotions.endsAt})`;

/** SQL twin of promotionPhaseOf (core), for filtering and counting in the database. */
function phaseWhere(phase: PromotionPhase, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (phase === 'ended') return sql`${effectiveEnd} <= ${at}`;
  if (phase === 'upcoming') return sql`${promotions.startsAt} > ${at} and ${effectiveEnd} > ${at}`;
  return sql`${promotions.startsAt} <= ${at} and ${effectiveEnd} > ${at}`;
}

const itemCount = sql<number>`(select count(*)::int from promotion_items pi where pi.promotion_id = "promotions"."id")`;
const soldCount = sql<number>`(select coalesce(sum(pi.sold_count), 0)::int from promotion_items pi where pi.promotion_id = "promotions"."id")`;

const rowColumns = {
  id: promotions.id,
  name: promotions.name,
  kind: promotions.kind,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  endedAt: promotions.endedAt,
  itemCount,
  soldCount,
};

type RawRow = {
  id: string;
  name: string;
  kind: string;
  startsAt: Date;
  endsAt: Date;
  endedAt: Date | null;
  itemCount: number;
  soldCount: number;
};

function toRow(r: RawRow, now: Date): SellerPromotionRow {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind === 'variant' ? 'variant' : 'product',
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    endedAt: r.endedAt?.toISOString() ?? null,
    phase: promotionPhaseOf(r, now),
    itemCount: Number(r.itemCount),
    soldCount: Number(r.soldCount),
  };
}

/** The shop's programs of one kind in one tab, with the count of every tab. */
export async function listSellerPromotions(
  db: Db,
  shopId: string,
  query: { type: PromotionKind; tab: PromotionPhase; page: number },
  now = new Date(),
): Promise<SellerPromotionList> {
  // Campaign programs (decision 027) are shown under the seller's campaigns, not here.
  const own = and(
    eq(promotions.shopId, shopId),
    eq(promotions.kind, query.type),
    isNull(promotions.campaignId),
  );
  // Upcoming soonest first; running ending soonest first; ended latest first.
  const order =
    query.tab === 'ended'
      ? [desc(effectiveEnd), desc(promotions.id)]
      : query.tab === 'upcoming'
        ? [asc(promotions.startsAt), asc(promotions.id)]
        : [asc(promotions.endsAt), asc(promotions.id)];
  const [rows, [counts]] = await Promise.all([
    db
      .select(rowColumns)
      .from(promotions)
      .where(and(own, phaseWhere(query.tab, now)))
      .orderBy(...order)
      .limit(PROMOTION_PAGE_SIZE)
      .offset((query.page - 1) * PROMOTION_PAGE_SIZE),
    db
      .select({
        upcoming: sql<number>`count(*) filter (where ${phaseWhere('upcoming', now)})::int`,
        running: sql<number>`count(*) filter (where ${phaseWhere('running', now)})::int`,
        ended: sql<number>`count(*) filter (where ${phaseWhere('ended', now)})::int`,
      })
      .from(promotions)
      .where(own),
  ]);
  const c = {
    upcoming: Number(counts?.upcoming ?? 0),
    running: Number(counts?.running ?? 0),
    ended: Number(counts?.ended ?? 0),
  };
  return {
    data: rows.map((r) => toRow(r, now)),
    counts: c,
    total: c[query.tab],
    page: query.page,
    pageSize: PROMOTION_PAGE_SIZE,
  };
}

const firstImage = sql<string | null>`(
  select pi.image_key from product_images pi where pi.product_id = "products"."id"
  order by pi.position, pi.id limit 1)`;

/** "Đen / M" from a variant's option values. */
export function variantLabelOf(values: readonly { value: string }[]): string {
  return values.map((v) => v.value).join(' / ');
}

/** One program of the shop with its items; another shop's program is NOT_FOUND. */
export async function loadSellerPromotion(
  db: Db,
  shopId: string,
  id: string,
  urlOf: UrlOf,
  now = new Date(),
): Promise<SellerPromotionDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ ...rowColumns, coverKey: promotions.coverKey })
    .from(promotions)
    .where(
      and(
        eq(promotions.id, id),
        eq(promotions.shopId, shopId),
        inArray(promotions.kind, ['product', 'variant']),
        isNull(promotions.campaignId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  const items = await db
    .select({
      productId: promotionItems.productId,
      variantId: promotionItems.variantId,
      productName: products.name,
      optionValues: productVariants.optionValues,
      imageKey: firstImage,
      productPrice: products.effectivePrice,
      variantPrice: sql<number | null>`coalesce(${productVariants.salePrice}, ${productVariants.price})`,
      discountedPrice: promotionItems.discountedPrice,
      maxDiscount: promotionItems.maxDiscount,
      stock: promotionItems.stock,
      soldCount: promotionItems.soldCount,
      perOrderLimit: promotionItems.perOrderLimit,
      perUserLimit: promotionItems.perUserLimit,
    })
    .from(promotionItems)
    .innerJoin(products, eq(products.id, promotionItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, promotionItems.variantId))
    .where(eq(promotionItems.promotionId, id))
    .orderBy(asc(promotionItems.position), asc(promotionItems.id));
  return {
    ...toRow(row, now),
    coverKey: row.coverKey,
    coverUrl: row.coverKey ? promotionCoverUrl(urlOf, row.coverKey) : null,
    items: items.map((i) => {
      const originalPrice = Number(i.variantId ? i.variantPrice : i.productPrice);
      const maxDiscount = i.maxDiscount === null ? null : Number(i.maxDiscount);
      return {
        productId: i.productId,
        variantId: i.variantId,
        productName: i.productName,
        variantLabel: i.optionValues ? variantLabelOf(i.optionValues) : null,
        image: imageUrl(urlOf, i.imageKey, 200),
        originalPrice,
        discountedPrice: Number(i.discountedPrice),
        discountPercent: discountPercentOf(originalPrice, Number(i.discountedPrice)),
        maxDiscount,
        buyerPrice: promotionItemPrice(originalPrice, {
          discountedPrice: Number(i.discountedPrice),
          maxDiscount,
        }),
        stock: i.stock,
        soldCount: i.soldCount,
        perOrderLimit: i.perOrderLimit,
        perUserLimit: i.perUserLimit,
      };
    }),
  };
}

/** The picker: the shop's products (drafts left out) with their active variants, by name. */
export async function listPromotionPicker(
  db: Db,
  shopId: string,
  q: string | undefined,
  urlOf: UrlOf,
): Promise<PromotionPickerProduct[]> {
  const term = q?.trim();
  // LIKE wildcards typed by the seller are matched literally; accents are ignored.
  const pattern = term ? `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      imageKey: firstImage,
      price: products.effectivePrice,
      stock: products.stock,
    })
    .from(products)
    .where(
      and(
        eq(products.shopId, shopId),
        sql`${products.status} <> 'draft'`,
        pattern ? sql`${products.nameFolded} like vn_fold(${pattern})` : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(50);
  if (rows.length === 0) return [];
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      optionValues: productVariants.optionValues,
      price: sql<number>`coalesce(${productVariants.salePrice}, ${productVariants.price})`,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.productId,
          rows.map((r) => r.id),
        ),
        eq(productVariants.isActive, true),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: imageUrl(urlOf, r.imageKey, 200),
    price: Number(r.price),
    stock: r.stock,
    variants: variants
      .filter((v) => v.productId === r.id)
      .map((v) => ({
        id: v.id,
        label: variantLabelOf(v.optionValues),
        price: Number(v.price),
        stock: v.stock,
      })),
  }));
}
