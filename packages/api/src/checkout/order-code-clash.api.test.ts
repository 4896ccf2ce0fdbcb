import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { postJson } from '../testing/post-json';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { CheckoutQuote, PlacedCheckout } from './checkout-answer-schemas';

/** The codes the next orders draw: a test makes two orders draw the same one. */
const drawn: string[] = [];
vi.mock('../orders/order-code', async (original) => {
  const real = await original<typeof import('../orders/order-code')>();
  return { newOrderCode: (now: Date) => drawn.shift() ?? real.newOrderCode(now) };
});

describe('two orders drawing the same code', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('places the second with a new code instead of failing the purchase', async () => {
    const shop = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 5, price: 150_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const draft = { source: 'express', items: [{ variantId: shop.variantIds[0], quantity: 1 }] };
    const place = async () => {
      const quote = await postJson<CheckoutQuote>(
        t.api,
        buyer.headers,
        '/api/v1/mobile/checkout/quote',
        draft,
      );
      const res = await t.api.request('/api/v1/mobile/checkout/orders', {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          draft,
          agreeTerms: true,
          expectedTotal: quote.body.data?.totals.totalPayment,
        }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: PlacedCheckout }).data.orders;
    };
    drawn.push('CD260101AAAAAA');
    const [first] = await place();
    drawn.push('CD260101AAAAAA');
    const [second] = await place();
    expect(first?.code).toBe('CD260101AAAAAA');
    expect(second?.code).toMatch(/^CD\d{6}[2-9A-Z]{6}$/);
    expect(second?.code).not.toBe(first?.code);
  });
});
