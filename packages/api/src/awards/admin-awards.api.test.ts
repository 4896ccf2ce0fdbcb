import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../admin/admin-audit.tables';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { awardsWorld } from './testing/awards-world';

const DAY_MS = 86_400_000;

describe('the admin awards desk', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const w = awardsWorld(() => t);
  let admin: Record<string, string>;
  const form = (slug: string) => ({
    title: 'Chợ Đẹp Awards 2027',
    slug,
    description: '',
    year: 2027,
    opensAt: new Date(Date.now() + DAY_MS).toISOString(),
    closesAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    standings: 'hidden',
    startingVotes: 5,
    voucherId: null,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] })).headers;
  });
  afterAll(() => t.close());

  it('creates an edition, a category and nominees, audited, and shows the standings', async () => {
    const slug = `awards-${randomUUID().slice(0, 6)}`;
    const made = await w.call<{ id: string }>(admin, 'POST', '/api/v1/admin/awards/events', form(slug));
    expect(made.status).toBe(201);
    const eventId = made.body.data?.id ?? '';
    const taken = await w.call(admin, 'POST', '/api/v1/admin/awards/events', form(slug));
    expect(taken.status).toBe(400);
    expect(taken.body.error?.fields[0]).toMatchObject({ path: 'slug' });

    const category = await w.call<{ id: string }>(
      admin,
      'POST',
      `/api/v1/admin/awards/events/${eventId}/categories`,
      {
        title: 'Shop thời trang',
        nomineeKind: 'shop',
      },
    );
    expect(category.status).toBe(201);
    const shop = await insertTestShop(t.ctx.database.db, { name: 'Vải Thiều Boutique' });
    const found = await w.call<{ id: string; name: string }[]>(
      admin,
      'GET',
      '/api/v1/admin/awards/targets?kind=shop&q=thiều',
    );
    expect(found.body.data).toEqual([{ id: shop.id, name: 'Vải Thiều Boutique' }]);
    const nominee = await w.call<{ id: string }>(
      admin,
      'POST',
      `/api/v1/admin/awards/categories/${category.body.data?.id}/nominees`,
      {
        targetId: shop.id,
        blurb: 'Đồ lụa may tay',
      },
    );
    expect(nominee.status).toBe(201);
    // A product id in a shop category is refused.
    const wrong = await w.call(
      admin,
      'POST',
      `/api/v1/admin/awards/categories/${category.body.data?.id}/nominees`,
      {
        targetId: randomUUID(),
      },
    );
    expect(wrong.status).toBe(400);

    const updated = await w.call(admin, 'PUT', `/api/v1/admin/awards/events/${eventId}`, {
      ...form(slug),
      standings: 'live',
    });
    expect(updated.status).toBe(204);
    const read = await w.call<{
      standings: string;
      categories: { nominees: { name: string; votes: number }[] }[];
    }>(admin, 'GET', `/api/v1/admin/awards/events/${eventId}`);
    expect(read.body.data?.standings).toBe('live');
    expect(read.body.data?.categories[0]?.nominees[0]).toMatchObject({
      name: 'Vải Thiều Boutique',
      votes: 0,
    });

    expect(
      (await w.call(admin, 'DELETE', `/api/v1/admin/awards/nominees/${nominee.body.data?.id}`)).status,
    ).toBe(204);
    const audit = await t.ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, eventId));
    expect(audit.map((a) => a.action).sort()).toEqual(['award_event.create', 'award_event.update']);
  });

  it('keeps a nominee with votes', async () => {
    const e = await w.edition();
    const m = await w.member();
    const nominee = e.nominees[0]?.id ?? '';
    await w.call(m.headers, 'POST', `/api/v1/awards/${e.slug}/votes`, {
      nomineeId: nominee,
      votes: 1,
      requestId: randomUUID(),
    });
    expect((await w.call(admin, 'DELETE', `/api/v1/admin/awards/nominees/${nominee}`)).status).toBe(409);
  });

  it('is for admins only, and answers bad input with 400 or 404', async () => {
    const member = await w.member();
    expect((await w.call(member.headers, 'GET', '/api/v1/admin/awards/events')).status).toBe(403);
    expect((await w.call({}, 'POST', '/api/v1/admin/awards/events', form('x-y'))).status).toBe(401);
    const bad: unknown[] = [
      {},
      { ...form('Không Hợp Lệ') },
      { ...form('ok-slug'), closesAt: form('ok-slug').opensAt },
      { ...form('ok-slug'), opensAt: 'not a date' },
      { ...form('ok-slug'), startingVotes: -1 },
      { ...form('ok-slug'), voucherId: randomUUID() },
      { ...form('ok-slug'), standings: 'sometimes' },
    ];
    for (const b of bad) {
      const res = await w.call(admin, 'POST', '/api/v1/admin/awards/events', b);
      expect(res.status, JSON.stringify(b)).toBe(400);
    }
    expect((await w.call(admin, 'GET', '/api/v1/admin/awards/events/not-an-id')).status).toBe(404);
    expect((await w.call(admin, 'GET', `/api/v1/admin/awards/events/${randomUUID()}`)).status).toBe(404);
    expect((await w.call(admin, 'GET', '/api/v1/admin/awards/targets?kind=planet&q=x')).status).toBe(400);
  });
});
