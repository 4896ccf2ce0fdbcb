import { randomUUID } from 'node:crypto';
import { periodOf } from '@cho-dep/core/settlement/settlement-period';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { orderItems, orders } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { returnRequests } from '../returns/returns.tables';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import { insertVoucher } from '../vouchers/voucher-test-fixtures';
import { voucherSaves } from '../vouchers/vouchers.tables';
import type {
  FeeRulesAnswer,
  RevenueDetail,
  RevenueListAnswer,
  SettlementDetail,
  SettlementSummary,
} from './seller-revenue-schemas';

interface Answer<T> {
  data?: T;
  error?: { code: string };
}
const DAY = 24 * 60 * 60 * 1000;
/** amount × bp / 10,000, half up: the expected figures are computed independently of core. */
const fee = (amount: number, bp: number) => Math.floor((amount * bp) / 10_000 + 0.5);

describe('seller revenue and settlements', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const call = async <T>(headers: Record<string, string>, path: string) => {
    const res = await t.api.request(path, { headers });
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('json'))
      return {
        status: res.status,
        type,
        bytes: new Uint8Array(await res.arrayBuffer()),
        body: {} as Answer<T>,
      };
    return { status: res.status, type, bytes: new Uint8Array(), body: (await res.json()) as Answer<T> };
  };

  /** An approved shop (300,000 ₫ product) owned by a signed-in seller, approved `approvedDaysAgo` days ago. */
  const sellerWithShop = (o: { approvedDaysAgo?: number; businessType?: 'personal' | 'enterprise' } = {}) =>
    insertSellerWithShop(t.ctx, {
      stock: 50,
      price: 300_000,
      businessType: o.businessType,
      approvedAt: new Date(t.ctx.now().getTime() - (o.approvedDaysAgo ?? 800) * DAY),
    });

  /** A buyer who saved a platform voucher (10% up to 40,000) and free shipping (30,000). */
  async function buyerWithVouchers() {
    const buyer = await insertBuyer(t.ctx);
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    for (const spec of [
      {
        kind: 'platform' as const,
        name: 'Giảm 10%',
        discountType: 'percent' as const,
        value: 10,
        maxDiscount: 40_000,
        minOrderValue: 0,
        budget: 10_000_000,
      },
      { kind: 'free_shipping' as const, name: 'Freeship 30k', value: 30_000, minOrderValue: 0 },
    ]) {
      const v = await insertVoucher(db, now, spec);
      await db.insert(voucherSaves).values({ userId: buyer.userId, voucherId: v.id });
    }
    return buyer;
  }

  async function placeOrder(
    buyer: { headers: Record<string, string> },
    variantId: string,
    o: { quantity?: number; paymentMethod?: 'CASH' } = {},
  ) {
    const draft = {
      source: 'express',
      items: [{ variantId, quantity: o.quantity ?? 1 }],
      paymentMethod: o.paymentMethod ?? 'CASH',
    };
    const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
      t.api.request(path, {
        method: 'POST',
        headers: { ...buyer.headers, ...extra, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const quote = (await (
      await post('/api/v1/mobile/checkout/quote', draft)
    ).json()) as Answer<CheckoutQuote>;
    expect(quote.data?.problems).toEqual([]);
    const res = await post(
      '/api/v1/mobile/checkout/orders',
      { draft, agreeTerms: true, expectedTotal: quote.data?.totals.totalPayment },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.status).toBe(200);
    const placed = (await res.json()) as Answer<PlacedCheckout>;
    const id = placed.data?.orders[0]?.id as string;
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, id));
    return row as typeof orders.$inferSelect;
  }

  async function complete(orderId: string) {
    for (const event of ['seller_confirm', 'shipped', 'delivered', 'buyer_confirm_receipt'] as const) {
      const actor =
        event === 'seller_confirm' ? 'seller' : event === 'buyer_confirm_receipt' ? 'buyer' : 'carrier';
      await t.ctx.database.db.transaction((tx) =>
        transitionOrder(tx, {
          orderId,
          event,
          actor,
          scope: { kind: actor === 'carrier' ? 'carrier' : 'system' },
          now: t.ctx.now(),
        }),
      );
    }
  }

  const detail = (headers: Record<string, string>, id: string) =>
    call<RevenueDetail>(headers, `/api/v1/seller/revenue/orders/${id}`);
  const list = (headers: Record<string, string>, query = '') =>
    call<RevenueListAnswer>(headers, `/api/v1/seller/revenue${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('answers 401 without a session, 403 for a buyer, 404 for another shop’s order and 400 for a bad query', async () => {
    const a = await sellerWithShop();
    const b = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, a.variantId);

    expect((await list({})).status).toBe(401);
    expect((await list(buyer.headers)).status).toBe(403);
    expect((await detail(buyer.headers, order.id)).status).toBe(403);
    expect((await call(buyer.headers, '/api/v1/seller/settlements')).status).toBe(403);
    expect((await call({}, `/api/v1/seller/settlements/${periodOf(t.ctx.now())}/export`)).status).toBe(401);

    expect((await detail(b.headers, order.id)).status).toBe(404);
    expect((await detail(b.headers, 'not-an-id')).status).toBe(404);
    expect((await detail(a.headers, order.id)).status).toBe(200);
    expect((await list(b.headers)).body.data?.counts).toEqual({ pending: 0, settled: 0 });

    expect((await list(a.headers, '?tab=paid')).status).toBe(400);
    expect((await list(a.headers, '?period=2026-13')).status).toBe(400);
    expect((await list(a.headers, '?period=2026-1')).status).toBe(400);
    expect((await call(a.headers, '/api/v1/seller/settlements/2026-00')).status).toBe(400);
    expect((await call(a.headers, '/api/v1/seller/settlements/2026-00/export')).status).toBe(400);
  });

  it('breaks an order down to the dong: discounts by payer, fees after the first year, withholding, net', async () => {
    const a = await sellerWithShop({ approvedDaysAgo: 800 });
    const now = t.ctx.now();
    await insertVoucher(t.ctx.database.db, now, {
      kind: 'shop',
      shopId: a.shop.id,
      name: 'Shop 50k',
      value: 50_000,
      minOrderValue: 0,
    });
    const buyer = await buyerWithVouchers();
    const order = await placeOrder(buyer, a.variantId);
    const F = order.shippingFee;
    const shipDiscount = Math.min(30_000, F);
    expect(order).toMatchObject({
      goodsTotal: 300_000,
      shopDiscount: 50_000,
      platformDiscount: 25_000,
      shippingDiscount: shipDiscount,
    });
    const total = 300_000 + F - 50_000 - 25_000 - shipDiscount;
    expect(order.total).toBe(total);

    const res = await detail(a.headers, order.id);
    expect(res.status).toBe(200);
    const d = res.body.data as RevenueDetail;
    expect(d.state).toBe('pending');
    const b = d.breakdown;
    expect(b.goodsTotal).toBe(300_000);
    expect(b.sellerDiscounts).toEqual([expect.objectContaining({ kind: 'shop', amount: 50_000 })]);
    expect(b.sellerDiscountTotal).toBe(50_000);
    expect(b.platformDiscounts).toEqual([expect.objectContaining({ kind: 'platform', amount: 25_000 })]);
    expect(b.platformDiscountTotal).toBe(25_000);
    expect(b.goodsRevenue).toBe(250_000);
    expect(b.shipping).toEqual({
      fee: F,
      buyerPaid: F - shipDiscount,
      platformSubsidy: shipDiscount,
      sellerSubsidy: 0,
      carrierCost: F,
      international: 0,
      net: 0,
    });
    expect(b.fees.service).toMatchObject({ amount: 7_500, waiver: null, rateBasisPoints: 300 });
    // COD: the COD payment rule, on what the courier collects.
    expect(b.fees.payment).toMatchObject({
      ruleId: 'payment-fee-cod',
      amount: fee(total, 491),
      baseAmount: total,
    });
    expect(b.tax).toEqual({ withheld: true, vat: 2_500, pit: 1_250 });
    const net = 250_000 - 7_500 - fee(total, 491) - 2_500 - 1_250;
    expect(b.net).toBe(net);

    // Pending until completed, then settled in the month it completed.
    const pending = await list(a.headers, '?tab=pending');
    expect(pending.body.data?.data.map((r) => r.orderId)).toEqual([order.id]);
    expect(pending.body.data?.totals).toMatchObject({
      orderCount: 1,
      net,
      serviceFee: 7_500,
      taxVat: 2_500,
      taxPit: 1_250,
    });
    expect((await list(a.headers, '?tab=settled')).body.data?.total).toBe(0);

    await complete(order.id);
    const period = periodOf(t.ctx.now());
    const settled = await list(a.headers, `?tab=settled&period=${period}`);
    expect(settled.body.data?.counts).toEqual({ pending: 0, settled: 1 });
    expect(settled.body.data?.data[0]).toMatchObject({
      orderId: order.id,
      state: 'settled',
      net,
      goodsRevenue: 250_000,
      tax: 3_750,
    });
    expect((await detail(a.headers, order.id)).body.data).toMatchObject({
      state: 'settled',
      settlementPeriod: period,
    });

    const statement = await call<SettlementDetail>(a.headers, `/api/v1/seller/settlements/${period}`);
    expect(statement.status).toBe(200);
    expect(statement.body.data?.totals).toMatchObject({
      orderCount: 1,
      goodsTotal: 300_000,
      sellerDiscounts: 50_000,
      platformDiscounts: 25_000,
      goodsRevenue: 250_000,
      serviceFee: 7_500,
      paymentFee: fee(total, 491),
      feesWaived: 0,
      net,
    });
    expect(statement.body.data?.orders.map((o) => o.orderId)).toEqual([order.id]);
    expect(statement.body.data?.shop.businessType).toBe('personal');
    const months = await call<SettlementSummary[]>(a.headers, '/api/v1/seller/settlements');
    expect(months.body.data?.[0]).toMatchObject({ period, closed: false, totals: { orderCount: 1, net } });
    expect(months.body.data?.length).toBe(12);

    const file = await call(a.headers, `/api/v1/seller/settlements/${period}/export`);
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
    expect([...file.bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('waives both fees in the shop’s first year and charges them from the anniversary', async () => {
    const young = await sellerWithShop({ approvedDaysAgo: 10 });
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, young.variantId);
    const b = (await detail(young.headers, order.id)).body.data?.breakdown;
    expect(b?.fees.service).toMatchObject({ amount: 0, fullAmount: 9_000, waiver: 'first_year' });
    expect(b?.fees.payment).toMatchObject({
      amount: 0,
      fullAmount: fee(order.total, 491),
      waiver: 'first_year',
    });
    expect(b?.net).toBe(300_000 - 3_000 - 1_500);
    const anniversary = new Date(t.ctx.now().getTime() - 10 * DAY + 7 * 3_600_000);
    anniversary.setUTCFullYear(anniversary.getUTCFullYear() + 1);
    expect(b?.fees.service.waivedUntil).toBe(anniversary.toISOString().slice(0, 10));

    // Approved exactly a year ago (Vietnam day): charged.
    const old = await sellerWithShop({ approvedDaysAgo: 0 });
    const yearAgo = new Date(t.ctx.now());
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    await t.ctx.database.db.update(shops).set({ approvedAt: yearAgo }).where(eq(shops.id, old.shop.id));
    const second = await placeOrder(buyer, old.variantId);
    expect((await detail(old.headers, second.id)).body.data?.breakdown.fees.service).toMatchObject({
      amount: 9_000,
      waiver: null,
    });
  });

  it('withholds nothing for an enterprise', async () => {
    const a = await sellerWithShop({ businessType: 'enterprise' });
    const order = await placeOrder(await insertBuyer(t.ctx), a.variantId);
    const b = (await detail(a.headers, order.id)).body.data?.breakdown;
    expect(b?.tax).toEqual({ withheld: false, vat: 0, pit: 0 });
    expect(b?.net).toBe(300_000 - 9_000 - fee(order.total, 491));
  });

  it('offsets a refunded return and leaves cancelled orders out', async () => {
    const a = await sellerWithShop();
    const buyer = await insertBuyer(t.ctx);
    const order = await placeOrder(buyer, a.variantId, { quantity: 2 });
    const [item] = await t.ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ quantity: 2, sellerRevenue: 600_000, taxVat: 6_000, taxPit: 3_000 });
    // One of the two returned and refunded at 100%.
    await t.ctx.database.db.insert(returnRequests).values({
      orderId: order.id,
      userId: buyer.userId,
      shopId: a.shop.id,
      items: [{ orderItemId: item?.id as string, quantity: 1 }],
      reason: 'poor_quality',
      description: 'Vải bị lỗi',
      itemsPaid: 300_000,
      amountComputed: 300_000,
      refundAmount: 300_000,
      status: 'refund_successful',
      refundIssued: true,
    });
    await t.ctx.database.db
      .update(orders)
      .set({ status: 'return_refund', paymentStatus: 'refunded', completedAt: t.ctx.now() })
      .where(eq(orders.id, order.id));
    const b = (await detail(a.headers, order.id)).body.data?.breakdown;
    expect(b?.returns).toEqual({
      returnedRevenue: 300_000,
      vatOffset: 3_000,
      pitOffset: 1_500,
      extraCompensation: 0,
      refundTotal: 300_000,
      offset: 300_000 - 4_500,
    });
    expect(b?.fees.service.amount).toBe(9_000);
    expect(b?.fees.payment.baseAmount).toBe(order.total - 300_000);
    expect(b?.net).toBe(600_000 - 9_000 - fee(order.total - 300_000, 491) - 9_000 - (300_000 - 4_500));

    const cancelled = await placeOrder(buyer, a.variantId);
    await t.ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    expect((await detail(a.headers, cancelled.id)).status).toBe(404);
    const all = await list(a.headers, '?tab=settled');
    expect(all.body.data?.data.map((r) => r.orderId)).toEqual([order.id]);
    expect((await list(a.headers, '?tab=pending')).body.data?.total).toBe(0);
  });

  it('shows the admin the fee rules in force (read only)', async () => {
    const admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    const res = await call<FeeRulesAnswer>(admin.headers, '/api/v1/admin/fee-rules');
    expect(res.status).toBe(200);
    expect(res.body.data?.serviceFeeYearOne).toBe('waived');
    expect(res.body.data?.rules.map((r) => r.id)).toEqual([
      'service-fee',
      'payment-fee-online',
      'payment-fee-cod',
    ]);
    const seller = await sellerWithShop();
    expect((await call(seller.headers, '/api/v1/admin/fee-rules')).status).toBe(403);
    expect((await call({}, '/api/v1/admin/fee-rules')).status).toBe(401);
  });
});
