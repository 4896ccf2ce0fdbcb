import { randomUUID } from 'node:crypto';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSignedInUser } from '../testing/user-fixtures';
import { type AppliedVoucherUse, redeemVouchers, releaseRedemptions } from './redeem-vouchers';
import { insertVoucher } from './voucher-test-fixtures';
import { voucherRedemptions, voucherSaves, vouchers } from './vouchers.tables';

/**
 * The limits that must hold when many buyers act at once. Every attempt
 * is its own request or its own transaction, and the races run on PostgreSQL only (raceIt),
 * where they really run side by side and only the row locks keep the counts exact.
 */
describe('voucher limits under concurrency', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  const AMOUNT = 30_000;

  const voucherRow = async (id: string) => {
    const [row] = await t.ctx.database.db.select().from(vouchers).where(eq(vouchers.id, id));
    return row;
  };
  const liveRedemptions = async (id: string) => {
    const [row] = await t.ctx.database.db
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, id), isNull(voucherRedemptions.releasedAt)));
    return row?.n;
  };
  /** One checkout's transaction: redeem, or fail with the error's code and reason. */
  const attempt = async (userId: string | null, applied: AppliedVoucherUse[], checkoutId = randomUUID()) => {
    try {
      await t.ctx.database.db.transaction((tx) =>
        redeemVouchers(tx, { checkoutId, userId, applied, now: t.ctx.now() }),
      );
      return 'ok';
    } catch (error) {
      if (isAppError(error)) return `${error.code}:${error.params?.reason}`;
      throw error;
    }
  };
  const tally = (results: string[]) =>
    results.reduce<Record<string, number>>((acc, r) => {
      acc[r] = (acc[r] ?? 0) + 1;
      return acc;
    }, {});

  beforeAll(async () => {
    t = await createRaceTestApp();
  });
  afterAll(() => t.close());

  raceIt('30 buyers saving a voucher with 10 codes: exactly 10 saves', async () => {
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now(), { saveLimit: 10 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => insertSignedInUser(t.ctx)));
    const statuses = await Promise.all(
      buyers.map(async (buyer) => {
        const res = await t.api.request(`/api/v1/mobile/vouchers/${voucher.id}/save`, {
          method: 'POST',
          headers: buyer.headers,
        });
        const body = (await res.json()) as { error?: { code: string } };
        return res.status === 200 ? 'ok' : (body.error?.code ?? String(res.status));
      }),
    );
    expect(tally(statuses)).toEqual({ ok: 10, VOUCHER_SAVE_LIMIT: 20 });
    expect((await voucherRow(voucher.id))?.savedCount).toBe(10);
    const [saves] = await t.ctx.database.db
      .select({ n: count() })
      .from(voucherSaves)
      .where(eq(voucherSaves.voucherId, voucher.id));
    expect(saves?.n).toBe(10);
  });

  raceIt('one buyer saving the same voucher 10 times at once: one save, counted once', async () => {
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now(), { saveLimit: 3 });
    const buyer = await insertSignedInUser(t.ctx);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await t.api.request(`/api/v1/mobile/vouchers/${voucher.id}/save`, {
          method: 'POST',
          headers: buyer.headers,
        });
        return res.status;
      }),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await voucherRow(voucher.id))?.savedCount).toBe(1);
  });

  raceIt('30 checkouts on a budget for 5 uses: exactly 5 redeem, budgetUsed is 5 uses', async () => {
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now(), { budget: 5 * AMOUNT });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => insertSignedInUser(t.ctx)));
    const results = await Promise.all(
      buyers.map((buyer) =>
        attempt(buyer.userId, [{ voucherId: voucher.id, amount: AMOUNT, paidBy: 'platform' }]),
      ),
    );
    expect(tally(results)).toEqual({ ok: 5, 'VOUCHER_UNAVAILABLE:budget_exhausted': 25 });
    const row = await voucherRow(voucher.id);
    expect(row).toMatchObject({ budgetUsed: 5 * AMOUNT, usedCount: 5 });
    expect(await liveRedemptions(voucher.id)).toBe(5);
  });

  raceIt('30 checkouts on a voucher usable 5 times: exactly 5 redeem', async () => {
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now(), { usageLimit: 5 });
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        attempt(null, [{ voucherId: voucher.id, amount: AMOUNT, paidBy: 'platform' }]),
      ),
    );
    expect(tally(results)).toEqual({ ok: 5, 'VOUCHER_UNAVAILABLE:usage_exhausted': 25 });
    expect((await voucherRow(voucher.id))?.usedCount).toBe(5);
  });

  raceIt('one buyer with one use a day redeeming 10 times at once: one succeeds', async () => {
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now(), { perUserPerDay: 1 });
    const buyer = await insertSignedInUser(t.ctx);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        attempt(buyer.userId, [{ voucherId: voucher.id, amount: AMOUNT, paidBy: 'platform' }]),
      ),
    );
    expect(tally(results)).toEqual({ ok: 1, 'VOUCHER_UNAVAILABLE:per_user_day_limit': 9 });
    expect(await liveRedemptions(voucher.id)).toBe(1);
    // Another buyer still has their own use today.
    const other = await insertSignedInUser(t.ctx);
    expect(await attempt(other.userId, [{ voucherId: voucher.id, amount: AMOUNT, paidBy: 'platform' }])).toBe(
      'ok',
    );
  });

  raceIt('checkouts sharing two vouchers in opposite orders never deadlock', async () => {
    const db = t.ctx.database.db;
    const shopVoucher = await insertVoucher(db, t.ctx.now(), { kind: 'shop', budget: 10 * AMOUNT });
    const platform = await insertVoucher(db, t.ctx.now(), { budget: 10 * AMOUNT });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const pair: AppliedVoucherUse[] = [
          { voucherId: shopVoucher.id, amount: AMOUNT, paidBy: 'seller' },
          { voucherId: platform.id, amount: AMOUNT, paidBy: 'platform' },
        ];
        return attempt(null, i % 2 === 0 ? pair : pair.reverse());
      }),
    );
    expect(tally(results)).toEqual({ ok: 10, 'VOUCHER_UNAVAILABLE:budget_exhausted': 10 });
    // All or nothing per checkout: both vouchers moved together.
    expect((await voucherRow(shopVoucher.id))?.usedCount).toBe(10);
    expect((await voucherRow(platform.id))?.usedCount).toBe(10);
  });

  raceIt('gives a released checkout back once, even released 5 times at once', async () => {
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now(), {
      budget: 3 * AMOUNT,
      perUserPerDay: 1,
    });
    const buyer = await insertSignedInUser(t.ctx);
    const checkoutId = randomUUID();
    const use: AppliedVoucherUse[] = [{ voucherId: voucher.id, amount: AMOUNT, paidBy: 'platform' }];
    expect(await attempt(buyer.userId, use, checkoutId)).toBe('ok');
    expect(await voucherRow(voucher.id)).toMatchObject({ usedCount: 1, budgetUsed: AMOUNT });

    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.ctx.database.db.transaction((tx) => releaseRedemptions(tx, checkoutId, t.ctx.now())),
      ),
    );
    expect(await voucherRow(voucher.id)).toMatchObject({ usedCount: 0, budgetUsed: 0 });
    expect(await liveRedemptions(voucher.id)).toBe(0);
    await t.ctx.database.db.transaction((tx) => releaseRedemptions(tx, checkoutId, t.ctx.now()));
    expect(await voucherRow(voucher.id)).toMatchObject({ usedCount: 0, budgetUsed: 0 });
    // The buyer's use today came back too.
    expect(await attempt(buyer.userId, use)).toBe('ok');
  });

  it('refuses a voucher that ended or has not started, and rolls the whole checkout back', async () => {
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const fine = await insertVoucher(db, now);
    const ended = await insertVoucher(db, now, { endedAt: new Date(now.getTime() - 1000) });
    const later = await insertVoucher(db, now, {
      startsAt: new Date(now.getTime() + 3_600_000),
      endsAt: new Date(now.getTime() + 7_200_000),
    });
    for (const [voucher, reason] of [
      [ended, 'expired'],
      [later, 'not_started'],
    ] as const) {
      const result = await attempt(null, [
        { voucherId: fine.id, amount: AMOUNT, paidBy: 'platform' },
        { voucherId: voucher.id, amount: AMOUNT, paidBy: 'platform' },
      ]);
      expect(result).toBe(`VOUCHER_UNAVAILABLE:${reason}`);
    }
    expect((await voucherRow(fine.id))?.usedCount).toBe(0);
    expect(await attempt(null, [{ voucherId: randomUUID(), amount: 1, paidBy: 'platform' }])).toBe(
      'VOUCHER_UNAVAILABLE:not_found',
    );
  });
});
