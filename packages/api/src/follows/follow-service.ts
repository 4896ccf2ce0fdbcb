import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { backfillFollowee, dropFollowee } from '../community/feeds/home-feed';
import { moveProductLikeCount } from '../products/catalog/product-counters';
import { products } from '../products/catalog/products.tables';
import { moveShopFollowerCount } from '../shops/shop-counters';
import { shops } from '../shops/shops.tables';
import { productFavourites, shopFollows } from './follows.tables';

/**
 * Follow a shop, favourite a product. Each is idempotent: the row's primary key decides
 * whether anything changed, and the counter (shops.follower_count, products.like_count) moves
 * in the same transaction only when a row was really inserted or deleted, so retries and
 * double clicks never drift the counts.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export interface FollowState {
  following: boolean;
  followerCount: number;
}

export interface FavouriteState {
  favourite: boolean;
  likeCount: number;
}

async function assertFollowableShop(db: Db, shopId: string): Promise<void> {
  if (!isUuid(shopId)) throw new AppError('NOT_FOUND');
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, 'approved')))
    .limit(1);
  if (!shop) throw new AppError('NOT_FOUND');
}

async function followerCountOf(tx: Tx, shopId: string): Promise<number | undefined> {
  const [shop] = await tx
    .select({ followerCount: shops.followerCount })
    .from(shops)
    .where(eq(shops.id, shopId));
  return shop?.followerCount;
}

async function likeCountOf(tx: Tx, productId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ likeCount: products.likeCount })
    .from(products)
    .where(eq(products.id, productId));
  return row?.likeCount;
}

export async function followShop(db: Db, userId: string, shopId: string): Promise<FollowState> {
  await assertFollowableShop(db, shopId);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shopFollows)
      .values({ userId, shopId })
      .onConflictDoNothing()
      .returning({ shopId: shopFollows.shopId });
    const followerCount =
      inserted.length > 0 ? await moveShopFollowerCount(tx, shopId, 1) : await followerCountOf(tx, shopId);
    // The shop's recent community posts show in the buyer's "Đang theo dõi" at once.
    if (inserted.length > 0) await backfillFollowee(tx, userId, { shopId });
    return { following: true, followerCount: followerCount ?? 0 };
  });
}

export async function unfollowShop(db: Db, userId: string, shopId: string): Promise<FollowState> {
  if (!isUuid(shopId)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(shopFollows)
      .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
      .returning({ shopId: shopFollows.shopId });
    const followerCount =
      deleted.length > 0 ? await moveShopFollowerCount(tx, shopId, -1) : await followerCountOf(tx, shopId);
    if (followerCount === undefined) throw new AppError('NOT_FOUND');
    if (deleted.length > 0) await dropFollowee(tx, userId, { shopId });
    return { following: false, followerCount };
  });
}

/** Only products buyers can see may be added; removing always works (the product may have gone). */
export async function favouriteProduct(db: Db, userId: string, productId: string): Promise<FavouriteState> {
  if (!isUuid(productId)) throw new AppError('NOT_FOUND');
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.listed, true)))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(productFavourites)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning({ productId: productFavourites.productId });
    const likeCount =
      inserted.length > 0 ? await moveProductLikeCount(tx, productId, 1) : await likeCountOf(tx, productId);
    return { favourite: true, likeCount: likeCount ?? 0 };
  });
}

export async function unfavouriteProduct(db: Db, userId: string, productId: string): Promise<FavouriteState> {
  if (!isUuid(productId)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(productFavourites)
      .where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, productId)))
      .returning({ productId: productFavourites.productId });
    const likeCount =
      deleted.length > 0 ? await moveProductLikeCount(tx, productId, -1) : await likeCountOf(tx, productId);
    if (likeCount === undefined) throw new AppError('NOT_FOUND');
    return { favourite: false, likeCount };
  });
}

/** Whether a viewer follows a shop (the live page's "Theo dõi" button starts from it). */
export async function followsShop(db: Db, userId: string, shopId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(shopFollows)
    .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether a viewer follows a shop and likes a product, for the product page. */
export async function viewerRelations(
  db: Db,
  userId: string,
  ids: { shopId: string; productId: string },
): Promise<{ isFollowed: boolean; isFavourite: boolean }> {
  const [isFollowed, favourite] = await Promise.all([
    followsShop(db, userId, ids.shopId),
    db
      .select({ one: sql`1` })
      .from(productFavourites)
      .where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, ids.productId)))
      .limit(1),
  ]);
  return { isFollowed, isFavourite: favourite.length > 0 };
}
