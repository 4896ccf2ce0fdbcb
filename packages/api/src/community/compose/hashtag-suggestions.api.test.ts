import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { postHashtags, posts } from '../posts/posts.tables';

type Answer = { data: { items: { tag: string; postCount: number }[] } };

describe('GET /community/v1/hashtags/suggest', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const suggest = async (q?: string) => {
    const res = await t.api.request(
      `/community/v1/hashtags/suggest${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as Answer).data.items;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { userId } = await insertSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    const tagged = async (tags: string[], status: 'published' | 'removed' = 'published') => {
      const [post] = await db
        .insert(posts)
        .values({
          authorId: userId,
          kind: 'question',
          content: tags.map((tag) => `#${tag}`).join(' '),
          status,
        })
        .returning({ id: posts.id });
      if (!post) throw new Error('post insert returned nothing');
      await db.insert(postHashtags).values(tags.map((tag) => ({ postId: post.id, tag })));
    };
    await tagged(['áo_dài', 'ootd']);
    await tagged(['áo_dài', 'đi_làm']);
    await tagged(['áo_thun']);
    await tagged(['áo_khoác'], 'removed');
  });
  afterAll(() => t.close());

  it('finds tags by their start, accents ignored, the most used first', async () => {
    expect(await suggest('ao')).toEqual([
      { tag: 'áo_dài', postCount: 2 },
      { tag: 'áo_thun', postCount: 1 },
    ]);
    expect(await suggest('#Áo_D')).toEqual([{ tag: 'áo_dài', postCount: 2 }]);
    expect(await suggest('di')).toEqual([{ tag: 'đi_làm', postCount: 1 }]);
  });

  it("leaves out removed posts' tags and reads _ and % as letters", async () => {
    expect(await suggest('ao_k')).toEqual([]);
    expect(await suggest('%')).toEqual([]);
  });

  it("offers the month's most used tags before anything is typed", async () => {
    const trending = (await suggest()).map((s) => s.tag);
    expect(trending[0]).toBe('áo_dài');
    expect([...trending].sort()).toEqual(['áo_dài', 'áo_thun', 'đi_làm', 'ootd'].sort());
  });
});
