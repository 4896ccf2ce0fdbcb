import type { TimeCursor } from '@cho-dep/core/community/feed-cursor';
import type { SimilarBodyRange } from '@cho-dep/core/community/similar-body';
import type { Db, Tx } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { similarBodySql } from '../feeds/similar-body-sql';

export interface TimedPostId {
  id: string;
  /** The stored creation time, ISO to the microsecond (what the next cursor carries). */
  t: string;
}

/**
 * The published posts that tag a product, newest first ("Bài viết về sản phẩm này"), by keyset
 * on (created_at, id) so posts written while a buyer reads never repeat or skip one. With
 * `similar`, only posts by people of a similar body who share their figures, as the similar-body
 * feed counts them (feeds/similar-body-sql.ts).
 */
export async function productPostIds(
  db: Db | Tx,
  productId: string,
  options: {
    after: TimeCursor | null;
    limit: number;
    similar: { viewerId: string; range: SimilarBodyRange } | null;
  },
): Promise<{ items: TimedPostId[]; hasMore: boolean }> {
  const { after, limit, similar } = options;
  const before = after ? sql`AND (p.created_at, p.id) < (${after.t}::timestamptz, ${after.i}::uuid)` : sql``;
  const body = similar ? similarBodySql(similar.viewerId, similar.range) : { join: sql``, where: sql`` };
  const rows = await queryRows<TimedPostId>(
    db,
    sql`SELECT p.id, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t
        FROM posts p ${body.join}
        WHERE p.status = 'published'
          AND EXISTS (SELECT 1 FROM post_product_tags pt WHERE pt.post_id = p.id AND pt.product_id = ${productId}::uuid)
          ${body.where} ${before}
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${limit + 1}`,
  );
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}
