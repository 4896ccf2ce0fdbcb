import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { redeemVouchers } from './redeem-vouchers';
import { hoursFrom, insertVoucher } from './voucher-test-fixtures';
import type { SavedVoucherView, VoucherView } from './voucher-views';
import { voucherSaves, vouchers } from './vouchers.tables';

interface Answer<T> {
  data?: T;
  error?: { code: string; message: string };
}

describe('saving vouchers and my vouchers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  const post = async (path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.api.request(path, {
      method: 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer<VoucherView> };
  };
  const save = (id: string, headers: Record<string, string>) =>
    post(`/api/v1/mobile/vouchers/${id}/save`, headers);
  const saveByCode = (code: string, headers: Record<string, string>) =>
    post('/api/v1/mobile/vouchers/save-by-code', headers, { code });
  const saved = async (state: string, headers: Record<string, string>) => {
    const res = await t.api.request(`/api/v1/mobile/vouchers/saved?state=${state}`, { headers });
    return {
      status: res.status,
      body: (await res.json()) as Answer<{ items: SavedVoucherView[]; total: number }>,
    };
  };
  const counts = async (voucherId: string) => {
    const db = t.ctx.database.db;
    const [row] = await db
      .select({ n: vouchers.savedCount })
      .from(vouchers)
      .where(eq(vouchers.id, voucherId));
    const [rows] = await db
      .select({ n: count() })
      .from(voucherSaves)
      .where(eq(voucherSaves.voucherId, voucherId));
    return { column: row?.n, rows: rows?.n };
  };

  // 10:00 in Hà Nội, so a few hours later is still the same Vietnamese day.
  let clock = new Date('2026-11-21T03:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it('needs a login (401) before reading anything', async () => {
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now());
    expect((await save(voucher.id, {})).status).toBe(401);
    expect((await saveByCode(voucher.code, {})).status).toBe(401);
    expect((await post('/api/v1/mobile/vouchers/save-by-code', {}, { nonsense: 1 })).status).toBe(401);
    expect((await saved('usable', {})).status).toBe(401);
  });

  it('saves idempotently: twice is one save and one count', async () => {
    const buyer = await insertSignedInUser(t.ctx);
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now(), { saveLimit: 5 });
    const first = await save(voucher.id, buyer.headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: voucher.id, saved: true, remainingSaves: 4 });
    const again = await save(voucher.id, buyer.headers);
    expect(again.body.data).toMatchObject({ saved: true, remainingSaves: 4 });
    expect(await counts(voucher.id)).toEqual({ column: 1, rows: 1 });
  });

  it('answers 404 for unknown, malformed, hidden (by id), other users and closed shops', async () => {
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const buyer = await insertSignedInUser(t.ctx);
    const hidden = await insertVoucher(db, now, { display: 'hidden' });
    const other = await insertVoucher(db, now, { userIds: [randomUUID()] });
    const paused = await insertTestShop(db, { name: 'Shop Tạm Nghỉ', isPaused: true });
    const closed = await insertVoucher(db, now, { kind: 'shop', shopId: paused.id });
    for (const id of [randomUUID(), 'not-a-uuid', hidden.id, other.id, closed.id]) {
      const answer = await save(id, buyer.headers);
      expect(answer.status, id).toBe(404);
      expect(answer.body.error?.code).toBe('NOT_FOUND');
    }
    expect((await saveByCode('KHONGCO', buyer.headers)).status).toBe(404);
    expect((await saveByCode(other.code, buyer.headers)).status).toBe(404);
  });

  it('saves a hidden voucher by its code, typed in any case; a bad code is 400', async () => {
    const buyer = await insertSignedInUser(t.ctx);
    const hidden = await insertVoucher(t.ctx.database.db, t.ctx.now(), {
      display: 'hidden',
      code: 'BIMAT50',
    });
    const answer = await saveByCode('  bimat50 ', buyer.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: hidden.id, code: 'BIMAT50', saved: true });
    // Saved, it can be saved again by id (idempotent) and shows in my vouchers.
    expect((await save(hidden.id, buyer.headers)).status).toBe(200);
    const mine = await saved('usable', buyer.headers);
    expect(mine.body.data?.items.map((v) => v.id)).toEqual([hidden.id]);
    expect((await saveByCode('', buyer.headers)).status).toBe(400);
    expect((await saveByCode('QUADAI12345', buyer.headers)).status).toBe(400);
  });

  it('refuses ended and used-up vouchers with VOUCHER_EXPIRED, full ones with VOUCHER_SAVE_LIMIT', async () => {
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const buyer = await insertSignedInUser(t.ctx);
    const ended = await insertVoucher(db, now, { startsAt: hoursFrom(now, -48), endsAt: hoursFrom(now, -1) });
    const endedEarly = await insertVoucher(db, now, { endedAt: hoursFrom(now, -1) });
    const usedUp = await insertVoucher(db, now, { usageLimit: 3, usedCount: 3 });
    for (const id of [ended.id, endedEarly.id, usedUp.id]) {
      const answer = await save(id, buyer.headers);
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('VOUCHER_EXPIRED');
    }
    const full = await insertVoucher(db, now, { saveLimit: 1 });
    expect((await save(full.id, buyer.headers)).status).toBe(200);
    const late = await insertSignedInUser(t.ctx);
    const refused = await save(full.id, late.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'VOUCHER_SAVE_LIMIT',
      message: 'Mã giảm giá đã hết lượt lưu',
    });
    // The buyer who holds it still gets a 200 (idempotent), the count stays at the limit.
    expect((await save(full.id, buyer.headers)).status).toBe(200);
    expect(await counts(full.id)).toEqual({ column: 1, rows: 1 });
    // An upcoming voucher can be saved ahead of its start.
    const upcoming = await insertVoucher(db, now, {
      startsAt: hoursFrom(now, 24),
      endsAt: hoursFrom(now, 48),
    });
    expect((await save(upcoming.id, buyer.headers)).body.data?.state).toBe('upcoming');
  });

  it('sorts my vouchers into usable, used and expired', async () => {
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const buyer = await insertSignedInUser(t.ctx);
    const make = (name: string, values: Parameters<typeof insertVoucher>[2] = {}) =>
      insertVoucher(db, now, { name, ...values });
    const usable = await make('usable', { endsAt: hoursFrom(now, 30) });
    const usedBefore = await make('used-before', { endsAt: hoursFrom(now, 40) });
    const oncePerDay = await make('once-per-day', { perUserPerDay: 1, endsAt: hoursFrom(now, 168) });
    const endsSoon = await make('ends-soon', { endsAt: hoursFrom(now, 2) });
    const lastUse = await make('last-use', { usageLimit: 1, endsAt: hoursFrom(now, 100) });
    const neverUsed = await make('never-used', { endsAt: hoursFrom(now, 3) });
    const upcoming = await make('upcoming', { startsAt: hoursFrom(now, 10), endsAt: hoursFrom(now, 50) });
    for (const v of [usable, usedBefore, oncePerDay, endsSoon, lastUse, neverUsed, upcoming]) {
      expect((await save(v.id, buyer.headers)).status).toBe(200);
    }
    for (const v of [usedBefore, oncePerDay, endsSoon, lastUse]) {
      await db.transaction((tx) =>
        redeemVouchers(tx, {
          checkoutId: randomUUID(),
          userId: buyer.userId,
          applied: [{ voucherId: v.id, amount: 20_000, paidBy: 'platform' }],
          now,
        }),
      );
    }
    const tab = async (state: string) => {
      const answer = await saved(state, buyer.headers);
      return answer.body.data?.items.map((v) => `${v.name}:${v.savedState}`);
    };
    // Usable ones ending soonest first; a voucher used before stays usable while it has uses left.
    expect(await tab('usable')).toEqual([
      'ends-soon:usable',
      'never-used:usable',
      'usable:usable',
      'used-before:usable',
      'upcoming:usable',
    ]);
    // The day's one use is spent; the only use of 'last-use' is gone. Latest ending first.
    expect(await tab('used')).toEqual(['once-per-day:used', 'last-use:used']);
    expect(await tab('expired')).toEqual([]);

    // 14:00 in Hà Nội: 'ends-soon' (used) and 'never-used' (not) have ended.
    clock = hoursFrom(clock, 4);
    expect(await tab('used')).toEqual(['once-per-day:used', 'last-use:used', 'ends-soon:used']);
    expect(await tab('expired')).toEqual(['never-used:expired']);
    // 02:00 the next day: the per-day limit starts again.
    clock = hoursFrom(clock, 12);
    expect(await tab('used')).toEqual(['last-use:used', 'ends-soon:used']);
    expect((await tab('usable'))?.at(-1)).toBe('once-per-day:usable');
    expect((await saved('nope', buyer.headers)).status).toBe(400);
  });
});
