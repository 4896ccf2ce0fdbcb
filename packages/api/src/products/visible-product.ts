import { isProductListed, type ShopStatus } from '@cho-dep/core/catalog/catalog-states';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { eq, getTableColumns } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { shops } from '../shops/shops.tables';
import { products } from './catalog/products.tables';

// The search columns (folded name, tsvector) are for the index only.
const { search: _search, nameFolded: _nameFolded, ...productColumns } = getTableColumns(products);

export type ProductRow = Omit<typeof products.$inferSelect, 'search' | 'nameFolded'>;

export interface VisibleProduct {
  product: ProductRow;
  shop: {
    id: string;
    name: string;
    logoKey: string | null;
    country: 'VN' | 'KO';
    ratingAvg: number;
    ratingCount: number;
    followerCount: number;
    ownerUserId: string;
    status: ShopStatus;
    isPaused: boolean;
  };
}

/**
 * A product the viewer may look at: buyers see `listed` products and those of a paused shop
 * (pause mode); the shop's owner also sees their own unlisted one (to check it before approval). Anything else is NOT_FOUND, the
 * same answer as an unknown id, so hidden products do not leak.
 */
export async function findVisibleProduct(
  db: Db,
  productId: string,
  viewerUserId: string | null,
): Promise<VisibleProduct> {
  if (!isUuid(productId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      product: productColumns,
      shop: {
        id: shops.id,
        name: shops.name,
        logoKey: shops.logoKey,
        country: shops.country,
        ratingAvg: shops.ratingAvg,
        ratingCount: shops.ratingCount,
        followerCount: shops.followerCount,
        ownerUserId: shops.ownerUserId,
        status: shops.status,
        isPaused: shops.isPaused,
      },
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  // A paused shop's product stays reachable (buyers read "on vacation" and cannot buy); it is
  // only left out of listings and search.
  const onVacation =
    row.shop.isPaused &&
    isProductListed({ productStatus: row.product.status, shopStatus: row.shop.status, shopPaused: false });
  if (
    !row.product.listed &&
    !onVacation &&
    (viewerUserId === null || row.shop.ownerUserId !== viewerUserId)
  ) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}
