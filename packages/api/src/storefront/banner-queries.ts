import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Language } from '@cho-dep/core/locale/locales';
import type { Db } from '@cho-dep/db/client';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { banners } from '../banners/banners.tables';
import { IMAGE_SIZES, imageFileKey, type UrlOf } from '../products/catalog/catalog-media';
import type { BannerView } from './storefront-views';

/**
 * Banners running at `now` ([startsAt, endsAt)): the platform's home carousel, or one shop's
 * banners on its page, in their set order.
 */
export async function listRunningBanners(
  db: Db,
  where: { home: true } | { shopId: string },
  now: Date,
  urlOf: UrlOf,
  language: Language = 'vi',
): Promise<BannerView[]> {
  // The home carousel carries the platform's banners and the shops' 'home' banners.
  const owner =
    'home' in where
      ? and(
          eq(banners.type, 'home'),
          // A shop's home banner shows only while its shop is open (approved, not paused).
          sql`(${banners.shopId} is null or exists (select 1 from shops s
            where s.id = ${banners.shopId} and s.status = 'approved' and not s.is_paused))`,
        )
      : and(eq(banners.type, 'shop'), eq(banners.shopId, where.shopId));
  const rows = await db
    .select({
      id: banners.id,
      shopId: banners.shopId,
      title: banners.title,
      titles: banners.titles,
      imageKey: banners.imageKey,
      link: banners.link,
    })
    .from(banners)
    .where(and(owner, lte(banners.startsAt, now), gt(banners.endsAt, now)))
    .orderBy(asc(banners.position), asc(banners.createdAt), asc(banners.id))
    .limit(LIMITS.storefront.homeBannersMax);
  return rows.map((row) => ({
    id: row.id,
    // The platform's copy in the reader's language when written; else as written.
    title: row.titles[language] ?? row.title,
    imageUrl: urlOf(imageFileKey(row.imageKey, IMAGE_SIZES.banner[0])),
    imageSrcSet: IMAGE_SIZES.banner.map((w) => `${urlOf(imageFileKey(row.imageKey, w))} ${w}w`).join(', '),
    // A shop's banner opens its own page (/banner/{id}: the shop, the related products and a
    // button to the seller's link), so a buyer never leaves the store on the first tap; the
    // platform's banners go straight to their link.
    link: row.shopId ? `/banner/${row.id}` : row.link,
  }));
}
