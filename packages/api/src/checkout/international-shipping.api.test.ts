import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.tables';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { placeCheckout } from '../testing/place-checkout';
import { postJson } from '../testing/post-json';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { CheckoutQuote } from './checkout-answer-schemas';

/**
 * An order from a Korean shop keeps its two delivery legs apart (product.md §3): the domestic
 * fee inside Vietnam and the cross-border one, both in what the buyer pays.
 */
describe('the international shipping leg of a Korean shop order', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  const get = async (headers: Record<string, string>, path: string) => {
    const res = await t.api.request(path, { headers });
    expect(res.status).toBe(200);
    return (await res.json()).data;
  };

  it('quotes, stores and shows it apart from the domestic fee, and pays it to the shop', async () => {
    const seller = await insertSellerWithShop(t.ctx, { price: 200_000 });
    await t.ctx.database.db
      .update(shops)
      .set({
        country: 'KO',
        provinceCode: null,
        wardCode: null,
        street: '23 Garosu-gil, Seoul',
        shippingMethods: ['self'],
      })
      .where(eq(shops.id, seller.shopId));
    const buyer = await insertBuyer(t.ctx);
    // Five units of 250 g: 1.25 kg, the first kilogram and one started 500 g.
    const draft = { source: 'express', items: [{ variantId: seller.variantId, quantity: 5 }] };

    const quote = await postJson<CheckoutQuote>(t.api, buyer.headers, '/api/v1/mobile/checkout/quote', draft);
    const totals = quote.body.data?.totals;
    expect(quote.body.data?.problems).toEqual([]);
    expect(totals).toMatchObject({
      goods: 1_000_000,
      shipping: 30_000,
      internationalShipping: 115_000,
      totalPayment: 1_145_000,
    });
    expect(quote.body.data?.shops[0]).toMatchObject({ internationalShippingFee: 115_000, total: 1_145_000 });

    const { status, placed } = await placeCheckout(t.api, buyer.headers, draft);
    expect(status).toBe(200);
    const orderId = placed.orders[0]?.id as string;
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ shippingFee: 30_000, internationalShippingFee: 115_000, total: 1_145_000 });

    const mine = await get(buyer.headers, `/api/v1/mobile/orders/${orderId}`);
    expect(mine.money).toMatchObject({ shipping: 30_000, internationalShipping: 115_000, total: 1_145_000 });
    const theirs = await get(seller.headers, `/api/v1/seller/orders/${orderId}`);
    expect(theirs.money).toMatchObject({ shippingFee: 30_000, internationalShippingFee: 115_000 });
    // The shop's own forwarder carries the parcel: both legs the buyer paid are the shop's.
    const revenue = await get(seller.headers, `/api/v1/seller/revenue/orders/${orderId}`);
    expect(JSON.stringify(revenue)).toContain('"international":115000');
    expect(JSON.stringify(revenue)).toContain('"net":145000');
  });

  it('adds nothing for a Vietnamese shop', async () => {
    const seller = await insertSellerWithShop(t.ctx, { price: 200_000 });
    const buyer = await insertBuyer(t.ctx);
    const draft = { source: 'express', items: [{ variantId: seller.variantId, quantity: 1 }] };
    const quote = await postJson<CheckoutQuote>(t.api, buyer.headers, '/api/v1/mobile/checkout/quote', draft);
    expect(quote.body.data?.totals.internationalShipping).toBe(0);
  });
});
