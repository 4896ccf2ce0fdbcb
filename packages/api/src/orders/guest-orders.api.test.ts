import { LIMITS } from '@cho-dep/core/constants/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, CheckoutStatus, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { checkOutAsGuest } from '../checkout/guest-checkout-fixture';
import { outboxMessages } from '../outbox/outbox.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { putInCart } from '../testing/order-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { BuyerOrderDetail } from './buyer-order-schemas';
import { accessToken } from './order-access-token';

interface Answer<T> {
  data?: T;
  error?: { code: string };
}

/**
 * A guest who paid can always see the order again: by the signed link of the order e-mail in
 * any browser, by looking it up with its code and the phone or e-mail given, and on the result
 * page read with the token of the gateway's return address, without a session.
 */
describe('orders without a login', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let placed: PlacedCheckout;
  let orderId: string;
  let code: string;

  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, { headers });
    return { status: res.status, body: (await res.json()) as Answer<T> };
  };
  const lookup = async (body: unknown, ip: string) => {
    const res = await t.api.request('/api/v1/public/orders/lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as Answer<{ orderId: string; token: string }>,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Kem', size: 'M', stock: 3, price: 175_000 }],
    });
    ({ placed } = await checkOutAsGuest(t, {
      variantId: world.variantIds[0] as string,
      contactEmail: 'Khach@Example.vn',
      idempotencyKey: 'guest-lookup-0001',
    }));
    orderId = placed.orders[0]?.id as string;
    code = placed.orders[0]?.code as string;
  });
  afterAll(() => t.close());

  it("e-mails each order's signed link, which opens the order in any browser, without actions", async () => {
    const [mail] = await t.ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'Khach@Example.vn'));
    const link = /\/don-hang\/([0-9a-f-]{36})\?t=([\w-]+)/.exec(mail?.body ?? '');
    expect(link?.[1]).toBe(orderId);
    expect(mail?.body).toContain('/tra-cuu-don-hang');

    const opened = await get<BuyerOrderDetail>(`/api/v1/public/orders/${orderId}?t=${link?.[2]}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: orderId, code, actions: [], canBuyAgain: false });
    expect(opened.body.data?.tracking).toEqual([]);

    // Another order's token, a made-up one, and none at all: the same not found.
    const otherToken = accessToken(t.ctx.config.appSecret, 'order', placed.checkoutId);
    for (const token of [otherToken, 'x'.repeat(32)]) {
      const refused = await get(`/api/v1/public/orders/${orderId}?t=${token}`);
      expect(refused.status).toBe(404);
    }
    expect((await get(`/api/v1/public/orders/${orderId}`)).status).toBe(400);
  });

  it('finds an order by its code and the phone or e-mail, and says only "not found" otherwise', async () => {
    for (const contact of ['0912 345 678', '+84912345678', 'khach@example.vn']) {
      const found = await lookup({ code: code.toLowerCase(), contact }, '203.0.113.10');
      expect(found.status).toBe(200);
      expect(found.body.data?.orderId).toBe(orderId);
      const opened = await get(`/api/v1/public/orders/${orderId}?t=${found.body.data?.token}`);
      expect(opened.status).toBe(200);
    }
    const wrongContact = await lookup({ code, contact: '0912345679' }, '203.0.113.10');
    const wrongCode = await lookup({ code: 'CD000000AAAAAA', contact: '0912345678' }, '203.0.113.10');
    expect(wrongContact.status).toBe(404);
    expect(wrongCode.status).toBe(404);
    expect(wrongContact.body.error?.code).toBe(wrongCode.body.error?.code);
  });

  it('throttles lookups per IP, right answers included, so codes cannot be guessed', async () => {
    t.toWindowStart(3600);
    for (let i = 0; i < 10; i++) {
      expect(
        (await lookup({ code: `CD00000${i}AAAAAA`, contact: '0912345678' }, '198.51.100.7')).status,
      ).toBe(404);
    }
    const limited = await lookup({ code, contact: '0912345678' }, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBe(String(LIMITS.orderLookup.windowSeconds));
    expect((await lookup({ code, contact: '0912345678' }, '198.51.100.8')).status).toBe(200);
  });

  it('reads the checkout result with the token of the return address, without any session', async () => {
    expect((await get(`/api/v1/mobile/checkout/${placed.checkoutId}`)).status).toBe(401);
    const token = accessToken(t.ctx.config.appSecret, 'checkout', placed.checkoutId);
    const status = await get<CheckoutStatus>(`/api/v1/mobile/checkout/${placed.checkoutId}?t=${token}`);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ state: 'cod', guest: true, owned: false });
    expect(status.body.data?.orders[0]?.signedPath).toMatch(new RegExp(`^/don-hang/${orderId}\\?t=`));
    const wrong = accessToken(t.ctx.config.appSecret, 'order', placed.checkoutId);
    expect((await get(`/api/v1/mobile/checkout/${placed.checkoutId}?t=${wrong}`)).status).toBe(401);
  });

  it('sends the buyer back from the gateway to the host the buyer is on, outside a real deployment', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 3, price: 150_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    await putInCart(t.ctx, buyer.userId, world.variantIds[0] as string, 1);
    const host = 'http://shop.lan:3000';
    const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await t.api.request(`${host}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...buyer.headers, ...headers },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Answer<T>;
    };
    const draft = { paymentMethod: 'VNPAYQR' };
    const quote = await post<CheckoutQuote>('/api/v1/mobile/checkout/quote', draft);
    const placed = await post<PlacedCheckout & { paymentUrl: string | null }>(
      '/api/v1/mobile/checkout/orders',
      { draft, agreeTerms: true, expectedTotal: quote.data?.totals.totalPayment },
      { 'idempotency-key': 'host-return-0001' },
    );
    const returnUrl = new URL(placed.data?.paymentUrl ?? 'http://x').searchParams.get('vnp_ReturnUrl');
    expect(returnUrl).toBe(`${host}/api/v1/payments/vnpay/return`);
  });
});
