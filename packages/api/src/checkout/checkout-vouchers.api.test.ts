import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../addresses/addresses.tables';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { orderDiscounts, orders } from '../orders/orders.tables';
import { HA_NOI, prepareCheckoutData, wardOf } from '../testing/address-fixtures';
import { postJson } from '../testing/post-json';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import { insertVoucher } from '../vouchers/voucher-test-fixtures';
import { voucherRedemptions, voucherSaves, vouchers } from '../vouchers/vouchers.tables';
import type { CheckoutQuote, PlacedCheckout } from './checkout-answer-schemas';

describe('vouchers in the checkout', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  const post = <T>(headers: Record<string, string>, path: string, body: unknown) =>
    postJson<T>(t.api, headers, path, body);

  async function world() {
    const shop = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 10, price: 300_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const shopVoucher = await insertVoucher(db, now, {
      kind: 'shop',
      shopId: shop.shop.id,
      name: 'Shop giảm 50k',
      value: 50_000,
      minOrderValue: 200_000,
    });
    const platform = await insertVoucher(db, now, {
      kind: 'platform',
      name: 'Giảm 10% tối đa 40k',
      discountType: 'percent',
      value: 10,
      maxDiscount: 40_000,
      minOrderValue: 100_000,
      budget: 1_000_000,
    });
    const shipping = await insertVoucher(db, now, {
      kind: 'free_shipping',
      name: 'Freeship 30k',
      value: 30_000,
      minOrderValue: 0,
    });
    const weaker = await insertVoucher(db, now, {
      kind: 'platform',
      name: 'Giảm 5k',
      value: 5_000,
      minOrderValue: 0,
    });
    for (const v of [platform, shipping, weaker])
      await db.insert(voucherSaves).values({ userId: buyer.userId, voucherId: v.id });
    const draft = { source: 'express', items: [{ variantId: shop.variantIds[0], quantity: 1 }] };
    return { shop, buyer, shopVoucher, platform, shipping, weaker, draft };
  }

  it('proposes the best combination and says what it saves; the buyer may still choose', async () => {
    const w = await world();
    const auto = await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', w.draft);
    const q = auto.body.data as CheckoutQuote;
    expect(q.vouchers.auto).toBe(true);
    expect(new Set(q.vouchers.bestVoucherIds)).toEqual(
      new Set([w.shopVoucher.id, w.platform.id, w.shipping.id]),
    );
    const fee = q.totals.shipping;
    // Shop 50k first, then 10% of the 250k left (25k), then shipping up to 30k.
    expect(q.totals).toMatchObject({
      goods: 300_000,
      shopDiscount: 50_000,
      platformDiscount: 25_000,
      shippingDiscount: Math.min(30_000, fee),
    });
    expect(q.vouchers.bestSaving).toBe(75_000 + Math.min(30_000, fee));
    expect(q.totals.totalPayment).toBe(300_000 + fee - 75_000 - Math.min(30_000, fee));

    const manual = await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', {
      ...w.draft,
      voucherIds: [w.weaker.id],
    });
    expect(manual.body.data?.vouchers.auto).toBe(false);
    expect(manual.body.data?.totals).toMatchObject({ platformDiscount: 5_000, shopDiscount: 0 });
    const clash = await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', {
      ...w.draft,
      voucherIds: [w.weaker.id, w.platform.id],
    });
    expect(clash.body.data?.problems.map((p) => p.code)).toContain('VOUCHER_CONFLICT');
  });

  it('express delivery refuses a shipping voucher with "Not available with express shipping"', async () => {
    const w = await world();
    // A buyer in the shop's own province, where GHN and GHTK offer express.
    await t.ctx.database.db
      .update(addresses)
      .set({ provinceCode: HA_NOI, wardCode: await wardOf(t.ctx, HA_NOI) })
      .where(eq(addresses.id, w.buyer.addressId));
    const q = (await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', w.draft)).body
      .data as CheckoutQuote;
    const express = q.shops[0]?.shippingOptions.find((o) => o.express && o.available);
    if (!express) throw new Error('no express option in the same province');
    const chosen = await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', {
      ...w.draft,
      shipping: [{ shopId: w.shop.shop.id, method: express.method, express: true }],
      voucherIds: [w.shipping.id],
    });
    expect(chosen.body.data?.problems.map((p) => p.code)).toContain('EXPRESS_SHIPPING_VOUCHER');
  });

  it('records who pays each discount, and a cancelled unpaid checkout gives the vouchers back', async () => {
    const w = await world();
    const q = (
      await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', {
        ...w.draft,
        paymentMethod: 'VNPAYQR',
      })
    ).body.data as CheckoutQuote;
    const placed = await post<PlacedCheckout>(
      { ...w.buyer.headers, 'idempotency-key': 'voucher-key-01' },
      '/api/v1/mobile/checkout/orders',
      {
        draft: { ...w.draft, paymentMethod: 'VNPAYQR' },
        agreeTerms: true,
        expectedTotal: q.totals.totalPayment,
      },
    );
    expect(placed.status).toBe(200);
    const checkoutId = placed.body.data?.checkoutId as string;
    const db = t.ctx.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    const discounts = await db
      .select()
      .from(orderDiscounts)
      .where(eq(orderDiscounts.orderId, order?.id as string));
    expect(discounts.map((d) => [d.kind, d.paidBy]).sort()).toEqual([
      ['free_shipping', 'platform'],
      ['platform', 'platform'],
      ['shop', 'seller'],
    ]);
    // The seller earns its goods minus its own voucher only; the tax base follows.
    expect(order).toMatchObject({
      shopDiscount: 50_000,
      platformDiscount: 25_000,
      taxVat: 2_500,
      taxPit: 1_250,
    });
    const used = async () =>
      (
        await db
          .select({ n: vouchers.usedCount, b: vouchers.budgetUsed })
          .from(vouchers)
          .where(eq(vouchers.id, w.platform.id))
      )[0];
    expect(await used()).toEqual({ n: 1, b: 25_000 });

    t.advance(31 * 60_000);
    await runDueJobs(t.ctx, jobHandlers);
    expect(await used()).toEqual({ n: 0, b: 0 });
    const redemptions = await db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.checkoutId, checkoutId));
    expect(redemptions.length).toBeGreaterThan(0);
    expect(redemptions.every((r) => r.releasedAt !== null)).toBe(true);
  });

  it('gives the vouchers back when the buyer cancels every order of the checkout', async () => {
    const w = await world();
    const q = (await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', w.draft)).body
      .data as CheckoutQuote;
    const placed = await post<PlacedCheckout>(
      { ...w.buyer.headers, 'idempotency-key': 'voucher-cancel-1' },
      '/api/v1/mobile/checkout/orders',
      {
        draft: w.draft,
        agreeTerms: true,
        expectedTotal: q.totals.totalPayment,
      },
    );
    const db = t.ctx.database.db;
    const used = async () =>
      (await db.select({ n: vouchers.usedCount }).from(vouchers).where(eq(vouchers.id, w.platform.id)))[0]?.n;
    expect(await used()).toBe(1);
    const orderId = placed.body.data?.orders[0]?.id as string;
    const cancel = await post(w.buyer.headers, `/api/v1/mobile/orders/${orderId}/cancel`, {
      reasonCode: 'change_items',
    });
    expect(cancel.status).toBe(200);
    expect(await used()).toBe(0);
  });
});
