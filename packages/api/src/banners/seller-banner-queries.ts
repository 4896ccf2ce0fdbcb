import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { type BannerPhase, bannerPhase, vietnamDay } from '@cho-dep/core/marketing/banner-input-schema';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { IMAGE_SIZES, imageFileKey, imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { products } from '../products/catalog/products.tables';
import { bannerProducts, banners } from './banners.tables';
import type { SellerBanner, SellerBannerList, SellerBannerRow } from './seller-banner-schemas';

const L = LIMITS.banner;

const productCount = sql<number>`(
  select count(*)::int from banner_products bp where bp.banner_id = "banners"."id")`;

const firstImage = sql<string | null>`(
  select pi.image_key from product_images pi where pi.product_id = "products"."id"
  order by pi.position, pi.id limit 1)`;

/** The SQL condition of a phase at `now` (the same bounds as core bannerPhase). */
export function phaseWhere(phase: BannerPhase, now: Date): SQL | undefined {
  if (phase === 'upcoming') return gt(banners.startsAt, now);
  if (phase === 'running') return and(lte(banners.startsAt, now), gt(banners.endsAt, now));
  return lte(banners.endsAt, now);
}

const rowColumns = {
  id: banners.id,
  title: banners.title,
  type: banners.type,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
  link: banners.link,
  imageKey: banners.imageKey,
  coverKey: banners.coverKey,
  createdAt: banners.createdAt,
  productCount,
};

type Row = {
  id: string;
  title: string;
  type: SellerBannerRow['type'];
  startsAt: Date;
  endsAt: Date;
  link: string | null;
  imageKey: string;
  coverKey: string | null;
  createdAt: Date;
  productCount: number;
};

/** The widest stored rendition of an uploaded picture. */
export function bannerImageUrl(urlOf: UrlOf, key: string): string {
  return urlOf(imageFileKey(key, IMAGE_SIZES.banner[0]));
}

function toRow(row: Row, now: Date, urlOf: UrlOf): SellerBannerRow {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    phase: bannerPhase(row, now),
    startDate: vietnamDay(row.startsAt),
    // endsAt is exclusive: the last day shown is the one just before it.
    endDate: vietnamDay(new Date(Math.max(row.startsAt.getTime(), row.endsAt.getTime() - 1))),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    link: row.link,
    imageUrl: bannerImageUrl(urlOf, row.imageKey),
    coverUrl: row.coverKey ? bannerImageUrl(urlOf, row.coverKey) : null,
    productCount: Number(row.productCount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One tab of the shop's banners (newest first) and how many each tab holds. */
export async function listSellerBanners(
  db: Db,
  shopId: string,
  query: { phase: BannerPhase; page: number },
  now: Date,
  urlOf: UrlOf,
): Promise<SellerBannerList> {
  const own = eq(banners.shopId, shopId);
  const where = and(own, phaseWhere(query.phase, now));
  // In raw SQL the instant goes as typed text: postgres.js cannot send a Date there (PGlite can).
  const at = sql`${now.toISOString()}::timestamptz`;
  const [rows, [counts]] = await Promise.all([
    db
      .select(rowColumns)
      .from(banners)
      .where(where)
      .orderBy(desc(banners.createdAt), desc(banners.id))
      .limit(L.listPageSize)
      .offset((query.page - 1) * L.listPageSize),
    db
      .select({
        upcoming: sql<number>`count(*) filter (where ${banners.startsAt} > ${at})::int`,
        running: sql<number>`count(*) filter (where ${banners.startsAt} <= ${at} and ${banners.endsAt} > ${at})::int`,
        ended: sql<number>`count(*) filter (where ${banners.endsAt} <= ${at})::int`,
      })
      .from(banners)
      .where(own),
  ]);
  const tabCounts = {
    upcoming: Number(counts?.upcoming ?? 0),
    running: Number(counts?.running ?? 0),
    ended: Number(counts?.ended ?? 0),
  };
  return {
    data: rows.map((row) => toRow(row, now, urlOf)),
    counts: tabCounts,
    total: tabCounts[query.phase],
    page: query.page,
    pageSize: L.listPageSize,
  };
}

/** One banner of the shop with its related products; another shop's id is NOT_FOUND. */
export async function loadSellerBanner(
  db: Db | Tx,
  shopId: string,
  bannerId: string,
  now: Date,
  urlOf: UrlOf,
): Promise<SellerBanner> {
  if (!isUuid(bannerId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select(rowColumns)
    .from(banners)
    .where(and(eq(banners.id, bannerId), eq(banners.shopId, shopId)));
  if (!row) throw new AppError('NOT_FOUND');
  const items = await db
    .select({
      id: products.id,
      name: products.name,
      status: products.status,
      price: products.effectivePrice,
      imageKey: firstImage,
    })
    .from(bannerProducts)
    .innerJoin(products, eq(products.id, bannerProducts.productId))
    .where(eq(bannerProducts.bannerId, bannerId))
    .orderBy(asc(bannerProducts.position), asc(products.name));
  return {
    ...toRow(row, now, urlOf),
    imageKey: row.imageKey,
    coverKey: row.coverKey,
    products: items.map((item) => ({
      id: item.id,
      name: item.name,
      status: item.status,
      price: Number(item.price),
      image: imageUrl(urlOf, item.imageKey, 200),
    })),
  };
}
