import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { loadCheckoutVouchers, loadVouchersByIds } from './checkout-vouchers';
import { redeemVouchers } from './redeem-vouchers';
import { hoursFrom, insertVoucher } from './voucher-test-fixtures';
import { voucherSaves } from './vouchers.tables';

describe('the vouchers a checkout works with', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // 10:00 in Hà Nội; yesterday's uses do not count today.
  let clock = new Date('2026-11-21T03:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it("offers the buyer's running saved vouchers and the shown vouchers of the order's shops", async () => {
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const buyer = await insertSignedInUser(t.ctx);
    const shopA = await insertTestShop(db, { name: 'Shop A' });
    const shopB = await insertTestShop(db, { name: 'Shop B' });
    const add = (code: string, values: Parameters<typeof insertVoucher>[2] = {}) =>
      insertVoucher(db, now, { code, ...values });
    const savedPlatform = await add('SAVEDPLAT', {
      discountType: 'percent',
      value: 10,
      maxDiscount: 50_000,
      firstPurchaseOnly: true,
      paymentMethods: ['VNPAYQR'],
    });
    const savedEnded = await add('SAVEDEND', { endsAt: hoursFrom(now, -1), startsAt: hoursFrom(now, -9) });
    const savedUpcoming = await add('SAVEDSOON', { startsAt: hoursFrom(now, 2), endsAt: hoursFrom(now, 9) });
    const shopAShown = await add('SHOPASHOW', { kind: 'shop', shopId: shopA.id, productIds: [randomUUID()] });
    await add('SHOPAHIDE', { kind: 'shop', shopId: shopA.id, display: 'hidden' });
    await add('SHOPBSHOW', { kind: 'shop', shopId: shopB.id });
    await add('SHOPAOTHER', { kind: 'shop', shopId: shopA.id, userIds: [randomUUID()] });
    await add('PLATSHOWN');
    // Saved while they could be (the ended one before it ended).
    await db.insert(voucherSaves).values(
      [savedPlatform, savedEnded, savedUpcoming, shopAShown].map((v) => ({
        userId: buyer.userId,
        voucherId: v.id,
      })),
    );

    const mine = await loadCheckoutVouchers(db, { userId: buyer.userId, shopIds: [shopA.id], now });
    expect(mine.candidates.map((v) => v.code).sort()).toEqual(['SAVEDPLAT', 'SHOPASHOW']);
    expect(mine.usesToday).toEqual({});
    const platform = mine.candidates.find((v) => v.code === 'SAVEDPLAT');
    expect(platform).toMatchObject({
      kind: 'platform',
      shopId: null,
      discount: { type: 'percent', value: 10, maxDiscount: 50_000 },
      minOrderValue: 99_000,
      budget: null,
      productIds: null,
      conditions: { firstPurchaseOnly: true, paymentMethods: ['VNPAYQR'] },
    });
    expect(platform?.conditions).not.toHaveProperty('appOnly');
    expect(mine.candidates.find((v) => v.code === 'SHOPASHOW')?.productIds).toHaveLength(1);

    // A guest gets only the shown vouchers of the order's shops.
    const guest = await loadCheckoutVouchers(db, { userId: null, shopIds: [shopA.id, shopB.id], now });
    expect(guest.candidates.map((v) => v.code).sort()).toEqual(['SHOPASHOW', 'SHOPBSHOW']);
    expect(await loadCheckoutVouchers(db, { userId: null, shopIds: [], now })).toEqual({
      candidates: [],
      usesToday: {},
    });
  });

  it("counts the buyer's unreleased uses since midnight in Vietnam", async () => {
    const db = t.ctx.database.db;
    const buyer = await insertSignedInUser(t.ctx);
    const voucher = await insertVoucher(db, clock, { perUserPerDay: 3, endsAt: hoursFrom(clock, 72) });
    const res = await t.api.request(`/api/v1/mobile/vouchers/${voucher.id}/save`, {
      method: 'POST',
      headers: buyer.headers,
    });
    expect(res.status).toBe(200);
    const redeem = (at: Date) =>
      db.transaction((tx) =>
        redeemVouchers(tx, {
          checkoutId: randomUUID(),
          userId: buyer.userId,
          applied: [{ voucherId: voucher.id, amount: 20_000, paidBy: 'platform' }],
          now: at,
        }),
      );
    await redeem(hoursFrom(clock, -11)); // 23:00 yesterday in Hà Nội
    await redeem(hoursFrom(clock, -9)); // 01:00 today
    await redeem(clock);
    const load = () => loadCheckoutVouchers(db, { userId: buyer.userId, shopIds: [], now: clock });
    expect((await load()).usesToday).toEqual({ [voucher.id]: 2 });
    clock = hoursFrom(clock, 15); // 01:00 tomorrow
    expect((await load()).usesToday).toEqual({});
  });

  it('loads vouchers by id in the order asked, leaving out unknown and malformed ids', async () => {
    const db = t.ctx.database.db;
    const a = await insertVoucher(db, clock, { endedAt: hoursFrom(clock, -1) });
    const b = await insertVoucher(db, clock);
    const loaded = await loadVouchersByIds(db, [b.id, randomUUID(), 'nope', a.id, b.id]);
    expect(loaded.map((v) => v.id)).toEqual([b.id, a.id]);
    // Ended early reads as ending then, so the engine refuses it as expired.
    expect(loaded[1]?.endsAt.getTime()).toBe(hoursFrom(clock, -1).getTime());
    expect(await loadVouchersByIds(db, [])).toEqual([]);
  });
});
