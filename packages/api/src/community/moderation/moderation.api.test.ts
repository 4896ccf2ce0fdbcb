import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../admin/admin-audit.tables';
import { notifications } from '../../notifications/notifications.tables';
import { communityCaller } from '../../testing/post-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import type { PostView } from '../posts/post-view';
import { postReplies, posts } from '../posts/posts.tables';
import { contentReports } from './moderation.tables';
import type { reportQueueSchema } from './report-queue';

type Queue = import('@hono/zod-openapi').z.infer<typeof reportQueueSchema>;
const REASON = 'Bài viết quảng cáo hàng giả, vi phạm quy tắc cộng đồng.';
const ADMIN = '/api/v1/admin/community';

describe('reports and moderation of community content', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof communityCaller>;
  type User = Awaited<ReturnType<typeof insertSignedInUser>>;
  let author: User;
  let reporter: User;
  let other: User;
  let admin: User;

  async function insertPost(content: string) {
    const [post] = await t.ctx.database.db
      .insert(posts)
      .values({ authorId: author.userId, kind: 'question', content })
      .returning({ id: posts.id });
    if (!post) throw new Error('no post');
    return post.id;
  }

  async function insertReply(postId: string, content: string) {
    const db = t.ctx.database.db;
    const [reply] = await db
      .insert(postReplies)
      .values({ postId, authorId: author.userId, content })
      .returning({ id: postReplies.id });
    await db.update(posts).set({ replyCount: 1 }).where(eq(posts.id, postId));
    if (!reply) throw new Error('no reply');
    return reply.id;
  }

  const report = (who: User | { headers: Record<string, string> }, body: Record<string, unknown>) =>
    api.call<{ id: string; status: string }>(who.headers, 'POST', '/community/v1/reports', body);

  beforeAll(async () => {
    t = await createTestApp();
    api = communityCaller(t);
    author = await insertSignedInUser(t.ctx, { fullName: 'Trần Mai Anh' });
    reporter = await insertSignedInUser(t.ctx, { fullName: 'Phạm Quỳnh' });
    other = await insertSignedInUser(t.ctx, { fullName: 'Đỗ Hải Yến' });
    admin = await insertSignedInUser(t.ctx, { fullName: 'Quản trị', roles: ['buyer', 'admin'] });
  });
  afterAll(() => t.close());

  it('needs a login and a reason; "other" needs a note', async () => {
    const postId = await insertPost('Túi xách giá rẻ bất ngờ, inbox ngay');
    expect(
      (await report({ headers: {} }, { targetType: 'post', targetId: postId, reason: 'spam' })).status,
    ).toBe(401);
    const noReason = await report(reporter, { targetType: 'post', targetId: postId });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.fields[0]?.path).toBe('reason');
    const other = await report(reporter, { targetType: 'post', targetId: postId, reason: 'other' });
    expect(other.body.error?.fields[0]?.path).toBe('note');
  });

  it('keeps one open report per member and content, however often it is sent', async () => {
    const postId = await insertPost('Hàng auth 100%, chuyển khoản trước nhé');
    const body = { targetType: 'post', targetId: postId, reason: 'scam', note: 'Shop lừa đảo' };
    const [a, b] = await Promise.all([report(reporter, body), report(reporter, body)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data?.id).toBe(b.body.data?.id);
    const rows = await t.ctx.database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.targetId, postId), eq(contentReports.reporterId, reporter.userId)));
    expect(rows).toHaveLength(1);
  });

  it('refuses reports of one own content and of content that does not exist (404)', async () => {
    const postId = await insertPost('Outfit đi làm hôm nay');
    expect((await report(author, { targetType: 'post', targetId: postId, reason: 'spam' })).status).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await report(reporter, { targetType: 'post', targetId: missing, reason: 'spam' })).status).toBe(
      404,
    );
    expect((await report(reporter, { targetType: 'blook', targetId: missing, reason: 'spam' })).status).toBe(
      404,
    );
  });

  it('opens the desk to admins only', async () => {
    const postId = await insertPost('Váy maxi đi biển');
    for (const path of [`${ADMIN}/reports`, `${ADMIN}/refusals`]) {
      expect((await api.call({}, 'GET', path)).status).toBe(401);
      expect((await api.call(reporter.headers, 'GET', path)).status).toBe(403);
    }
    const remove = await api.call(reporter.headers, 'POST', `${ADMIN}/post/${postId}/remove`, {
      reason: REASON,
    });
    expect(remove.status).toBe(403);
    const [post] = await t.ctx.database.db.select().from(posts).where(eq(posts.id, postId));
    expect(post?.status).toBe('published');
  });

  it('groups the queue by content, most reported first, with the reasons counted', async () => {
    const quiet = await insertPost('Son màu đỏ gạch xinh quá');
    const loud = await insertPost('Mua followers giá rẻ tại đây');
    await report(reporter, { targetType: 'post', targetId: quiet, reason: 'offensive' });
    await report(reporter, { targetType: 'post', targetId: loud, reason: 'spam' });
    await report(other, { targetType: 'post', targetId: loud, reason: 'spam', note: 'Spam link' });
    await report(author, { targetType: 'post', targetId: loud, reason: 'scam' }).catch(() => undefined);
    const queue = await api.call<Queue>(admin.headers, 'GET', `${ADMIN}/reports?status=open`);
    expect(queue.status).toBe(200);
    const items = queue.body.data?.items ?? [];
    const loudItem = items.find((i) => i.targetId === loud);
    expect(loudItem).toMatchObject({
      targetType: 'post',
      contentStatus: 'published',
      text: 'Mua followers giá rẻ tại đây',
      reportCount: 2,
      reasons: [{ reason: 'spam', count: 2 }],
      notes: ['Spam link'],
      author: { id: author.userId, name: 'Trần Mai Anh' },
    });
    expect(items.findIndex((i) => i.targetId === loud)).toBeLessThan(
      items.findIndex((i) => i.targetId === quiet),
    );
  });

  it('removes a post with a reason only its author sees, logs it, tells the author and resolves its reports', async () => {
    const postId = await insertPost('Nội dung bị báo cáo nhiều lần');
    await report(reporter, { targetType: 'post', targetId: postId, reason: 'harassment' });
    const removed = await api.call(admin.headers, 'POST', `${ADMIN}/post/${postId}/remove`, {
      reason: REASON,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ contentStatus: 'removed' });

    const mine = await api.call<PostView>(author.headers, 'GET', `/community/v1/posts/${postId}`);
    expect(mine.body.data).toMatchObject({ status: 'removed', removedReason: REASON });
    expect((await api.call(other.headers, 'GET', `/community/v1/posts/${postId}`)).status).toBe(404);

    const db = t.ctx.database.db;
    const [line] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, postId));
    expect(line).toMatchObject({
      adminUserId: admin.userId,
      action: 'community_post.remove',
      targetType: 'community_post',
      reason: REASON,
    });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.userId), eq(notifications.targetId, postId)));
    expect(notice).toMatchObject({
      kind: 'moderation.post_removed',
      targetType: 'post',
      params: { reason: REASON },
    });
    // A moderation notice belongs to the community's notification list, not the shop's.
    const list = await api.call<{ items: { text: string }[] }>(
      { ...author.headers, 'accept-language': 'en' },
      'GET',
      '/community/v1/notification/get-all',
    );
    expect(JSON.stringify(list.body)).toContain(`Reason: ${REASON}`);

    const open = await db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.targetId, postId), eq(contentReports.status, 'open')));
    expect(open).toHaveLength(0);
    const resolved = await api.call<Queue>(admin.headers, 'GET', `${ADMIN}/reports?status=resolved`);
    expect(resolved.body.data?.items.find((i) => i.targetId === postId)).toMatchObject({
      contentStatus: 'removed',
      removedReason: REASON,
    });

    const again = await api.call(admin.headers, 'POST', `${ADMIN}/post/${postId}/remove`, { reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('MODERATION_ALREADY_DECIDED');

    const restored = await api.call(admin.headers, 'POST', `${ADMIN}/post/${postId}/restore`, {
      reason: 'Đã xem lại: nội dung không vi phạm.',
    });
    expect(restored.status).toBe(200);
    expect((await api.call(other.headers, 'GET', `/community/v1/posts/${postId}`)).status).toBe(200);
    const notices = await db.select().from(notifications).where(eq(notifications.targetId, postId));
    expect(notices.map((n) => n.kind).sort()).toEqual([
      'moderation.post_removed',
      'moderation.post_restored',
    ]);
  });

  it('asks for a reason of 10 characters or more', async () => {
    const postId = await insertPost('Chân váy tennis phối sneaker');
    const short = await api.call(admin.headers, 'POST', `${ADMIN}/post/${postId}/remove`, { reason: 'spam' });
    expect(short.status).toBe(400);
    expect(short.body.error?.fields[0]?.path).toBe('reason');
  });

  it("takes a removed reply out of its post's reply count and puts it back on restore", async () => {
    const postId = await insertPost('Mọi người thấy set này thế nào?');
    const replyId = await insertReply(postId, 'Xấu như ...');
    await report(reporter, { targetType: 'reply', targetId: replyId, reason: 'offensive' });
    const removed = await api.call(admin.headers, 'POST', `${ADMIN}/reply/${replyId}/remove`, {
      reason: REASON,
    });
    expect(removed.status).toBe(200);
    const db = t.ctx.database.db;
    const count = async () => (await db.select().from(posts).where(eq(posts.id, postId)))[0]?.replyCount;
    expect(await count()).toBe(0);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'moderation.reply_removed'));
    expect(notice).toMatchObject({ userId: author.userId, targetType: 'post', targetId: postId });
    await api.call(admin.headers, 'POST', `${ADMIN}/reply/${replyId}/restore`, {
      reason: 'Đã xem lại, không vi phạm.',
    });
    expect(await count()).toBe(1);
  });

  it('does not count a removed reply again when its author deletes it', async () => {
    const postId = await insertPost('Váy này đi biển được không?');
    const removedId = await insertReply(postId, 'Xấu như ...');
    await insertReply(postId, 'Được nha, chất mát lắm');
    const db = t.ctx.database.db;
    await db.update(posts).set({ replyCount: 2 }).where(eq(posts.id, postId));
    await report(reporter, { targetType: 'reply', targetId: removedId, reason: 'offensive' });
    await api.call(admin.headers, 'POST', `${ADMIN}/reply/${removedId}/remove`, { reason: REASON });
    const deleted = await api.call(author.headers, 'DELETE', `/community/v1/replies/${removedId}`);
    expect(deleted.status).toBeLessThan(300);
    const [post] = await db.select().from(posts).where(eq(posts.id, postId));
    expect(post?.replyCount).toBe(1);
  });

  it('keeps reported content: resolves the reports without telling the author', async () => {
    const postId = await insertPost('Review kem chống nắng');
    await report(reporter, { targetType: 'post', targetId: postId, reason: 'spam' });
    const kept = await api.call(admin.headers, 'POST', `${ADMIN}/post/${postId}/keep`);
    expect(kept.status).toBe(200);
    const db = t.ctx.database.db;
    const [row] = await db.select().from(contentReports).where(eq(contentReports.targetId, postId));
    expect(row?.status).toBe('resolved');
    expect(await db.select().from(notifications).where(eq(notifications.targetId, postId))).toHaveLength(0);
    const [line] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, postId));
    expect(line?.action).toBe('community_post.keep');
  });

  it('lists the automatic refusals of offensive content', async () => {
    const refused = await api.call(author.headers, 'POST', '/community/v1/posts', {
      kind: 'question',
      content: 'đồ đ.ĩ',
    });
    expect(refused.status).toBe(400);
    const log = await api.call<{
      items: { content: string; author: { id: string }; authorRefusals: number }[];
    }>(admin.headers, 'GET', `${ADMIN}/refusals`);
    expect(log.status).toBe(200);
    expect(log.body.data?.items[0]).toMatchObject({
      content: 'đồ đ.ĩ',
      author: { id: author.userId },
      authorRefusals: 1,
    });
  });
});
