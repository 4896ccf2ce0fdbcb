import type { Db } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { hydratePosts, type PostView } from '../posts/post-view';
import { posts } from '../posts/posts.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A post as its author's edit screen starts from: the view every screen reads, and the stored
 * key of its video (the view names the video by its address; the edit sends the key back).
 * Null unless the post exists, is the author's and is published (a removed post is not edited).
 */
export async function postForEdit(
  db: Db,
  authorId: string,
  postId: string,
  urlOf: UrlOf,
): Promise<{ post: PostView; videoKey: string | null } | null> {
  if (!UUID.test(postId)) return null;
  const [post] = await hydratePosts(db, authorId, [postId], urlOf);
  if (!post?.isMine || post.status !== 'published') return null;
  const [stored] = await db.select({ videoKey: posts.videoKey }).from(posts).where(eq(posts.id, postId));
  return { post, videoKey: stored?.videoKey ?? null };
}
