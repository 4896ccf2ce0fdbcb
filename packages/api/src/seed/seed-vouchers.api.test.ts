import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionProgramsView } from '../promotions/promotion-programs-query';
import { createTestApp } from '../testing/test-app';
import type { SavedVoucherView, VoucherView } from '../vouchers/voucher-views';
import { seedDemoDataOnce } from './seed-demo';

describe('demo vouchers and promotion programs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyerHeaders: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.ctx, { products: 120 });
    const login = await t.api.request('/community/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@demo.vn', password: 'Demo@1234' }),
    });
    const body = (await login.json()) as { data?: { token?: string } };
    buyerHeaders = body.data?.token ? { authorization: `Bearer ${body.data.token}` } : {};
  });
  afterAll(() => t.close());

  it('has the first-purchase 100K and awards 200K vouchers of product.md §9, and every kind', async () => {
    const rows = await queryRows<{
      code: string;
      kind: string;
      value: number;
      min_order_value: number | string;
      first_purchase_only: boolean;
    }>(
      t.ctx.database.db,
      sql`select code, kind, value, min_order_value, first_purchase_only from vouchers order by code`,
    );
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('CHODEP100')).toMatchObject({
      kind: 'platform',
      value: 100_000,
      first_purchase_only: true,
    });
    expect(byCode.get('TRIAN200')).toMatchObject({ kind: 'platform', value: 200_000 });
    expect(Number(byCode.get('TRIAN200')?.min_order_value)).toBeGreaterThan(200_000);
    expect(new Set(rows.map((r) => r.kind))).toEqual(
      new Set(['platform', 'cashback', 'shop', 'free_shipping']),
    );
    expect(rows.every((r) => r.code.length <= 9 && r.code === r.code.toUpperCase())).toBe(true);
    expect(rows.filter((r) => r.kind === 'shop').length).toBeGreaterThanOrEqual(5);
  });

  it('shows running and upcoming vouchers on /khuyen-mai, never the hidden one', async () => {
    const res = await t.api.request('/api/v1/mobile/vouchers');
    const page = ((await res.json()) as { data: { items: VoucherView[]; total: number } }).data;
    const codes = page.items.map((v) => v.code);
    expect(codes).toContain('CHODEP100');
    expect(codes).toContain('HOIMUA12');
    expect(codes).not.toContain('VIPCHODEP');
    expect(codes).not.toContain('HETHAN30');
    expect(page.items.some((v) => v.state === 'upcoming')).toBe(true);
    expect(page.items.some((v) => v.ranges !== null)).toBe(true);
    expect(page.items.some((v) => v.productScoped)).toBe(true);
  });

  it("fills buyer@demo.vn's vouchers: usable ones (one hidden, saved by code) and an expired one", async () => {
    expect(buyerHeaders.authorization).toBeDefined();
    const tab = async (state: string) => {
      const res = await t.api.request(`/api/v1/mobile/vouchers/saved?state=${state}`, {
        headers: buyerHeaders,
      });
      return ((await res.json()) as { data: { items: SavedVoucherView[] } }).data.items.map((v) => v.code);
    };
    const usable = await tab('usable');
    expect(usable.length).toBeGreaterThanOrEqual(5);
    expect(usable).toContain('VIPCHODEP');
    expect(await tab('expired')).toEqual(['HETHAN30']);
  });

  it('runs shop promotion programs beside the flash sale, program prices under what buyers pay', async () => {
    const res = await t.api.request('/api/v1/mobile/promotions');
    const view = ((await res.json()) as { data: PromotionProgramsView }).data;
    expect(view.running.some((p) => p.kind === 'flash_sale')).toBe(true);
    expect(view.running.some((p) => p.shop !== null)).toBe(true);
    expect(view.upcoming.length).toBeGreaterThan(0);
    const bad = await queryRows<{ id: string }>(
      t.ctx.database.db,
      sql`select i.id from promotion_items i join products p on p.id = i.product_id
          where i.discounted_price >= p.effective_price or i.discounted_price < p.price * 0.2
             or not p.listed or i.sold_count > i.stock`,
    );
    expect(bad).toEqual([]);
  });
});
