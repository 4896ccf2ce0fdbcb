import type { Db } from '@cho-dep/db/client';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { hydratePosts, type PostView } from './post-view';
import { postBookmarks, posts } from './posts.tables';

export interface SavedPage {
  data: PostView[];
  page: number;
  limit: number;
  total: number;
}

/**
 * My saved posts, the last saved first (product.md §7 post/bookmark/user: page and limit, 20 by
 * default). Only posts a reader may see are counted, so page 2 starts at the 21st shown post:
 * removed posts (except my own) and posts of members who are leaving are left out.
 */
export async function listSavedPosts(
  db: Db,
  userId: string,
  page: number,
  limit: number,
  urlOf: UrlOf,
): Promise<SavedPage> {
  const visible = and(
    eq(postBookmarks.userId, userId),
    or(eq(posts.status, 'published'), eq(posts.authorId, userId)),
    isNull(users.deleteRequestedAt),
  );
  const base = db
    .select({ postId: postBookmarks.postId })
    .from(postBookmarks)
    .innerJoin(posts, eq(posts.id, postBookmarks.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(visible);
  const [rows, totals] = await Promise.all([
    base
      .orderBy(desc(postBookmarks.createdAt), desc(postBookmarks.postId))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(postBookmarks)
      .innerJoin(posts, eq(posts.id, postBookmarks.postId))
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(visible),
  ]);
  return {
    data: await hydratePosts(
      db,
      userId,
      rows.map((r) => r.postId),
      urlOf,
    ),
    page,
    limit,
    total: totals[0]?.total ?? 0,
  };
}
