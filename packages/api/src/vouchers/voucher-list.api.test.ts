import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { hoursFrom, insertVoucher } from './voucher-test-fixtures';
import type { VoucherView } from './voucher-views';

interface Page {
  items: VoucherView[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

describe('GET /api/v1/mobile/vouchers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: Awaited<ReturnType<typeof insertSignedInUser>>;
  let shopId = '';
  const ids: Record<string, string> = {};

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await t.api.request(`/api/v1/mobile/vouchers${query}`, { headers });
    return { status: res.status, body: (await res.json()) as { data: Page; error?: { code: string } } };
  };
  const names = (page: Page) => page.items.map((v) => v.name);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    buyer = await insertSignedInUser(t.ctx);
    const shop = await insertTestShop(db, { name: 'Shop Voucher' });
    const paused = await insertTestShop(db, { name: 'Shop Nghỉ', isPaused: true });
    shopId = shop.id;
    const add = async (name: string, values: Parameters<typeof insertVoucher>[2] = {}) => {
      ids[name] = (await insertVoucher(db, now, { name, ...values })).id;
    };
    await add('platform-ends-late', { endsAt: hoursFrom(now, 200), usageLimit: 100, usedCount: 62 });
    await add('platform-ends-soon', { endsAt: hoursFrom(now, 5), saveLimit: 50, savedCount: 20 });
    await add('cashback', { kind: 'cashback', discountType: 'percent', value: 10, maxDiscount: 50_000 });
    await add('freeship', { kind: 'free_shipping', value: 30_000, minOrderValue: 0 });
    await add('shop-fixed', { kind: 'shop', shopId, value: 15_000 });
    await add('upcoming', { startsAt: hoursFrom(now, 48), endsAt: hoursFrom(now, 96) });
    await add('hidden', { display: 'hidden' });
    await add('ended', { startsAt: hoursFrom(now, -96), endsAt: hoursFrom(now, -1) });
    await add('ended-early', { endedAt: hoursFrom(now, -2) });
    await add('used-up', { usageLimit: 10, usedCount: 10 });
    await add('budget-gone', { budget: 100_000, budgetUsed: 100_000 });
    await add('paused-shop', { kind: 'shop', shopId: paused.id });
    await add('for-buyer', { userIds: [buyer.userId] });
  });
  afterAll(() => t.close());

  it('shows running then upcoming vouchers on display, platform first, soonest ending first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body.data)).toEqual([
      'platform-ends-soon',
      'platform-ends-late',
      'cashback',
      'freeship',
      'shop-fixed',
      'upcoming',
    ]);
    expect(body.data).toMatchObject({ page: 1, total: 6, hasMore: false });
    const byName = new Map(body.data.items.map((v) => [v.name, v]));
    expect(byName.get('upcoming')?.state).toBe('upcoming');
    expect(byName.get('cashback')).toMatchObject({ state: 'running', saved: false, usedPercent: null });
    expect(byName.get('platform-ends-late')?.usedPercent).toBe(62);
    expect(byName.get('platform-ends-soon')).toMatchObject({ saveLimit: 50, remainingSaves: 30 });
    expect(byName.get('shop-fixed')?.shop).toMatchObject({ id: shopId, name: 'Shop Voucher' });
    expect(byName.get('shop-fixed')?.shop?.logoUrl).toMatch(/^\/media\/.+-200\.webp$/);
    expect(byName.get('freeship')?.shop).toBeNull();
  });

  it('shows vouchers for certain users only to them, with what the buyer saved', async () => {
    const before = await list('', buyer.headers);
    expect(names(before.body.data)).toContain('for-buyer');
    const saved = await t.api.request(`/api/v1/mobile/vouchers/${ids.cashback}/save`, {
      method: 'POST',
      headers: buyer.headers,
    });
    expect(saved.status).toBe(200);
    const after = await list('', buyer.headers);
    const flags = Object.fromEntries(after.body.data.items.map((v) => [v.name, v.saved]));
    expect(flags).toMatchObject({ cashback: true, freeship: false, 'for-buyer': false });
    // Another user does not see it, nor that this buyer saved the cashback.
    const other = await insertSignedInUser(t.ctx);
    const theirs = await list('', other.headers);
    expect(names(theirs.body.data)).not.toContain('for-buyer');
    expect(names(theirs.body.data)).toContain('cashback');
    expect(theirs.body.data.items.every((v) => !v.saved)).toBe(true);
  });

  it('filters by kind (one or several) and by shop', async () => {
    expect(names((await list('?kind=shop')).body.data)).toEqual(['shop-fixed']);
    expect(names((await list('?kind=platform,cashback')).body.data)).toEqual([
      'platform-ends-soon',
      'platform-ends-late',
      'cashback',
      'upcoming',
    ]);
    expect(names((await list(`?shop_id=${shopId}`)).body.data)).toEqual(['shop-fixed']);
    expect((await list('?kind=coupon')).status).toBe(400);
    expect((await list('?shop_id=nope')).status).toBe(400);
  });

  it('pages', async () => {
    const second = await list('?page=2');
    expect(second.body.data).toMatchObject({ items: [], page: 2, total: 6, hasMore: false });
  });
});
