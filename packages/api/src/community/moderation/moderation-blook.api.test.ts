import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../admin/admin-audit.tables';
import { notifications } from '../../notifications/notifications.tables';
import { communityCaller } from '../../testing/post-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { syncBlookCatalog } from '../blooks/blook-catalog';
import { blookCategories, blooks, blookTemplates } from '../blooks/blooks.tables';

const ADMIN = '/api/v1/admin/community';
const REASON = 'Blook gắn sản phẩm hàng giả, vi phạm quy tắc cộng đồng.';

describe('moderation of a reported blook', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof communityCaller>;
  type User = Awaited<ReturnType<typeof insertSignedInUser>>;
  let author: User;
  let reporter: User;
  let admin: User;

  beforeAll(async () => {
    t = await createTestApp();
    api = communityCaller(t);
    await syncBlookCatalog(t.ctx.database.db);
    author = await insertSignedInUser(t.ctx, { fullName: 'Lê Thu Hà' });
    reporter = await insertSignedInUser(t.ctx, { fullName: 'Ngô Bảo Trâm' });
    admin = await insertSignedInUser(t.ctx, { fullName: 'Quản trị', roles: ['buyer', 'admin'] });
  });
  afterAll(() => t.close());

  async function insertBlook(title: string) {
    const db = t.ctx.database.db;
    const [category] = await db.select({ id: blookCategories.id }).from(blookCategories).limit(1);
    const [template] = await db.select({ id: blookTemplates.id }).from(blookTemplates).limit(1);
    if (!category || !template) throw new Error('the blook catalogue is synced in beforeAll');
    const [blook] = await db
      .insert(blooks)
      .values({ authorId: author.userId, title, categoryId: category.id, templateId: template.id })
      .returning({ id: blooks.id });
    if (!blook) throw new Error('no blook');
    return blook.id;
  }

  it('removes it from everyone but its author, who reads why; restores it; logs both', async () => {
    const blookId = await insertBlook('Set đi làm thanh lịch');
    const reported = await api.call(reporter.headers, 'POST', '/community/v1/reports', {
      targetType: 'blook',
      targetId: blookId,
      reason: 'scam',
    });
    expect(reported.status).toBeLessThan(300);

    const removed = await api.call(admin.headers, 'POST', `${ADMIN}/blook/${blookId}/remove`, {
      reason: REASON,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ contentStatus: 'removed' });

    const path = `/community/v1/blooks/${blookId}`;
    expect((await api.call(reporter.headers, 'GET', path)).status).toBe(404);
    expect((await api.call({}, 'GET', path)).status).toBe(404);
    const mine = await api.call<{ status: string; removedReason: string | null }>(
      author.headers,
      'GET',
      path,
    );
    expect(mine.body.data).toMatchObject({ status: 'removed', removedReason: REASON });

    const db = t.ctx.database.db;
    const [notice] = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, author.userId), eq(notifications.kind, 'moderation.blook_removed')),
      );
    expect(notice).toMatchObject({ targetType: 'blook', targetId: blookId });
    expect(notice?.params).toMatchObject({ reason: REASON, title: 'Set đi làm thanh lịch' });

    const restored = await api.call(admin.headers, 'POST', `${ADMIN}/blook/${blookId}/restore`, {
      reason: 'Đã kiểm tra lại: sản phẩm chính hãng.',
    });
    expect(restored.status).toBe(200);
    expect((await api.call(reporter.headers, 'GET', path)).status).toBe(200);

    const lines = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, blookId));
    expect(lines.map((l) => l.action).sort()).toEqual(['blook.remove', 'blook.restore']);
  });

  it('lets no one but an admin remove a blook', async () => {
    const blookId = await insertBlook('Dạo phố cuối tuần');
    const tried = await api.call(reporter.headers, 'POST', `${ADMIN}/blook/${blookId}/remove`, {
      reason: REASON,
    });
    expect(tried.status).toBe(403);
    const [row] = await t.ctx.database.db.select().from(blooks).where(eq(blooks.id, blookId));
    expect(row?.status).toBe('published');
  });
});
