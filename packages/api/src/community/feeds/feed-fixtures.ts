import type { Db } from '@cho-dep/db/client';
import { postHashtags, posts } from '../posts/posts.tables';
import { fanOutPost } from './fan-out';

/** Test-only: publishes a post the way the posts domain does (row, hashtags, fan-out). */
export async function publishTestPost(
  db: Db,
  authorId: string,
  options: {
    createdAt?: Date;
    shopId?: string | null;
    tags?: string[];
    likeCount?: number;
    saveCount?: number;
    heightCm?: number | null;
    weightKg?: number | null;
    bodyShape?: (typeof posts.$inferInsert)['bodyShape'];
  } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(posts)
      .values({
        authorId,
        shopId: options.shopId ?? null,
        kind: 'question',
        content: 'Mix đồ đi làm thế nào cho đẹp?',
        likeCount: options.likeCount ?? 0,
        saveCount: options.saveCount ?? 0,
        heightCm: options.heightCm ?? null,
        weightKg: options.weightKg ?? null,
        bodyShape: options.bodyShape ?? null,
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })
      .returning({ id: posts.id, createdAt: posts.createdAt });
    if (!post) throw new Error('post insert returned nothing');
    for (const tag of options.tags ?? []) {
      await tx.insert(postHashtags).values({ postId: post.id, tag, createdAt: post.createdAt });
    }
    await fanOutPost(tx, {
      id: post.id,
      authorId,
      shopId: options.shopId ?? null,
      createdAt: post.createdAt,
    });
    return post.id;
  });
}
