import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { postJson } from '../testing/post-json';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { CheckoutQuote } from './checkout-answer-schemas';

/** product.md §8: a checkout failing for none of the listed reasons says "purchase error", not "error occurred". */
describe('a purchase error', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('answers PURCHASE_FAILED with its own message when placing breaks unexpectedly', async () => {
    const shop = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 5, price: 150_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const draft = { source: 'express', items: [{ variantId: shop.variantIds[0], quantity: 1 }] };
    const quote = await postJson<CheckoutQuote>(t.api, buyer.headers, '/api/v1/mobile/checkout/quote', draft);
    const expectedTotal = quote.body.data?.totals.totalPayment;
    // The order lines cannot be written: a fault no listed refusal names.
    await t.ctx.database.db.execute(sql`ALTER TABLE order_items RENAME TO order_items_away`);
    try {
      const res = await t.api.request('/api/v1/mobile/checkout/orders', {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ draft, agreeTerms: true, expectedTotal }),
      });
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body.error.code).toBe('PURCHASE_FAILED');
      expect(body.error.message).toBe('Lỗi mua hàng, vui lòng thử lại');
    } finally {
      await t.ctx.database.db.execute(sql`ALTER TABLE order_items_away RENAME TO order_items`);
    }
  });
});
