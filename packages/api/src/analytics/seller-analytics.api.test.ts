import { randomUUID } from 'node:crypto';
import { calendarDateIn } from '@cho-dep/core/profile/birth-date';
import { isCountedOrder } from '@cho-dep/core/seller-analytics/analytics-metrics';
import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import type { SellerOrderDetail, SellerOrderListAnswer } from '../orders/seller-order-schemas';
import { transitionOrder } from '../orders/transition-order';
import { productDailyViews } from '../products/catalog/product-views.tables';
import { products } from '../products/catalog/products.tables';
import { recordProductView } from '../products/product-views';
import { returnRequests } from '../returns/returns.tables';
import { productReviews } from '../reviews/reviews.tables';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import { insertVoucher } from '../vouchers/voucher-test-fixtures';
import { voucherSaves } from '../vouchers/vouchers.tables';
import type { AnalyticsOverview, SellerDashboard, SellerPerformance } from './analytics-schemas';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields: { path: string; message: string }[] };
}

const VN = 'Asia/Ho_Chi_Minh';
/** 23:30 on 20/11 in Vietnam: "yesterday" once the clock passes midnight there. */
const YESTERDAY_LATE = new Date('2026-11-20T16:30:00Z');
/** 00:10 on 21/11 in Vietnam (17:10 UTC the day before): already "today". */
const TODAY_EARLY = new Date('2026-11-20T17:10:00Z');
const NOW = new Date('2026-11-21T05:00:00Z'); // 12:00 in Vietnam

