import { ORDER_EVENTS } from '@cho-dep/core/orders/order-machine';
import { hasKey } from '@cho-dep/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { putInCart } from '../testing/order-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import type { NotificationView } from './notification-list';

interface Page {
  items: NotificationView[];
  total: number;
  unread: number;
  hasMore: boolean;
}
interface Answer<T> {
  data?: T;
  error?: { code: string };
}

describe('in-app notifications', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const call = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  /** A COD order of a fresh buyer from a shop owned by a signed-in seller. */
  async function order() {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đỏ', size: 'S', stock: 5, price: 90_000 }],
    });
    const seller = await insertSignedInUser(t.ctx);
    await t.ctx.database.db
      .update(shops)
      .set({ ownerUserId: seller.userId })
      .where(eq(shops.id, world.shop.id));
    const buyer = await insertBuyer(t.ctx);
    await putInCart(t.ctx, buyer.userId, world.variantIds[0] as string, 1);
    const quote = (await call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', {})).body
      .data as CheckoutQuote;
    const placed = (
      await call<PlacedCheckout>(
        { ...buyer.headers, 'idempotency-key': `key-${crypto.randomUUID()}` },
        'POST',
        '/api/v1/mobile/checkout/orders',
        { draft: {}, agreeTerms: true, expectedTotal: quote.totals.totalPayment },
      )
    ).body.data as PlacedCheckout;
    const first = placed.orders[0];
    if (!first) throw new Error('no order placed');
    return { buyer, seller, orderId: first.id, code: first.code };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('has words for every order event, for the buyer and the seller, in every language', () => {
    const missing = ORDER_EVENTS.flatMap((event) =>
      (['vi', 'en', 'ko'] as const).flatMap((language) =>
        [`notifications.order.${event}`, `notifications.seller_order.${event}`].filter(
          (key) => !hasKey(language, key),
        ),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('tells the buyer and the seller of a stage change, in the reader’s language', async () => {
    const { buyer, seller, orderId, code } = await order();
    await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, { reasonCode: 'other' });

    const mine = await call<Page>(
      { ...buyer.headers, 'accept-language': 'vi' },
      'GET',
      '/api/v2/mobile/notifications',
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ total: 1, unread: 1, hasMore: false });
    expect(mine.body.data?.items[0]).toMatchObject({
      kind: 'order.buyer_cancel',
      text: `Bạn đã hủy đơn hàng ${code}.`,
      targetType: 'buyer_order',
      targetId: orderId,
      read: false,
    });
    const english = await call<Page>(
      { ...buyer.headers, 'accept-language': 'en' },
      'GET',
      '/api/v2/mobile/notifications',
    );
    expect(english.body.data?.items[0]?.text).toBe(`You cancelled order ${code}.`);

    const theirs = await call<Page>(
      { ...seller.headers, 'accept-language': 'ko' },
      'GET',
      '/api/v2/mobile/notifications',
    );
    expect(theirs.body.data?.items[0]).toMatchObject({
      kind: 'seller_order.buyer_cancel',
      text: `구매자가 주문 ${code}을(를) 취소했습니다.`,
      targetType: 'seller_order',
    });
  });

  it('marks one read, then all; someone else’s is 404; signed out is 401', async () => {
    const first = await order();
    await call(first.buyer.headers, 'POST', `/api/v1/mobile/orders/${first.orderId}/cancel`, {
      reasonCode: 'other',
    });
    const list = (await call<Page>(first.buyer.headers, 'GET', '/api/v2/mobile/notifications')).body
      .data as Page;
    const id = list.items[0]?.id as string;

    const stranger = await insertBuyer(t.ctx);
    expect((await call(stranger.headers, 'POST', `/api/v2/mobile/notifications/${id}/read`)).status).toBe(
      404,
    );
    expect((await call(first.buyer.headers, 'POST', '/api/v2/mobile/notifications/nope/read')).status).toBe(
      404,
    );

    const read = await call(first.buyer.headers, 'POST', `/api/v2/mobile/notifications/${id}/read`);
    expect(read.status).toBe(200);
    const after = (await call<Page>(first.buyer.headers, 'GET', '/api/v2/mobile/notifications')).body
      .data as Page;
    expect(after.unread).toBe(0);
    expect(after.items[0]?.read).toBe(true);
    // Reading again is fine.
    expect((await call(first.buyer.headers, 'POST', `/api/v2/mobile/notifications/${id}/read`)).status).toBe(
      200,
    );

    // The seller has one unread; read-all clears it and reports how many changed.
    const sellerList = (await call<Page>(first.seller.headers, 'GET', '/api/v2/mobile/notifications')).body
      .data as Page;
    expect(sellerList.unread).toBe(1);
    const all = await call<{ changed: number }>(
      first.seller.headers,
      'POST',
      '/api/v2/mobile/notifications/read-all',
    );
    expect(all.body.data).toEqual({ changed: 1 });
    const cleared = (await call<Page>(first.seller.headers, 'GET', '/api/v2/mobile/notifications')).body
      .data as Page;
    expect(cleared.unread).toBe(0);
    expect((await call({}, 'GET', '/api/v2/mobile/notifications')).status).toBe(401);
    expect((await call({}, 'POST', '/api/v2/mobile/notifications/read-all')).status).toBe(401);
  });
});
