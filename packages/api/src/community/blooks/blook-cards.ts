import { templateGridSize } from '@cho-dep/core/community/blook-schemas';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { productImages } from '../../products/catalog/products.tables';
import type { BlookCardView } from './blook-view-schemas';
import { blookItems, blookLikes, blooks, blookTemplates } from './blooks.tables';

/** The first picture of a product: one index probe on (product_id, position). */
export const firstPictureKey = (productId: typeof blookItems.productId) => sql<string | null>`(
  select ${productImages.imageKey} from ${productImages}
  where ${productImages.productId} = ${productId}
  order by ${productImages.position} limit 1)`;

/**
 * Blook ids to cards, in the order of `ids`: the template's collage filled with each item's
 * first product picture, the author, the counts and whether the viewer liked it. Ids of
 * blooks that are gone or removed are dropped.
 */
export async function hydrateBlookCards(
  db: Db | Tx,
  viewerId: string | null,
  ids: readonly string[],
  urlOf: UrlOf,
): Promise<BlookCardView[]> {
  if (ids.length === 0) return [];
  const [rows, items, liked] = await Promise.all([
    db
      .select({
        id: blooks.id,
        title: blooks.title,
        categoryId: blooks.categoryId,
        subCategoryId: blooks.subCategoryId,
        likeCount: blooks.likeCount,
        saveCount: blooks.saveCount,
        commentCount: blooks.commentCount,
        createdAt: blooks.createdAt,
        slots: blookTemplates.slots,
        authorId: users.id,
        authorName: users.fullName,
        authorAvatar: users.avatarUrl,
      })
      .from(blooks)
      .innerJoin(blookTemplates, eq(blookTemplates.id, blooks.templateId))
      .innerJoin(users, eq(users.id, blooks.authorId))
      .where(and(inArray(blooks.id, [...ids]), eq(blooks.status, 'published'))),
    db
      .select({
        blookId: blookItems.blookId,
        slot: blookItems.slot,
        productId: blookItems.productId,
        imageKey: firstPictureKey(blookItems.productId),
      })
      .from(blookItems)
      .where(inArray(blookItems.blookId, [...ids])),
    viewerId
      ? db
          .select({ blookId: blookLikes.blookId })
          .from(blookLikes)
          .where(and(eq(blookLikes.userId, viewerId), inArray(blookLikes.blookId, [...ids])))
      : Promise.resolve([]),
  ]);
  const likedIds = new Set(liked.map((row) => row.blookId));
  const itemsOf = new Map<string, typeof items>();
  for (const item of items) itemsOf.set(item.blookId, [...(itemsOf.get(item.blookId) ?? []), item]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const filled = new Map((itemsOf.get(id) ?? []).map((item) => [item.slot, item]));
    const { columns, rows: gridRows } = templateGridSize(row.slots);
    return [
      {
        id: row.id,
        title: row.title,
        author: { id: row.authorId, name: row.authorName, avatarUrl: row.authorAvatar },
        categoryId: row.categoryId,
        subCategoryId: row.subCategoryId,
        columns,
        rows: gridRows,
        tiles: row.slots.flatMap((slot) => {
          const item = filled.get(slot.slot);
          return item
            ? [{ ...slot, productId: item.productId, imageUrl: imageUrl(urlOf, item.imageKey, 400) }]
            : [];
        }),
        likeCount: row.likeCount,
        saveCount: row.saveCount,
        commentCount: row.commentCount,
        likedByMe: likedIds.has(id),
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}
