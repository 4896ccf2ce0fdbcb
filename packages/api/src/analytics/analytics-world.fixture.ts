import { randomUUID } from 'node:crypto';
import { calendarDateIn } from '@cho-dep/core/profile/birth-date';
import { isCountedOrder } from '@cho-dep/core/seller-analytics/analytics-metrics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import type { SellerOrderDetail, SellerOrderListAnswer } from '../orders/seller-order-schemas';
import { transitionOrder } from '../orders/transition-order';
import { recordProductView } from '../products/product-views';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import { insertVoucher } from '../vouchers/voucher-test-fixtures';
import { voucherSaves } from '../vouchers/vouchers.tables';
import type { AnalyticsOverview } from './analytics-schemas';

export const VN = 'Asia/Ho_Chi_Minh';
/** 23:30 on 20/11 in Vietnam: "yesterday" once the clock passes midnight there. */
export const YESTERDAY_LATE = new Date('2026-11-20T16:30:00Z');
/** 00:10 on 21/11 in Vietnam (17:10 UTC the day before): already "today". */
export const TODAY_EARLY = new Date('2026-11-20T17:10:00Z');
export const NOW = new Date('2026-11-21T05:00:00Z'); // 12:00 in Vietnam

/**
 * Two selling shops, two buyers and their orders around midnight in Vietnam, shared by the
 * analytics test files: yesterday 23:30 one order (with a shop and a platform voucher), today
 * 00:10 a counted order, a cancelled one, one awaiting an online payment, a delivered one and
 * another shop's, plus product views. Registers its own beforeAll / afterAll.
 */
export function useAnalyticsWorld() {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = YESTERDAY_LATE;
  // The app exists once beforeAll ran; every call goes to the app of that moment.
  const call = apiCaller({ request: (path, init) => t.api.request(path, init) });

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

  return {
    get t() {
      return t;
    },
    get a() {
      return a;
    },
    get b() {
      return b;
    },
    get buyer1() {
      return buyer1;
    },
    get buyer2() {
      return buyer2;
    },
    placedIds,
    call,
    overview,
    placeOrder,
    move,
    sellerWithShop,
    expectedFromOrderPages,
    setClock(at: Date) {
      clock = at;
    },
  };
}
