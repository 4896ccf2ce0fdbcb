import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../products/catalog/products.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { putInCart } from '../testing/order-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { CheckoutQuote } from './checkout-answer-schemas';

/** "Nhận hàng sau X–Y ngày" is what the buyer waits: the shop's preparation, then the carrier. */
describe('checkout delivery promise', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  const quoteFor = async (preparationDays: number, isPreOrder: boolean) => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 5, price: 150_000 }],
    });
    await t.ctx.database.db
      .update(products)
      .set({ preparationDays, isPreOrder })
      .where(eq(products.id, world.productId));
    const buyer = await insertBuyer(t.ctx);
    await putInCart(t.ctx, buyer.userId, world.variantIds[0] as string, 1);
    const res = await t.api.request('/api/v1/mobile/checkout/quote', {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: CheckoutQuote }).data;
  };

  it('adds an 11-day pre-order preparation to every delivery option', async () => {
    const slow = await quoteFor(11, true);
    const fast = await quoteFor(2, false);
    const eta = (q: CheckoutQuote) =>
      q.shops[0]?.shippingOptions
        .filter((o) => o.available)
        .map((o) => `${o.method}${o.express}:${o.etaDays?.min}-${o.etaDays?.max}`);
    const slowEtas = slow.shops[0]?.shippingOptions.filter((o) => o.available) ?? [];
    expect(slowEtas.length).toBeGreaterThan(0);
    for (const option of slowEtas) expect(option.etaDays?.min).toBeGreaterThanOrEqual(12);
    // The same carriers, 9 days apart: only the preparation differs.
    const shift = (s: string) =>
      s.replace(/:(\d+)-(\d+)$/, (_, a, b) => `:${Number(a) - 9}-${Number(b) - 9}`);
    expect(eta(slow)?.map(shift)).toEqual(eta(fast));
  });
});
