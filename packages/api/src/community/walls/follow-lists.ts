import type { FollowListKind } from '@cho-dep/core/community/wall-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { z } from '@hono/zod-openapi';
import { type SQL, sql } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';

export const followAccountSchema = z
  .object({
    kind: z.enum(['user', 'shop']),
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    /** The viewer follows this member or shop. */
    followedByMe: z.boolean(),
    isMe: z.boolean(),
  })
  .openapi('CommunityFollowAccount');
export type FollowAccount = z.infer<typeof followAccountSchema>;

const followedMembers = (userId: string) => sql`
  SELECT 'user' AS kind, u.id, u.full_name AS name, u.avatar_url AS avatar, NULL AS logo_key, f.created_at AS at
  FROM user_follows f JOIN users u ON u.id = f.followee_id
  WHERE f.follower_id = ${userId}::uuid AND u.delete_requested_at IS NULL`;

const followedShops = (userId: string) => sql`
  SELECT 'shop' AS kind, s.id, s.name, NULL AS avatar, s.logo_key, sf.created_at AS at
  FROM shop_follows sf JOIN shops s ON s.id = sf.shop_id
  WHERE sf.user_id = ${userId}::uuid AND s.status = 'approved'`;

/**
 * The accounts of one follow list kind (product.md §3, Follow list kinds), with the time the
 * list is ordered by, newest first:
 * - follower: the members following them, latest follow first;
 * - following: the members and shops they follow together, latest follow first;
 * - post: of those, the ones that have published posts, latest post first (whose posts
 *   reach their feed).
 */
function accounts(kind: FollowListKind, userId: string): SQL {
  if (kind === 'follower') {
    return sql`
      SELECT 'user' AS kind, u.id, u.full_name AS name, u.avatar_url AS avatar, NULL AS logo_key, f.created_at AS at
      FROM user_follows f JOIN users u ON u.id = f.follower_id
      WHERE f.followee_id = ${userId}::uuid AND u.delete_requested_at IS NULL`;
  }
  if (kind === 'following') return sql`${followedMembers(userId)} UNION ALL ${followedShops(userId)}`;
  return sql`
    SELECT a.kind, a.id, a.name, a.avatar, a.logo_key, last.at FROM (
      ${followedMembers(userId)} UNION ALL ${followedShops(userId)}
    ) a
    CROSS JOIN LATERAL (
      SELECT max(p.created_at) AS at FROM posts p
      WHERE p.status = 'published'
        AND (CASE WHEN a.kind = 'user' THEN p.author_id = a.id ELSE p.shop_id = a.id END)
    ) last
    WHERE last.at IS NOT NULL`;
}

interface AccountRow {
  kind: 'user' | 'shop';
  id: string;
  name: string;
  avatar: string | null;
  logo_key: string | null;
  followed_by_me: boolean;
  total: number;
}

export async function listFollows(
  db: Db,
  viewerId: string | null,
  userId: string,
  kind: FollowListKind,
  page: number,
  urlOf: UrlOf,
): Promise<{ data: FollowAccount[]; page: number; limit: number; total: number }> {
  const [member] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE id = ${userId}::uuid AND delete_requested_at IS NULL`,
  );
  if (!member) throw new AppError('NOT_FOUND');
  const limit = LIMITS.post.followListPageSize;
  const rows = await queryRows<AccountRow>(
    db,
    sql`SELECT a.kind, a.id, a.name, a.avatar, a.logo_key, count(*) OVER ()::int AS total,
          CASE WHEN a.kind = 'user'
            THEN EXISTS (SELECT 1 FROM user_follows mf WHERE mf.follower_id = ${viewerId}::uuid AND mf.followee_id = a.id)
            ELSE EXISTS (SELECT 1 FROM shop_follows ms WHERE ms.user_id = ${viewerId}::uuid AND ms.shop_id = a.id)
          END AS followed_by_me
        FROM (${accounts(kind, userId)}) a
        ORDER BY a.at DESC, a.id DESC
        LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  const total =
    rows[0]?.total ??
    (page > 1
      ? ((
          await queryRows<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM (${accounts(kind, userId)}) a`,
          )
        )[0]?.n ?? 0)
      : 0);
  return {
    data: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      avatarUrl: row.kind === 'shop' ? imageUrl(urlOf, row.logo_key, 200) : row.avatar,
      followedByMe: row.followed_by_me,
      isMe: row.kind === 'user' && row.id === viewerId,
    })),
    page,
    limit,
    total,
  };
}
