import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq } from 'drizzle-orm';
import { blookItems, blooks } from '../blooks/blooks.tables';
import { postProductTags, posts } from '../posts/posts.tables';

/** Where a look comes from: a post's product tags or a blook's slots. */
export type LookSourceKind = 'post' | 'blook';

/** One product of a look, with the variant its author chose (if any), in the look's order. */
export interface LookItem {
  productId: string;
  variantId: string | null;
}

/**
 * The products of a published post or blook, each once (a post may pin one product on two
 * pictures), in the author's order. A removed or unknown source is NOT_FOUND.
 */
export async function lookItems(db: Db | Tx, kind: LookSourceKind, id: string): Promise<LookItem[]> {
  const rows =
    kind === 'post'
      ? await db
          .select({
            status: posts.status,
            productId: postProductTags.productId,
            variantId: postProductTags.variantId,
          })
          .from(posts)
          .leftJoin(postProductTags, eq(postProductTags.postId, posts.id))
          .where(eq(posts.id, id))
          .orderBy(asc(postProductTags.position), asc(postProductTags.id))
      : await db
          .select({ status: blooks.status, productId: blookItems.productId, variantId: blookItems.variantId })
          .from(blooks)
          .leftJoin(blookItems, eq(blookItems.blookId, blooks.id))
          .where(and(eq(blooks.id, id)))
          .orderBy(asc(blookItems.position), asc(blookItems.slot));
  if (rows.length === 0 || rows[0]?.status !== 'published') throw new AppError('NOT_FOUND');
  const seen = new Set<string>();
  const items: LookItem[] = [];
  for (const row of rows) {
    if (!row.productId || seen.has(row.productId)) continue;
    seen.add(row.productId);
    items.push({ productId: row.productId, variantId: row.variantId });
  }
  return items;
}
