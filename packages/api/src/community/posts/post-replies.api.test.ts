import { LIMITS } from '@cho-dep/core/constants/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../notifications/notifications.tables';
import { communityCaller } from '../../testing/post-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import type { ReplyView } from './post-replies';
import type { PostView } from './post-view';

interface ReplyPage {
  items: ReplyView[];
  nextCursor: string | null;
}

describe('replies', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof communityCaller>;
  let author: Awaited<ReturnType<typeof insertSignedInUser>>;
  let reader: Awaited<ReturnType<typeof insertSignedInUser>>;
  let post: PostView;

  const reply = (body: Record<string, unknown>, headers = reader.headers, postId = post.id) =>
    api.call<ReplyView>(headers, 'POST', `/community/v1/posts/${postId}/replies`, body);
  const postNow = async () =>
    (await api.call<PostView>({}, 'GET', `/community/v1/posts/${post.id}`)).body.data;

  beforeAll(async () => {
    t = await createTestApp();
    api = communityCaller(t);
    author = await insertSignedInUser(t.ctx, { fullName: 'Đỗ Mai' });
    reader = await insertSignedInUser(t.ctx, { fullName: 'Vũ Lan' });
    const answer = await api.call<PostView>(author.headers, 'POST', '/community/v1/posts', {
      kind: 'question',
      content: 'Váy này đi tiệc được không?',
    });
    post = answer.body.data as PostView;
  });
  afterAll(() => t.close());

  it('takes 300 characters and one picture, refuses 301 characters and two pictures', async () => {
    const pictures = await api.pictures(reader.headers, 2);
    const ok = await reply({ content: 'a'.repeat(LIMITS.post.replyMax), imageKeys: [pictures[0]] });
    expect(ok.status).toBe(201);
    expect(ok.body.data?.images[0]?.smallUrl).toMatch(/-540\.webp$/);
    expect((await reply({ content: 'a'.repeat(LIMITS.post.replyMax + 1) })).status).toBe(400);
    const two = await reply({ content: 'Hai ảnh', imageKeys: pictures });
    expect(two.status).toBe(400);
    expect(two.body.error?.fields[0]?.path).toBe('imageKeys');
    expect((await reply({ content: '' })).status).toBe(400);
  });

  it('counts replies on the post, tells its author, refuses offensive words', async () => {
    const before = (await postNow())?.replyCount ?? 0;
    expect((await reply({ content: 'Đẹp lắm bạn ơi' })).status).toBe(201);
    expect((await postNow())?.replyCount).toBe(before + 1);
    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.userId), eq(notifications.kind, 'post.reply')));
    expect(told.length).toBeGreaterThan(0);
    const bad = await reply({ content: 'vcl' });
    expect(bad.body.error?.code).toBe('CONTENT_INAPPROPRIATE');
  });

  it('lists replies oldest first with a cursor that survives new replies', async () => {
    const fresh = await api.call<PostView>(author.headers, 'POST', '/community/v1/posts', {
      kind: 'question',
      content: 'Nhiều bình luận',
    });
    const id = fresh.body.data?.id ?? '';
    for (let i = 0; i < LIMITS.post.feedPageSize + 5; i++)
      await reply({ content: `Bình luận ${i}` }, reader.headers, id);
    const first = await api.call<ReplyPage>({}, 'GET', `/community/v1/posts/${id}/replies`);
    expect(first.body.data?.items).toHaveLength(LIMITS.post.feedPageSize);
    expect(first.body.data?.items[0]?.content).toBe('Bình luận 0');
    await reply({ content: 'Mới nhất' }, reader.headers, id);
    const cursor = encodeURIComponent(first.body.data?.nextCursor ?? '');
    const second = await api.call<ReplyPage>({}, 'GET', `/community/v1/posts/${id}/replies?cursor=${cursor}`);
    expect(second.body.data?.items.map((r) => r.content)).toEqual([
      ...Array.from({ length: 5 }, (_, i) => `Bình luận ${LIMITS.post.feedPageSize + i}`),
      'Mới nhất',
    ]);
    expect(second.body.data?.nextCursor).toBeNull();
    expect((await api.call({}, 'GET', `/community/v1/posts/${id}/replies?cursor=abc`)).status).toBe(400);
  });

  it('lets only the author edit or delete a reply (others: 404); deleting takes its answers along', async () => {
    const mine = (await reply({ content: 'Của tôi' })).body.data as ReplyView;
    const answer = (await reply({ content: 'Trả lời', parentReplyId: mine.id }, author.headers)).body
      .data as ReplyView;
    expect(answer.parentReplyId).toBe(mine.id);
    expect(
      (await api.call(author.headers, 'PUT', `/community/v1/replies/${mine.id}`, { content: 'Sửa' })).status,
    ).toBe(404);
    expect((await api.call(author.headers, 'DELETE', `/community/v1/replies/${mine.id}`)).status).toBe(404);
    const edited = await api.call<ReplyView>(reader.headers, 'PUT', `/community/v1/replies/${mine.id}`, {
      content: 'Đã sửa',
    });
    expect(edited.body.data).toMatchObject({ content: 'Đã sửa', edited: true });
    const before = (await postNow())?.replyCount ?? 0;
    expect((await api.call(reader.headers, 'DELETE', `/community/v1/replies/${mine.id}`)).status).toBe(200);
    expect((await postNow())?.replyCount).toBe(before - 2);
  });

  it('likes a reply once however often it is liked, and unlikes it', async () => {
    const target = (await reply({ content: 'Thích không?' })).body.data as ReplyView;
    for (let i = 0; i < 3; i++) {
      const liked = await api.call<{ likeCount: number }>(
        author.headers,
        'POST',
        `/community/v1/replies/${target.id}/like`,
      );
      expect(liked.body.data?.likeCount).toBe(1);
    }
    const gone = await api.call<{ likeCount: number }>(
      author.headers,
      'DELETE',
      `/community/v1/replies/${target.id}/like`,
    );
    expect(gone.body.data?.likeCount).toBe(0);
    const again = await api.call<{ likeCount: number }>(
      author.headers,
      'DELETE',
      `/community/v1/replies/${target.id}/like`,
    );
    expect(again.body.data?.likeCount).toBe(0);
  });
});
