import { templateGridSize } from '@cho-dep/core/community/blook-schemas';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import type { BlookCardView } from './blook-view-schemas';
import { blookItems, blookLikes, blooks, blookTemplates } from './blooks.tables';

/**
 * The first picture of a blook item's product: one index probe on (product_id, position).
 * Written with the table names spelled out: in a select from blook_items alone the query
 * builder leaves columns unqualified, and the inner product_id would then name itself.
 */
export const firstPictureKey = () => sql<string | null>`(
  select pi.image_key from product_images pi
  where pi.product_id = "blook_items"."product_id"
  order by pi.position limit 1)`;

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
        imageKey: firstPictureKey(),
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
