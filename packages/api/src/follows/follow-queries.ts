import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db } from '@cho-dep/db/client';
import { and, count, desc, eq } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { productFavourites, shopFollows } from './follows.tables';

export interface PagedList<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

/**
 * The account menu's "favourite products": the buyer's favourites that buyers can still see,
 * the most recently liked first.
 */
export async function listFavouriteProducts(
  db: Db,
  userId: string,
  page: number,
  urlOf: UrlOf,
): Promise<PagedList<ProductCardView>> {
  const pageSize = LIMITS.productPage.favouritesPageSize;
  const where = and(eq(productFavourites.userId, userId), eq(products.listed, true));
  const [rows, [total]] = await Promise.all([
    db
      .select(productCardColumns)
      .from(productFavourites)
      .innerJoin(products, eq(products.id, productFavourites.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where)
      .orderBy(desc(productFavourites.createdAt), desc(productFavourites.productId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(productFavourites)
      .innerJoin(products, eq(products.id, productFavourites.productId))
      .where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    items: rows.map((row) => toProductCard(row, urlOf)),
    page,
    pageSize,
    total: totalCount,
    hasMore: page * pageSize < totalCount,
  };
}

export interface FollowedShopView {
  id: string;
  name: string;
  logoUrl: string | null;
  country: 'VN' | 'KO';
  ratingAvg: number;
  followerCount: number;
}

/** The shops a buyer follows, most recently followed first (approved shops only). */
export async function listFollowedShops(
  db: Db,
  userId: string,
  page: number,
  urlOf: UrlOf,
): Promise<PagedList<FollowedShopView>> {
  const pageSize = LIMITS.productPage.followedShopsPageSize;
  const where = and(eq(shopFollows.userId, userId), eq(shops.status, 'approved'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shops.id,
        name: shops.name,
        logoKey: shops.logoKey,
        country: shops.country,
        ratingAvg: shops.ratingAvg,
        followerCount: shops.followerCount,
      })
      .from(shopFollows)
      .innerJoin(shops, eq(shops.id, shopFollows.shopId))
      .where(where)
      .orderBy(desc(shopFollows.createdAt), desc(shopFollows.shopId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(shopFollows)
      .innerJoin(shops, eq(shops.id, shopFollows.shopId))
      .where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    items: rows.map(({ logoKey, ...row }) => ({
      ...row,
      ratingAvg: Number(row.ratingAvg),
      logoUrl: imageUrl(urlOf, logoKey, 200),
    })),
    page,
    pageSize,
    total: totalCount,
    hasMore: page * pageSize < totalCount,
  };
}
