import { templateGridSize } from '@cho-dep/core/community/blook-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { variantLabelOf } from '../../cart/cart-pricing';
import { isUuid } from '../../follows/follow-service';
import { orderItems, orders } from '../../orders/orders.tables';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { productSrcSet } from '../../products/catalog/product-cards';
import { products, productVariants } from '../../products/catalog/products.tables';
import { shops } from '../../shops/shops.tables';
import { userFollows } from '../walls/walls.tables';
import { firstPictureKey } from './blook-cards';
import type { BlookDetailView } from './blook-view-schemas';
import {
  blookCategories,
  blookItems,
  blookLikes,
  blookSaves,
  blookSubCategories,
  blooks,
  blookTemplates,
} from './blooks.tables';

const names = (row: { nameVi: string; nameEn: string; nameKo: string }) => ({
  vi: row.nameVi,
  en: row.nameEn,
  ko: row.nameKo,
});

/**
 * One blook with its products as they are now (price, stock, whether still on sale). A
 * removed blook is shown only to its author, with the moderator's reason; to anyone else it
 * does not exist (404).
 */
export async function getBlookDetail(
  db: Db,
  viewerId: string | null,
  id: string,
  urlOf: UrlOf,
): Promise<BlookDetailView> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      blook: blooks,
      slots: blookTemplates.slots,
      category: blookCategories,
      subCategory: blookSubCategories,
      authorName: users.fullName,
      authorAvatar: users.avatarUrl,
    })
    .from(blooks)
    .innerJoin(blookTemplates, eq(blookTemplates.id, blooks.templateId))
    .innerJoin(blookCategories, eq(blookCategories.id, blooks.categoryId))
    .leftJoin(blookSubCategories, eq(blookSubCategories.id, blooks.subCategoryId))
    .innerJoin(users, eq(users.id, blooks.authorId))
    .where(eq(blooks.id, id));
  const isMine = row !== undefined && row.blook.authorId === viewerId;
  if (!row || (row.blook.status !== 'published' && !isMine)) throw new AppError('NOT_FOUND');

  const mine = (table: typeof blookLikes | typeof blookSaves) =>
    viewerId
      ? db
          .select({ one: sql`1` })
          .from(table)
          .where(and(eq(table.userId, viewerId), eq(table.blookId, id)))
          .limit(1)
      : Promise.resolve([]);
  const [items, liked, saved, follows] = await Promise.all([
    db
      .select({
        slot: blookItems.slot,
        productId: blookItems.productId,
        variantId: blookItems.variantId,
        name: products.name,
        price: products.price,
        salePrice: products.salePrice,
        stock: products.stock,
        listed: products.listed,
        shopId: shops.id,
        shopName: shops.name,
        imageKey: firstPictureKey(),
        variantOptions: productVariants.optionValues,
        variantPrice: productVariants.price,
        variantSalePrice: productVariants.salePrice,
        variantStock: productVariants.stock,
        variantActive: productVariants.isActive,
      })
      .from(blookItems)
      .innerJoin(products, eq(products.id, blookItems.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(productVariants, eq(productVariants.id, blookItems.variantId))
      .where(eq(blookItems.blookId, id)),
    mine(blookLikes),
    mine(blookSaves),
    viewerId && !isMine
      ? db
          .select({ one: sql`1` })
          .from(userFollows)
          .where(and(eq(userFollows.followerId, viewerId), eq(userFollows.followeeId, row.blook.authorId)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const bought = await productsBoughtBy(
    db,
    row.blook.authorId,
    items.map((item) => item.productId),
  );
  const filled = new Map(items.map((item) => [item.slot, item]));
  const b = row.blook;
  return {
    id: b.id,
    title: b.title,
    author: {
      id: b.authorId,
      name: row.authorName,
      avatarUrl: row.authorAvatar,
      followedByMe: follows.length > 0,
    },
    categoryId: b.categoryId,
    subCategoryId: b.subCategoryId,
    category: { id: row.category.id, name: names(row.category) },
    subCategory: row.subCategory ? { id: row.subCategory.id, name: names(row.subCategory) } : null,
    templateId: b.templateId,
    ...templateGridSize(row.slots),
    items: row.slots.flatMap((slot) => {
      const item = filled.get(slot.slot);
      if (!item) return [];
      const variant = item.variantOptions !== null;
      const stock = variant ? (item.variantActive ? (item.variantStock ?? 0) : 0) : item.stock;
      return [
        {
          ...slot,
          productId: item.productId,
          variantId: item.variantId,
          variantLabel: variant ? variantLabelOf(item.variantOptions ?? []) : null,
          boughtByAuthor: bought.has(item.productId),
          product: {
            name: item.name,
            imageUrl: imageUrl(urlOf, item.imageKey, 800),
            imageSrcSet: productSrcSet(urlOf, item.imageKey),
            price: Number(variant ? item.variantPrice : item.price),
            salePrice:
              (variant ? item.variantSalePrice : item.salePrice) === null
                ? null
                : Number(variant ? item.variantSalePrice : item.salePrice),
            stock,
            onSale: item.listed && stock > 0,
            shopId: item.shopId,
            shopName: item.shopName,
          },
        },
      ];
    }),
    likeCount: b.likeCount,
    saveCount: b.saveCount,
    commentCount: b.commentCount,
    likedByMe: liked.length > 0,
    savedByMe: saved.length > 0,
    isMine,
    status: b.status,
    removedReason: isMine ? b.removedReason : null,
    createdAt: b.createdAt.toISOString(),
  };
}

/**
 * The look's products its author bought in a completed order: those items carry the verified
 * purchase badge, as a post's pins do.
 */
async function productsBoughtBy(db: Db, authorId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, authorId),
        isNotNull(orders.completedAt),
        inArray(orderItems.productId, productIds),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}
