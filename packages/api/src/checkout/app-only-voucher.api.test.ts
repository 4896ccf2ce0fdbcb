import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { putInCart } from '../testing/order-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import { insertVoucher } from '../vouchers/voucher-test-fixtures';
import type { CheckoutQuote } from './checkout-answer-schemas';

/**
 * An app-only voucher is kept for the app (the API clients that send their device id in From)
 * and never offered on the web, where no one can use it.
 */
describe('app-only vouchers at checkout', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('is applied for the app and not suggested on the web', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 5, price: 200_000 }],
    });
    const voucher = await insertVoucher(t.ctx.database.db, t.ctx.now(), {
      kind: 'shop',
      shopId: world.shop.id,
      name: 'Chỉ trên ứng dụng',
      appOnly: true,
      value: 30_000,
      minOrderValue: 0,
    });
    const buyer = await insertBuyer(t.ctx);
    await putInCart(t.ctx, buyer.userId, world.variantIds[0] as string, 1);
    const quote = async (extra: Record<string, string>) => {
      const res = await t.api.request('/api/v1/mobile/checkout/quote', {
        method: 'POST',
        headers: { ...buyer.headers, ...extra, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: CheckoutQuote }).data;
    };

    const web = await quote({});
    expect(web.vouchers.options.map((o) => o.id)).not.toContain(voucher.id);
    expect(web.vouchers.bestVoucherIds).not.toContain(voucher.id);

    const app = await quote({ from: 'android-device-1' });
    expect(app.vouchers.bestVoucherIds).toContain(voucher.id);
    expect(app.totals.totalPayment).toBe(web.totals.totalPayment - 30_000);
  });
});
