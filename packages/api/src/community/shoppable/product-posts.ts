import type { TimeCursor } from '@cho-dep/core/community/feed-cursor';
import type { SimilarBodyRange } from '@cho-dep/core/community/similar-body';
import type { Db, Tx } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { type SQL, sql } from 'drizzle-orm';

export interface TimedPostId {
  id: string;
  /** The stored creation time, ISO to the microsecond (what the next cursor carries). */
  t: string;
}

/**
 * The published posts that tag a product, newest first ("Bài viết về sản phẩm này"), by keyset
 * on (created_at, id) so posts written while a buyer reads never repeat or skip one. With
 * `similar`, only posts by people of a similar body (core/community/similar-body.ts) with the
 * figures their authors chose to share: those written on the post, else the wall's when its
 * owner shows them, as the similar-body feed counts them. The viewer's own posts stay out of
 * that filter (they are not "people like me", they are me).
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
  let bodyJoin: SQL = sql``;
  let bodyFilter: SQL = sql``;
  if (similar) {
    const { range, viewerId } = similar;
    const height = sql`COALESCE(p.height_cm, CASE WHEN cp.show_measurements THEN (u.body_measurements->>'height')::numeric END)`;
    const weight = sql`COALESCE(p.weight_kg, CASE WHEN cp.show_measurements THEN (u.body_measurements->>'weight')::numeric END)`;
    const shape = sql`COALESCE(p.body_shape, CASE WHEN cp.show_body_shape THEN cp.body_shape END)`;
    bodyJoin = sql`JOIN users u ON u.id = p.author_id LEFT JOIN community_profiles cp ON cp.user_id = p.author_id`;
    bodyFilter = sql`AND p.author_id <> ${viewerId}::uuid
      AND ${height} BETWEEN ${range.heightMin} AND ${range.heightMax}
      AND ${weight} BETWEEN ${range.weightMin} AND ${range.weightMax}
      ${range.bodyShape ? sql`AND (${shape} IS NULL OR ${shape} = ${range.bodyShape})` : sql``}`;
  }
  const rows = await queryRows<TimedPostId>(
    db,
    sql`SELECT p.id, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t
        FROM posts p ${bodyJoin}
        WHERE p.status = 'published'
          AND EXISTS (SELECT 1 FROM post_product_tags pt WHERE pt.post_id = p.id AND pt.product_id = ${productId}::uuid)
          ${bodyFilter} ${before}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit + 1}`,
  );
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}
