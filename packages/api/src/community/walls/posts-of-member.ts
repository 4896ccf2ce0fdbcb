import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { hydratePosts, type PostView } from '../posts/post-view';

/**
 * A wall's posts tab (product.md §7, post/posts-user with userId, page, sort=recent): the
 * member's published posts, newest first, 20 a page. Their author also sees their removed
 * posts there, with the moderator's reason.
 */
export async function postsOfMember(
  db: Db,
  viewerId: string | null,
  userId: string,
  page: number,
  urlOf: UrlOf,
): Promise<{ data: PostView[]; page: number; limit: number; total: number }> {
  const [member] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE id = ${userId}::uuid AND delete_requested_at IS NULL`,
  );
  if (!member) throw new AppError('NOT_FOUND');
  const limit = LIMITS.post.feedPageSize;
  const visible =
    viewerId === userId ? sql`p.status IN ('published', 'removed')` : sql`p.status = 'published'`;
  const [ids, counted] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`SELECT p.id FROM posts p WHERE p.author_id = ${userId}::uuid AND ${visible}
          ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM posts p WHERE p.author_id = ${userId}::uuid AND ${visible}`,
    ),
  ]);
  const data = await hydratePosts(
    db,
    viewerId,
    ids.map((row) => row.id),
    urlOf,
  );
  return { data, page, limit, total: counted[0]?.n ?? 0 };
}
