import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { postJson } from '../testing/post-json';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import { insertVoucher } from '../vouchers/voucher-test-fixtures';
import { voucherSaves } from '../vouchers/vouchers.tables';
import type { CheckoutQuote, PlacedCheckout } from './checkout-answer-schemas';

/**
 * The quote and the order run the same voucher rules: a choice the order refuses is refused
 * by the quote with the same reason, and a quote without problems is exactly what the order
 * charges.
 */
describe('the quote shows what the order charges', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  const post = <T>(headers: Record<string, string>, path: string, body: unknown) =>
    postJson<T>(t.api, headers, path, body);

  /** Like the demo's MKF50K (50k from 399k) and MKF10 (10% up to 40k): two vouchers of one shop. */
  async function world() {
    const shop = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 10, price: 450_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const fifty = await insertVoucher(db, now, {
      kind: 'shop',
      shopId: shop.shop.id,
      value: 50_000,
      minOrderValue: 399_000,
    });
    const tenPercent = await insertVoucher(db, now, {
      kind: 'shop',
      shopId: shop.shop.id,
      discountType: 'percent',
      value: 10,
      maxDiscount: 40_000,
      minOrderValue: 199_000,
    });
    for (const v of [fifty, tenPercent])
      await db.insert(voucherSaves).values({ userId: buyer.userId, voucherId: v.id });
    const draft = { source: 'express', items: [{ variantId: shop.variantIds[0], quantity: 1 }] };
    return { buyer, fifty, tenPercent, draft };
  }

  it('refuses two vouchers of one shop at quote time, without counting the second, as the order does', async () => {
    const w = await world();
    const draft = { ...w.draft, voucherIds: [w.fifty.id, w.tenPercent.id] };
    const quote = (await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', draft)).body
      .data as CheckoutQuote;
    expect(quote.problems.map((p) => p.code)).toContain('VOUCHER_CONFLICT');
    // Never the 90k the two would make together: only the first one named counts.
    expect(quote.totals.shopDiscount).toBe(50_000);
    expect(quote.vouchers.options.filter((o) => o.selected).map((o) => o.id)).toEqual([w.fifty.id]);

    const placed = await post<PlacedCheckout>(
      { ...w.buyer.headers, 'idempotency-key': 'conflict-key-0001' },
      '/api/v1/mobile/checkout/orders',
      { draft, agreeTerms: true, expectedTotal: quote.totals.totalPayment },
    );
    expect(placed.status).toBe(409);
    expect(placed.body.error?.code).toBe('VOUCHER_CONFLICT');
  });

  it('charges exactly the quoted total when the quote has no problem', async () => {
    const w = await world();
    for (const voucherIds of [[w.fifty.id], [w.tenPercent.id], undefined]) {
      const draft = { ...w.draft, ...(voucherIds ? { voucherIds } : {}) };
      const quote = (await post<CheckoutQuote>(w.buyer.headers, '/api/v1/mobile/checkout/quote', draft)).body
        .data as CheckoutQuote;
      expect(quote.problems).toEqual([]);
      const placed = await post<PlacedCheckout>(
        { ...w.buyer.headers, 'idempotency-key': `quote-equals-${voucherIds?.[0] ?? 'auto'}` },
        '/api/v1/mobile/checkout/orders',
        { draft, agreeTerms: true, expectedTotal: quote.totals.totalPayment },
      );
      expect(placed.status).toBe(200);
      const [order] = await t.ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, placed.body.data?.checkoutId as string));
      expect(order?.shopDiscount).toBe(quote.totals.shopDiscount);
      expect(placed.body.data?.totalPayment).toBe(quote.totals.totalPayment);
    }
  });
});
