import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../notifications/notifications.tables';
import { createTestApp } from '../testing/test-app';
import { voucherSaves } from '../vouchers/vouchers.tables';
import type { AwardEditionView, VoteResult } from './award-schemas';
import { awardsWorld } from './testing/awards-world';

const DAY_MS = 86_400_000;

describe('awards voting', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // 10:00 in Hà Nội.
  let clock = new Date('2026-11-21T03:00:00Z');
  const w = awardsWorld(() => t);
  const edition = (slug: string, headers: Record<string, string> = {}) =>
    w.call<AwardEditionView>(headers, 'GET', `/api/v1/awards/${slug}`);
  const vote = (
    slug: string,
    headers: Record<string, string>,
    nomineeId: string,
    votes: number,
    requestId = randomUUID(),
  ) => w.call<VoteResult>(headers, 'POST', `/api/v1/awards/${slug}/votes`, { nomineeId, votes, requestId });
  const checkIn = (slug: string, headers: Record<string, string>) =>
    w.call<{ added: number; balance: number }>(headers, 'POST', `/api/v1/awards/${slug}/check-in`);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it('shows an edition to anyone, with nominee cards and live standings', async () => {
    const e = await w.edition();
    const shop = e.nominees[0];
    if (!shop) throw new Error('no nominee');
    const m = await w.member();
    expect((await vote(e.slug, m.headers, shop.id, 3)).status).toBe(200);
    const seen = await edition(e.slug);
    expect(seen.status).toBe(200);
    const data = seen.body.data;
    expect(data?.window).toBe('open');
    expect(data?.me).toBeNull();
    expect(data?.categories.map((c) => c.nomineeKind)).toEqual(['shop', 'kol', 'product']);
    const [first, second] = data?.categories[0]?.nominees ?? [];
    expect(first).toMatchObject({
      kind: 'shop',
      name: 'Lụa Hà Đông',
      votes: 3,
      rank: 1,
      href: `/nguoi-ban/${shop.shopId}`,
    });
    expect(first?.imageUrl).toBeTruthy();
    expect(second).toMatchObject({ votes: 0, rank: 2 });
    expect(data?.categories[2]?.nominees[0]?.href).toMatch(/^\/san-pham\//);
    const list = await w.call<{ current: string | null; events: { slug: string }[] }>(
      {},
      'GET',
      '/api/v1/awards',
    );
    expect(list.body.data?.events.some((x) => x.slug === e.slug)).toBe(true);
  });

  it('hides the counts of a hidden edition until it closes', async () => {
    const e = await w.edition({ standings: 'hidden' });
    const m = await w.member();
    const voted = await vote(e.slug, m.headers, e.nominees[0]?.id ?? '', 2);
    expect(voted.body.data?.nomineeVotes).toBeNull();
    const open = await edition(e.slug);
    expect(open.body.data?.standingsVisible).toBe(false);
    expect(
      open.body.data?.categories.flatMap((c) => c.nominees).every((n) => n.votes === null && n.rank === null),
    ).toBe(true);
    clock = new Date(clock.getTime() + 31 * DAY_MS);
    try {
      const closed = await edition(e.slug);
      expect(closed.body.data?.window).toBe('closed');
      expect(closed.body.data?.categories[0]?.nominees[0]).toMatchObject({ votes: 2, rank: 1 });
    } finally {
      clock = new Date(clock.getTime() - 31 * DAY_MS);
    }
  });

  it('starts a verified member with the starting votes, spends them and says when they run out', async () => {
    const e = await w.edition();
    const m = await w.member();
    const nominee = e.nominees[1]?.id ?? '';
    expect((await edition(e.slug, m.headers)).body.data?.me).toMatchObject({
      canVote: 'yes',
      balance: 10,
      checkedInToday: false,
    });
    const first = await vote(e.slug, m.headers, nominee, 4);
    expect(first.body.data).toMatchObject({ balance: 6, nomineeVotes: 4 });
    const tooMany = await vote(e.slug, m.headers, nominee, 7);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error?.code).toBe('AWARDS_NOT_ENOUGH_VOTES');
    expect((await vote(e.slug, m.headers, nominee, 6)).body.data?.balance).toBe(0);
    const out = await vote(e.slug, m.headers, nominee, 1);
    expect(out.status).toBe(409);
    expect(out.body.error?.code).toBe('AWARDS_OUT_OF_VOTES');
    expect(out.body.error?.message).toBe('Bạn đã hết lượt bình chọn');
  });

  it('counts a retried vote (same requestId) once', async () => {
    const e = await w.edition();
    const m = await w.member();
    const nominee = e.nominees[2]?.id ?? '';
    const requestId = randomUUID();
    const a = await vote(e.slug, m.headers, nominee, 2, requestId);
    const b = await vote(e.slug, m.headers, nominee, 2, requestId);
    expect(a.body.data).toMatchObject({ balance: 8, nomineeVotes: 2 });
    expect(b.body.data).toMatchObject({ balance: 8, nomineeVotes: 2, voucherGranted: null });
  });

  it('gives the 200K voucher once, at the first vote', async () => {
    const e = await w.edition();
    const m = await w.member();
    const nominee = e.nominees[0]?.id ?? '';
    expect((await vote(e.slug, m.headers, nominee, 1)).body.data?.voucherGranted).toBe(
      'Bình chọn – Giảm 200K',
    );
    expect((await vote(e.slug, m.headers, nominee, 1)).body.data?.voucherGranted).toBeNull();
    const saves = await t.ctx.database.db
      .select()
      .from(voucherSaves)
      .where(and(eq(voucherSaves.userId, m.userId), eq(voucherSaves.voucherId, e.voucher.id)));
    expect(saves).toHaveLength(1);
    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, m.userId));
    expect(told.map((n) => [n.kind, n.targetType, n.params])).toEqual([
      ['awards.voucher', 'awards_voucher', { name: 'Bình chọn – Giảm 200K' }],
    ]);
    expect((await edition(e.slug, m.headers)).body.data?.me?.voucherGranted).toBe(true);
  });

  it('checks in once per Vietnamese day for +10', async () => {
    const e = await w.edition();
    const m = await w.member();
    const first = await checkIn(e.slug, m.headers);
    expect(first.body.data).toEqual({ added: 10, balance: 20 });
    const again = await checkIn(e.slug, m.headers);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('AWARDS_ALREADY_CHECKED_IN');
    expect((await edition(e.slug, m.headers)).body.data?.me?.checkedInToday).toBe(true);
    // 16:59 UTC is 23:59 in Hà Nội: still the same day; 17:00 UTC starts the next one.
    const saved = clock;
    try {
      clock = new Date('2026-11-21T16:59:00Z');
      expect((await checkIn(e.slug, m.headers)).status).toBe(409);
      clock = new Date('2026-11-21T17:00:00Z');
      expect((await checkIn(e.slug, m.headers)).body.data).toEqual({ added: 10, balance: 30 });
    } finally {
      clock = saved;
    }
  });

  it('asks members without a verified phone to verify it, and visitors to log in', async () => {
    const e = await w.edition();
    const m = await w.member(false);
    expect((await edition(e.slug, m.headers)).body.data?.me?.canVote).toBe('phone');
    const refused = await vote(e.slug, m.headers, e.nominees[0]?.id ?? '', 1);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('AWARDS_PHONE_NOT_VERIFIED');
    expect((await checkIn(e.slug, m.headers)).status).toBe(403);
    expect((await vote(e.slug, {}, e.nominees[0]?.id ?? '', 1)).status).toBe(401);
    await w.verifyPhone(m.userId);
    expect((await vote(e.slug, m.headers, e.nominees[0]?.id ?? '', 1)).status).toBe(200);
  });

  it('refuses votes and check-ins outside the window', async () => {
    const upcoming = await w.edition({
      opensAt: new Date(clock.getTime() + DAY_MS),
      closesAt: new Date(clock.getTime() + 10 * DAY_MS),
    });
    const closed = await w.edition({
      opensAt: new Date(clock.getTime() - 10 * DAY_MS),
      closesAt: new Date(clock.getTime() - DAY_MS),
    });
    const m = await w.member();
    for (const e of [upcoming, closed]) {
      const refused = await vote(e.slug, m.headers, e.nominees[0]?.id ?? '', 1);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('AWARDS_NOT_OPEN');
      expect((await checkIn(e.slug, m.headers)).body.error?.code).toBe('AWARDS_NOT_OPEN');
    }
    expect((await edition(closed.slug, m.headers)).body.data?.me?.canVote).toBe('window');
  });

  it('answers bad input with 400 or 404, never 5xx', async () => {
    const e = await w.edition();
    const m = await w.member();
    const other = await w.edition();
    const bodies: unknown[] = [
      {},
      { nomineeId: 'not-a-uuid', votes: 1, requestId: randomUUID() },
      { nomineeId: e.nominees[0]?.id, votes: 0, requestId: randomUUID() },
      { nomineeId: e.nominees[0]?.id, votes: 1.5, requestId: randomUUID() },
      { nomineeId: e.nominees[0]?.id, votes: -3, requestId: randomUUID() },
      { nomineeId: e.nominees[0]?.id, votes: '2', requestId: randomUUID() },
      { nomineeId: e.nominees[0]?.id, votes: 1, requestId: 'x' },
      { nomineeId: e.nominees[0]?.id, votes: 1e12, requestId: randomUUID() },
    ];
    for (const body of bodies) {
      const res = await w.call(m.headers, 'POST', `/api/v1/awards/${e.slug}/votes`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    }
    // A nominee of another edition, an unknown edition.
    expect((await vote(e.slug, m.headers, other.nominees[0]?.id ?? '', 1)).status).toBe(404);
    expect((await vote('no-such-awards', m.headers, e.nominees[0]?.id ?? '', 1)).status).toBe(404);
    expect((await edition('no-such-awards')).status).toBe(404);
  });
});