describe('seller analytics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = YESTERDAY_LATE;
  const call = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  async function sellerWithShop() {
    const world = await insertSellingShop(t.ctx, {
      name: `Shop ${randomUUID().slice(0, 6)}`,
      variants: [
        { colour: 'Đen', size: 'M', stock: 50, price: 150_000 },
        { colour: 'Trắng', size: 'L', stock: 50, price: 99_000 },
      ],
    });
    const seller = await insertSignedInUser(t.ctx, { fullName: 'Trần Văn Bán' });
    await t.ctx.database.db
      .update(shops)
      .set({ ownerUserId: seller.userId })
      .where(eq(shops.id, world.shop.id));
    return { ...world, headers: seller.headers };
  }

  async function placeOrder(
    buyer: { headers: Record<string, string> },
    items: { variantId: string; quantity: number }[],
    paymentMethod = 'CASH',
  ) {
    const draft = { source: 'express', items, paymentMethod };
    const quote = await call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', draft);
    expect(quote.body.data?.problems, JSON.stringify(quote.body)).toEqual([]);
    const placed = await call<PlacedCheckout>(
      { ...buyer.headers, 'idempotency-key': randomUUID() },
      'POST',
      '/api/v1/mobile/checkout/orders',
      { draft, agreeTerms: true, expectedTotal: quote.body.data?.totals.totalPayment },
    );
    expect(placed.status).toBe(200);
    return placed.body.data?.orders[0] as { id: string; code: string };
  }

  async function move(orderId: string, event: 'shipped' | 'delivered') {
    await t.ctx.database.db.transaction((tx) =>
      transitionOrder(tx, { orderId, event, actor: 'carrier', scope: { kind: 'carrier' }, now: t.ctx.now() }),
    );
  }

  const overview = (headers: Record<string, string>, query: string) =>
    call<AnalyticsOverview>(headers, 'GET', `/api/v1/seller/analytics/overview?${query}`);

  let a: Awaited<ReturnType<typeof sellerWithShop>>;
  let b: Awaited<ReturnType<typeof sellerWithShop>>;
  let buyer1: Awaited<ReturnType<typeof insertBuyer>>;
  let buyer2: Awaited<ReturnType<typeof insertBuyer>>;
  const placedIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await prepareCheckoutData(t.ctx);
    a = await sellerWithShop();
    b = await sellerWithShop();
    buyer1 = await insertBuyer(t.ctx);
    buyer2 = await insertBuyer(t.ctx);
    const db = t.ctx.database.db;
    // A shop voucher (seller-funded: lowers revenue) and a platform one (reimbursed: does not).
    await insertVoucher(db, YESTERDAY_LATE, {
      kind: 'shop',
      shopId: a.shop.id,
      value: 50_000,
      minOrderValue: 250_000,
    });
    const platform = await insertVoucher(db, YESTERDAY_LATE, {
      kind: 'platform',
      value: 20_000,
      minOrderValue: 0,
    });
    await db.insert(voucherSaves).values({ userId: buyer1.userId, voucherId: platform.id });

    const [black, white] = a.variantIds as [string, string];
    // Yesterday 23:30 (Vietnam): 2 x 150k = 300k, shop voucher -50k, platform voucher -20k.
    clock = YESTERDAY_LATE;
    placedIds.push((await placeOrder(buyer1, [{ variantId: black, quantity: 2 }])).id);
    await recordProductView(t.ctx, a.productId, { ip: '10.0.0.1' });
    // Today 00:10: counted orders, a cancelled one, one awaiting an online payment, another shop's.
    clock = TODAY_EARLY;
    placedIds.push((await placeOrder(buyer2, [{ variantId: white, quantity: 1 }])).id);
    const cancelled = await placeOrder(buyer2, [{ variantId: black, quantity: 1 }]);
    const cancel = await call(a.headers, 'POST', `/api/v1/seller/orders/${cancelled.id}/cancel`, {
      reason: 'Hết hàng',
    });
    expect(cancel.status).toBe(200);
    await placeOrder(buyer2, [{ variantId: black, quantity: 1 }], 'VNPAYQR');
    // 2 x 150k with the shop voucher again: 250k.
    const delivered = await placeOrder(buyer2, [{ variantId: black, quantity: 2 }]);
    placedIds.push(delivered.id);
    await call(a.headers, 'POST', `/api/v1/seller/orders/${delivered.id}/confirm`);
    await move(delivered.id, 'shipped');
    await move(delivered.id, 'delivered');
    await placeOrder(buyer1, [{ variantId: b.variantIds[0] as string, quantity: 4 }]);
    for (const ip of ['10.0.0.2', '10.0.0.3', '10.0.0.4'])
      await recordProductView(t.ctx, a.productId, { ip });
    await recordProductView(t.ctx, b.productId, { ip: '10.0.0.9' });
    clock = NOW;
  });
  afterAll(() => t.close());

  /** What the seller order list and order pages say, summed by hand. */
  async function expectedFromOrderPages(day: string) {
    const list = await call<SellerOrderListAnswer>(a.headers, 'GET', '/api/v1/seller/orders');
    const rows = (list.body.data?.data ?? []).filter(
      (o) => isCountedOrder(o) && calendarDateIn(VN, new Date(o.createdAt)) === day,
    );
    let revenue = 0;
    let units = 0;
    const buyers = new Set<string>();
    for (const row of rows) {
      const detail = await call<SellerOrderDetail>(a.headers, 'GET', `/api/v1/seller/orders/${row.id}`);
      const money = detail.body.data?.money;
      revenue += (money?.goodsTotal ?? 0) - (money?.shopDiscount ?? 0);
      units += row.items.reduce((sum, i) => sum + i.quantity, 0);
      buyers.add(row.buyerName + (detail.body.data?.buyer.guest ? 'g' : 'u'));
    }
    return { orders: rows.length, revenue, units, rows };
  }

  it('counts orders by the Vietnam day they were placed, revenue to the dong', async () => {
    const list = await call<SellerOrderListAnswer>(a.headers, 'GET', '/api/v1/seller/orders');
    expect(list.body.data?.counts).toMatchObject({ all: 5, cancelled: 1, pending: 1, delivered: 1 });

    const yesterday = await expectedFromOrderPages('2026-11-20');
    const today = await expectedFromOrderPages('2026-11-21');
    // By hand: 300k − 50k shop voucher (the platform's 20k is reimbursed); 99k + (300k − 50k).
    expect(yesterday).toMatchObject({ orders: 1, revenue: 250_000, units: 2 });
    expect(today).toMatchObject({ orders: 2, revenue: 349_000, units: 3 });

    const res = await overview(a.headers, 'preset=today');
    expect(res.status).toBe(200);
    const data = res.body.data as AnalyticsOverview;
    expect(data.period).toEqual({ from: '2026-11-21', to: '2026-11-21', days: 1 });
    expect(data.previousPeriod).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(data.totals).toEqual({
      revenue: today.revenue,
      orders: 2,
      buyers: 1,
      views: 3,
      units: 3,
      averageOrderValue: 174_500,
      conversionRate: 66.67,
    });
    expect(data.previousTotals).toEqual({
      revenue: 250_000,
      orders: 1,
      buyers: 1,
      views: 1,
      units: 2,
      averageOrderValue: 250_000,
      conversionRate: 100,
    });
    expect(data.changes).toEqual({
      revenue: 39.6,
      orders: 100,
      buyers: 0,
      views: 200,
      averageOrderValue: -30.2,
      conversionRate: -33.3,
    });
    expect(data.topByRevenue.map((p) => [p.productId, p.revenue, p.units, p.orders])).toEqual([
      [a.productId, today.revenue, 3, 2],
    ]);
    expect(data.topByRevenue[0]?.name).toBeTruthy();
    expect(data.topByRevenue[0]?.imageUrl).toMatch(/-200\.webp$/);
  });

  it('fills the series by day, week and month with zeros, and the last 7 days add up', async () => {
    const week = await overview(a.headers, 'from=2026-11-16&to=2026-11-22&granularity=day');
    const data = week.body.data as AnalyticsOverview;
    expect(data.series.map((p) => p.bucket)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(data.series.map((p) => p.revenue)).toEqual([0, 0, 0, 0, 250_000, 349_000, 0]);
    expect(data.series.map((p) => p.views)).toEqual([0, 0, 0, 0, 1, 3, 0]);
    expect(data.totals).toMatchObject({ revenue: 599_000, orders: 3, buyers: 2, units: 5, views: 4 });
    expect(data.previousPeriod).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(data.changes.revenue).toBeNull(); // nothing before: no percentage

    // 20/11 is a Friday, 21/11 a Saturday: the same ISO week, Monday 16/11.
    const weeks = (await overview(a.headers, 'from=2026-11-01&to=2026-11-30&granularity=week')).body.data;
    expect(weeks?.series.map((p) => [p.bucket, p.orders, p.revenue, p.buyers])).toEqual([
      ['2026-10-26', 0, 0, 0],
      ['2026-11-02', 0, 0, 0],
      ['2026-11-09', 0, 0, 0],
      ['2026-11-16', 3, 599_000, 2],
      ['2026-11-23', 0, 0, 0],
      ['2026-11-30', 0, 0, 0],
    ]);
    const months = (await overview(a.headers, 'from=2026-01-01&to=2026-12-31&granularity=month')).body.data;
    expect(months?.series).toHaveLength(12);
    expect(months?.series[10]).toMatchObject({
      bucket: '2026-11-01',
      orders: 3,
      revenue: 599_000,
      units: 5,
      buyers: 2,
    });
    expect(months?.totals).toMatchObject({ revenue: 599_000, buyers: 2 });
    // A month cut by the range counts the buyers of its days in the range only: buyer 2 on the 21st.
    const cut = (await overview(a.headers, 'from=2026-11-21&to=2026-12-31&granularity=month')).body.data;
    expect(cut?.series.map((p) => [p.bucket, p.orders, p.revenue, p.buyers])).toEqual([
      ['2026-11-01', 2, 349_000, 1],
      ['2026-12-01', 0, 0, 0],
    ]);
    expect(cut?.totals).toMatchObject({ orders: 2, revenue: 349_000, buyers: 1 });
  });

  it('counts nothing of another shop, refuses buyers (403) and guests (401)', async () => {
    const other = (await overview(b.headers, 'preset=last7')).body.data as AnalyticsOverview;
    expect(other.totals).toMatchObject({ orders: 1, units: 4, views: 1 });
    expect(other.topByRevenue.map((p) => p.productId)).toEqual([b.productId]);
    // A brand-new shop sees zeros and "no percentage" everywhere.
    const empty = await sellerWithShop();
    const zero = (await overview(empty.headers, 'preset=last30')).body.data as AnalyticsOverview;
    expect(zero.totals).toEqual({
      revenue: 0,
      orders: 0,
      buyers: 0,
      views: 0,
      units: 0,
      averageOrderValue: 0,
      conversionRate: null,
    });
    expect(zero.series).toHaveLength(30);
    expect(Object.values(zero.changes).every((c) => c === null)).toBe(true);
    expect(zero.topByRevenue).toEqual([]);

    for (const path of [
      '/api/v1/seller/analytics/overview',
      '/api/v1/seller/analytics/export',
      '/api/v1/seller/analytics/performance',
      '/api/v1/seller/dashboard',
    ]) {
      expect((await call({}, 'GET', path)).status, path).toBe(401);
      const asBuyer = await call(buyer1.headers, 'GET', path);
      expect(asBuyer.status, path).toBe(403);
      expect(asBuyer.body.error?.code).toBe('FORBIDDEN');
    }
  });

  it('publishes its routes in the OpenAPI document', async () => {
    const res = await t.api.request('/api/docs');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    for (const path of ['/overview', '/export', '/performance']) {
      const params = doc.paths[`/api/v1/seller/analytics${path}`]?.get?.parameters?.map((p) => p.name);
      expect(params, path).toEqual(['preset', 'from', 'to', 'granularity']);
    }
    expect(doc.paths['/api/v1/seller/dashboard']?.get).toBeDefined();
  });

  it('refuses bad periods with field errors (400)', async () => {
    const fields = async (query: string) => {
      const res = await overview(a.headers, query);
      expect(res.status, query).toBe(400);
      return res.body.error?.fields.map((f) => f.path);
    };
    expect(await fields('from=2026-02-30&to=2026-03-01')).toEqual(['from']);
    expect(await fields('from=2026-11-21&to=2026-11-20')).toEqual(['to']);
    expect(await fields('from=2026-01-01&to=2027-01-02')).toEqual(['to']); // 367 days
    expect((await overview(a.headers, 'from=2026-01-01&to=2027-01-01')).status).toBe(200); // 366
    expect(await fields('from=2026-11-01')).toEqual(['to']);
    expect(await fields('preset=forever')).toEqual(['preset']);
    expect(await fields('granularity=hour')).toEqual(['granularity']);
    const export400 = await call(a.headers, 'GET', '/api/v1/seller/analytics/export?from=x&to=y');
    expect(export400.status).toBe(400);
  });

  it('exports a workbook holding the same figures', async () => {
    const res = await t.api.request('/api/v1/seller/analytics/export?from=2026-11-16&to=2026-11-22', {
      headers: a.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('bao-cao-2026-11-16-2026-11-22.xlsx');
    const bytes = Buffer.from(await res.arrayBuffer());
    const summary = await readSheet(bytes, 1);
    expect(summary[0]).toEqual([
      'Chỉ số',
      '16/11/2026 – 22/11/2026',
      '09/11/2026 – 15/11/2026',
      'Thay đổi (%)',
    ]);
    expect(summary[1]).toEqual(['Doanh số', 599_000, 0, null]);
    expect(summary[2]).toEqual(['Đơn hàng', 3, 0, null]);
    expect(summary[3]).toEqual(['Người mua', 2, 0, null]);
    const series = await readSheet(bytes, 2);
    expect(series).toHaveLength(8);
    expect(series[5]).toEqual(['20/11/2026', 250_000, 1, 1, 2, 1]);
    expect(series[6]).toEqual(['21/11/2026', 349_000, 2, 1, 3, 3]);
    const top = await readSheet(bytes, 3);
    expect(top[1]?.slice(2)).toEqual([599_000, 5, 3]);
  });

  it('shows the to-do counts, today against yesterday and 30 days on the dashboard', async () => {
    const res = await call<SellerDashboard>(a.headers, 'GET', '/api/v1/seller/dashboard');
    expect(res.status).toBe(200);
    const data = res.body.data as SellerDashboard;
    expect(data.todo).toEqual({
      toConfirm: 2,
      toHandOver: 0,
      inDelivery: 0,
      cancellationRequests: 0,
      returnRequests: 0,
      soldOut: 0,
      pendingReview: 0,
    });
    expect(data.day).toBe('2026-11-21');
    expect(data.today).toMatchObject({ revenue: 349_000, orders: 2 });
    expect(data.yesterday).toMatchObject({ revenue: 250_000, orders: 1 });
    expect(data.last30).toHaveLength(30);
    expect(data.last30.at(-1)).toMatchObject({ bucket: '2026-11-21', revenue: 349_000 });
    expect(data.last30.reduce((sum, p) => sum + p.revenue, 0)).toBe(599_000);
    expect(placedIds).toHaveLength(3);
  });

  it('gives cancellation, late hand-over and return rates and the rating', async () => {
    // A return request on the delivered order and two reviews (4 and 5 stars) written today.
    const db = t.ctx.database.db;
    await db.insert(returnRequests).values({
      orderId: placedIds[2] as string,
      userId: buyer2.userId,
      shopId: a.shop.id,
      items: [],
      reason: 'poor_quality',
      description: 'Áo bị lỗi đường may',
      itemsPaid: 300_000,
      amountComputed: 300_000,
      refundAmount: 300_000,
      status: 'awaiting_review',
      createdAt: TODAY_EARLY,
    });
    for (const rating of [4, 5]) {
      await db.insert(productReviews).values({
        productId: a.productId,
        shopId: a.shop.id,
        userId: buyer2.userId,
        rating,
        createdAt: TODAY_EARLY,
      });
    }
    // Another shop's review is not counted.
    await db.insert(productReviews).values({
      productId: b.productId,
      shopId: b.shop.id,
      userId: buyer1.userId,
      rating: 1,
      createdAt: TODAY_EARLY,
    });
    const res = await call<SellerPerformance>(
      a.headers,
      'GET',
      '/api/v1/seller/analytics/performance?preset=last7',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      // 5 orders placed; the unpaid online one never reached the shop.
      placedOrders: 4,
      cancelledOrders: 1,
      cancelledBySeller: 1,
      cancellationRate: 25,
      sellerCancellationRate: 25,
      handedOver: 1,
      lateHandOver: 0,
      lateHandOverRate: 0,
      countedOrders: 3,
      returnRequests: 1,
      returnRate: 33.3,
      reviews: 2,
      averageRating: 4.5,
    });

    // Hand-over at the promised time (placed + the product's preparation days) is on time;
    // one minute later is late.
    const [product] = await t.ctx.database.db
      .select({ days: products.preparationDays })
      .from(products)
      .where(eq(products.id, a.productId));
    const deadline = TODAY_EARLY.getTime() + (product?.days ?? 0) * 86_400_000;
    clock = TODAY_EARLY;
    const onTime = await placeOrder(buyer1, [{ variantId: a.variantIds[1] as string, quantity: 1 }]);
    const late = await placeOrder(buyer1, [{ variantId: a.variantIds[1] as string, quantity: 1 }]);
    for (const order of [onTime, late])
      await call(a.headers, 'POST', `/api/v1/seller/orders/${order.id}/confirm`);
    clock = new Date(deadline);
    await move(onTime.id, 'shipped');
    clock = new Date(deadline + 60_000);
    await move(late.id, 'shipped');
    clock = NOW;
    const after = await call<SellerPerformance>(
      a.headers,
      'GET',
      '/api/v1/seller/analytics/performance?preset=last7',
    );
    expect(after.body.data).toMatchObject({
      placedOrders: 6,
      handedOver: 3,
      lateHandOver: 1,
      lateHandOverRate: 33.3,
      countedOrders: 5,
      cancellationRate: 16.7,
    });
  });

  it('reads Korean shops in Seoul time', async () => {
    const korean = await sellerWithShop();
    await t.ctx.database.db.update(shops).set({ country: 'KO' }).where(eq(shops.id, korean.shop.id));
    await t.ctx.database.db
      .insert(productDailyViews)
      .values({ productId: korean.productId, shopId: korean.shop.id, day: '2026-11-21', views: 7 });
    const data = (await overview(korean.headers, 'preset=today')).body.data as AnalyticsOverview;
    expect(data.timeZone).toBe('Asia/Seoul');
    expect(data.totals.views).toBe(7);
  });
});
