import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields?: { path: string; message: string }[] };
}

const PATH = '/api/v1/mobile/trackings/tracking-session';

/** POST /api/v1/mobile/trackings/tracking-session and the admin funnel over what it stored. */
describe('tracking sessions', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.api.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  let counter = 0;
  const session = (types: string[], over: Record<string, unknown> = {}) => {
    counter += 1;
    const start = nowSeconds() - 600;
    return {
      session_id: `sess-${counter}-${Math.random().toString(36).slice(2)}`,
      started_at: start,
      device_id: 'web-test1',
      os_version: 'Android 14',
      events: types.map((type, i) => ({ event_id: `e${i}`, type, timestamp: start + i, object_id: `o${i}` })),
      ...over,
    };
  };
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.ctx.database.db, query);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores one session signed out, and the signed-in member, never the body, as its user', async () => {
    const one = session(['AppOpen', 'ViewProduct'], { user_id: '00000000-0000-4000-8000-000000000000' });
    const stored = await call<{ sessions: number; events: number }>('POST', PATH, one);
    expect(stored.status).toBe(201);
    expect(stored.body.data).toEqual({ sessions: 1, events: 2 });
    const [row] = await rows<{ user_id: string | null; event_count: number }>(
      sql`select user_id, event_count from tracking_sessions where session_id = ${one.session_id}`,
    );
    expect(row).toEqual({ user_id: null, event_count: 2 });

    const member = await insertSignedInUser(t.ctx);
    const mine = session(['Login', 'ViewProduct']);
    expect((await call('POST', PATH, mine, member.headers)).status).toBe(201);
    // The copy sent after logout keeps the member the signed-in copy named.
    const afterLogout = {
      ...mine,
      events: [...mine.events, { event_id: 'e9', type: 'Logout', timestamp: mine.started_at + 9 }],
    };
    expect((await call('POST', PATH, afterLogout)).status).toBe(201);
    const [again] = await rows<{ user_id: string; event_count: number }>(
      sql`select user_id, event_count from tracking_sessions where session_id = ${mine.session_id}`,
    );
    expect(again).toEqual({ user_id: member.userId, event_count: 3 });
  });

  it('stores a bulk body, a session and an event once however many copies arrive', async () => {
    const a = session(['AppOpen', 'ViewProduct', 'AddToCart']);
    const b = session(['AppOpen', 'Search']);
    const bulk = {
      sessions: [a, b, { ...a, events: a.events.slice(0, 2) }],
      count: 3,
      timestamp: nowSeconds(),
    };
    const stored = await call<{ sessions: number; events: number }>('POST', PATH, bulk);
    expect(stored.status).toBe(201);
    expect(stored.body.data?.sessions).toBe(2);
    // The same again, and an older, shorter copy of a late: nothing doubles, nothing shrinks.
    expect((await call('POST', PATH, bulk)).status).toBe(201);
    expect((await call('POST', PATH, { ...a, events: a.events.slice(0, 2) })).status).toBe(201);
    const [counts] = await rows<{ sessions: number; events: number; kept: number }>(
      sql`select (select count(*)::int from tracking_sessions where session_id in (${a.session_id}, ${b.session_id})) as sessions,
        (select count(*)::int from tracking_events where session_id in (${a.session_id}, ${b.session_id})) as events,
        (select event_count from tracking_sessions where session_id = ${a.session_id}) as kept`,
    );
    expect(counts).toEqual({ sessions: 2, events: 5, kept: 3 });
  });

  it('keeps an ordered session ordered whatever copy comes after', async () => {
    const s = session(['ViewProduct', 'Checkout', 'OrderSuccess'], { conversion_status: 'order_success' });
    await call('POST', PATH, s);
    await call('POST', PATH, { ...s, conversion_status: 'in_progress' });
    const [row] = await rows<{ conversion_status: string }>(
      sql`select conversion_status from tracking_sessions where session_id = ${s.session_id}`,
    );
    expect(row?.conversion_status).toBe('order_success');
  });

  it('answers bad bodies with 400 and the fields, never 5xx', async () => {
    const bad: unknown[] = [
      '{not json',
      [],
      { sessions: [], count: 0, timestamp: nowSeconds() },
      { sessions: [session(['AppOpen'])], count: 2, timestamp: nowSeconds() },
      session(['Teleport']),
      session(['AppOpen'], { started_at: nowSeconds() + 3 * 86_400 }),
      session(['AppOpen'], { session_id: '' }),
      session(['AppOpen'], { events: 'many' }),
      session(['AppOpen'], { language: 'fr' }),
      { ...session(['AppOpen']), events: [{ event_id: 'x', type: 'AppOpen', timestamp: 'now' }] },
      {
        ...session(['AppOpen']),
        events: Array.from({ length: 1001 }, (_, i) => ({
          event_id: `e${i}`,
          type: 'AppOpen',
          timestamp: nowSeconds(),
        })),
      },
      {
        sessions: Array.from({ length: 51 }, () => session(['AppOpen'])),
        count: 51,
        timestamp: nowSeconds(),
      },
    ];
    for (const body of bad) {
      const answer = await call('POST', PATH, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const count = await call('POST', PATH, {
      sessions: [session(['AppOpen'])],
      count: 2,
      timestamp: nowSeconds(),
    });
    expect(count.body.error?.fields?.[0]?.path).toBe('count');
  });

  it('refuses a device sending more than 30 bodies a minute with 429, and lets others on', async () => {
    t.toWindowStart(3600);
    const flood = { from: `web-flood${Math.random().toString(36).slice(2, 8)}` };
    for (let i = 0; i < 30; i += 1) {
      expect((await call('POST', PATH, session(['AppOpen', 'ViewProduct']), flood)).status).toBe(201);
    }
    const refused = await call('POST', PATH, session(['AppOpen', 'ViewProduct']), flood);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('RATE_LIMITED');
    const other = { from: `web-other${Math.random().toString(36).slice(2, 8)}` };
    expect((await call('POST', PATH, session(['AppOpen', 'ViewProduct']), other)).status).toBe(201);
  });

  it('gives the admin the funnel by day and device, and nobody else', async () => {
    const admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    const before = await call<{ total: { sessions: number; order: number } }>(
      'GET',
      '/api/v1/admin/tracking/funnel',
      undefined,
      admin.headers,
    );
    expect(before.status).toBe(200);
    await call('POST', PATH, {
      sessions: [
        session(['ViewProduct', 'AddToCart', 'Checkout', 'OrderSuccess'], { os_version: 'iOS 17.4' }),
        session(['ViewProduct', 'AddToCart'], { os_version: 'Windows 11' }),
      ],
      count: 2,
      timestamp: nowSeconds(),
    });
    const after = await call<{
      total: { sessions: number; view: number; order: number };
      groups: { key: string; order: number; rates: { cart: number | null } }[];
    }>('GET', '/api/v1/admin/tracking/funnel?by=device', undefined, admin.headers);
    expect(after.body.data?.total.sessions).toBe((before.body.data?.total.sessions ?? 0) + 2);
    expect(after.body.data?.total.order).toBe((before.body.data?.total.order ?? 0) + 1);
    expect(after.body.data?.groups.find((g) => g.key === 'ios')).toMatchObject({
      order: 1,
      rates: { cart: 100 },
    });
    const member = await insertSignedInUser(t.ctx);
    expect((await call('GET', '/api/v1/admin/tracking/funnel', undefined, member.headers)).status).toBe(403);
    expect(
      (await call('GET', '/api/v1/admin/tracking/funnel?from=2026-02-30', undefined, admin.headers)).status,
    ).toBe(400);
    expect(
      (
        await call(
          'GET',
          '/api/v1/admin/tracking/funnel?from=2026-05-01&to=2026-01-01',
          undefined,
          admin.headers,
        )
      ).status,
    ).toBe(400);
  });
});
