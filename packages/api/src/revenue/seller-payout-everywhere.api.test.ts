import { randomUUID } from 'node:crypto';
import { periodOf } from '@cho-dep/core/settlement/settlement-period';
import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { orderItems } from '../orders/orders.tables';
import type { SellerOrderDetail } from '../orders/seller-order-schemas';
import { transitionOrder } from '../orders/transition-order';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import { insertVoucher } from '../vouchers/voucher-test-fixtures';
import { voucherSaves } from '../vouchers/vouchers.tables';
import type {
  RevenueDetail,
  RevenueListAnswer,
  SettlementDetail,
  SettlementSummary,
} from './seller-revenue-schemas';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What a seller receives for an order is one figure, whichever screen or file shows it: the
 * seller's order page, the revenue list and detail, the month's statement, the statement list
 * and the XLSX export all answer the same dong.
 */
describe('the seller payout of an order, on every screen', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  const get = async <T>(headers: Record<string, string>, path: string) => {
    const res = await t.api.request(path, { headers });
    expect(res.status).toBe(200);
    if (!(res.headers.get('content-type') ?? '').includes('json'))
      return { data: undefined as T | undefined, bytes: new Uint8Array(await res.arrayBuffer()) };
    return { data: ((await res.json()) as { data?: T }).data, bytes: new Uint8Array() };
  };

  /** A shop past its first year (fees charged), a personal business (withholding), a shop voucher and a platform one. */
  async function world() {
    const shop = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 50, price: 313_000 }],
      businessType: 'personal',
    });
    const seller = await insertSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    await db
      .update(shops)
      .set({ ownerUserId: seller.userId, approvedAt: new Date(t.ctx.now().getTime() - 800 * DAY) })
      .where(eq(shops.id, shop.shop.id));
    const buyer = await insertBuyer(t.ctx);
    const now = t.ctx.now();
    await insertVoucher(db, now, {
      kind: 'shop',
      shopId: shop.shop.id,
      value: 31_300,
      minOrderValue: 0,
      display: 'all',
    });
    const platform = await insertVoucher(db, now, {
      kind: 'platform',
      discountType: 'percent',
      value: 7,
      maxDiscount: 50_000,
      minOrderValue: 0,
    });
    await db.insert(voucherSaves).values({ userId: buyer.userId, voucherId: platform.id });
    return { shop, seller, buyer, variantId: shop.variantIds[0] as string };
  }

  async function placeOrder(w: Awaited<ReturnType<typeof world>>) {
    const draft = {
      source: 'express',
      items: [{ variantId: w.variantId, quantity: 1 }],
      paymentMethod: 'CASH',
    };
    const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
      t.api.request(path, {
        method: 'POST',
        headers: { ...w.buyer.headers, ...extra, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const quote = (
      (await (await post('/api/v1/mobile/checkout/quote', draft)).json()) as { data: CheckoutQuote }
    ).data;
    expect(quote.problems).toEqual([]);
    expect(quote.totals.shopDiscount).toBeGreaterThan(0);
    const placed = (await (
      await post(
        '/api/v1/mobile/checkout/orders',
        { draft, agreeTerms: true, expectedTotal: quote.totals.totalPayment },
        { 'idempotency-key': randomUUID() },
      )
    ).json()) as { data: PlacedCheckout };
    return placed.data.orders[0]?.id as string;
  }

  async function move(orderId: string, events: readonly string[]) {
    for (const event of events) {
      const actor =
        event === 'seller_confirm' ? 'seller' : event === 'buyer_confirm_receipt' ? 'buyer' : 'carrier';
      await t.ctx.database.db.transaction((tx) =>
        transitionOrder(tx, {
          orderId,
          event: event as 'seller_confirm',
          actor,
          scope: { kind: actor === 'carrier' ? 'carrier' : 'system' },
          now: t.ctx.now(),
        }),
      );
    }
  }

  it('is the same dong on the order page, the revenue list and detail, the statements and the export', async () => {
    const w = await world();
    const orderId = await placeOrder(w);
    await move(orderId, ['seller_confirm']);
    const headers = w.seller.headers;

    // Not completed yet: the expected payout.
    const pendingOrder = (await get<SellerOrderDetail>(headers, `/api/v1/seller/orders/${orderId}`)).data;
    const pendingDetail = (await get<RevenueDetail>(headers, `/api/v1/seller/revenue/orders/${orderId}`))
      .data;
    const pendingList = (await get<RevenueListAnswer>(headers, '/api/v1/seller/revenue?tab=pending')).data;
    const expected = pendingDetail?.breakdown.net as number;
    // Fees and withholding are taken: the payout is not the goods after the shop's voucher.
    const [line] = await t.ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(expected).toBeLessThan(line?.sellerRevenue as number);
    expect(pendingOrder?.money.payout).toEqual({ state: 'pending', net: expected });
    expect(pendingList?.data.find((r) => r.orderId === orderId)?.net).toBe(expected);

    await move(orderId, ['shipped', 'delivered', 'buyer_confirm_receipt']);
    const period = periodOf(t.ctx.now());
    const order = (await get<SellerOrderDetail>(headers, `/api/v1/seller/orders/${orderId}`)).data;
    const detail = (await get<RevenueDetail>(headers, `/api/v1/seller/revenue/orders/${orderId}`)).data;
    const list = (await get<RevenueListAnswer>(headers, '/api/v1/seller/revenue?tab=settled')).data;
    const statement = (await get<SettlementDetail>(headers, `/api/v1/seller/settlements/${period}`)).data;
    const months = (await get<SettlementSummary[]>(headers, '/api/v1/seller/settlements')).data;
    const file = await get(headers, `/api/v1/seller/settlements/${period}/export`);
    const sheet = await readSheet(Buffer.from(file.bytes), 2);
    const header = sheet[0] as unknown[];
    const exported = sheet.find((row) => row[0] === order?.code);

    const net = detail?.breakdown.net;
    expect(net).toBe(expected);
    expect({
      orderPage: order?.money.payout,
      revenueList: list?.data.find((r) => r.orderId === orderId)?.net,
      statementRow: statement?.orders.find((r) => r.orderId === orderId)?.net,
      statementTotal: statement?.totals.net,
      statementList: months?.find((m) => m.period === period)?.totals.net,
      export: exported?.[header.length - 1],
    }).toEqual({
      orderPage: { state: 'settled', net },
      revenueList: net,
      statementRow: net,
      statementTotal: net,
      statementList: net,
      export: net,
    });
  });

  it('shows no payout for an order that earns nothing (cancelled)', async () => {
    const w = await world();
    const orderId = await placeOrder(w);
    await t.ctx.database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId,
        event: 'seller_cancel',
        actor: 'seller',
        scope: { kind: 'seller', shopId: w.shop.shop.id },
        now: t.ctx.now(),
      }),
    );
    const order = (await get<SellerOrderDetail>(w.seller.headers, `/api/v1/seller/orders/${orderId}`)).data;
    expect(order?.money.payout).toBeNull();
  });
});
