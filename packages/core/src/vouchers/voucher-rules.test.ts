import { describe, expect, it } from 'vitest';
import { discountOn, evaluateVoucher, type VoucherResult } from './voucher-rules';
import { draft, NOW, shop, voucher } from './voucher-test-data';

const amount = (r: VoucherResult) => (r.ok ? r.amount : r.reason);

describe('discountOn', () => {
  it('takes a fixed amount, never more than the base', () => {
    expect(discountOn({ type: 'price', value: 10_000, maxDiscount: null }, 50_000)).toBe(10_000);
    expect(discountOn({ type: 'price', value: 10_000, maxDiscount: null }, 8_000)).toBe(8_000);
    expect(discountOn({ type: 'price', value: 10_000, maxDiscount: null }, 0)).toBe(0);
  });

  it('takes a percent rounded down, capped by the maximum discount', () => {
    expect(discountOn({ type: 'percent', value: 10, maxDiscount: null }, 199_999)).toBe(19_999);
    expect(discountOn({ type: 'percent', value: 10, maxDiscount: 15_000 }, 200_000)).toBe(15_000);
    expect(discountOn({ type: 'percent', value: 10, maxDiscount: 15_000 }, 150_000)).toBe(15_000);
    expect(discountOn({ type: 'percent', value: 10, maxDiscount: 15_000 }, 149_990)).toBe(14_999);
  });

  it('reads the value from the price range the base falls in, ends excluded', () => {
    const ranges = [
      { from: 100_000, to: 300_000, value: 10_000 },
      { from: 300_000, to: null, value: 30_000 },
    ];
    const d = { type: 'price' as const, value: 0, maxDiscount: null, ranges };
    expect(discountOn(d, 99_999)).toBe(0);
    expect(discountOn(d, 100_000)).toBe(10_000);
    expect(discountOn(d, 299_999)).toBe(10_000);
    expect(discountOn(d, 300_000)).toBe(30_000);
    expect(discountOn({ ...d, type: 'percent', maxDiscount: 20_000 }, 300_000)).toBe(20_000);
  });
});

describe('evaluateVoucher', () => {
  it('applies within its dates: from the start, not at the end', () => {
    expect(amount(evaluateVoucher(voucher({ startsAt: NOW }), draft()))).toBe(10_000);
    expect(amount(evaluateVoucher(voucher({ startsAt: new Date(NOW.getTime() + 1) }), draft()))).toBe(
      'not_started',
    );
    expect(amount(evaluateVoucher(voucher({ endsAt: NOW }), draft()))).toBe('expired');
  });

  it('stops when its uses or budget are gone, and never gives more than the budget left', () => {
    expect(amount(evaluateVoucher(voucher({ usageLimit: 5, usedCount: 4 }), draft()))).toBe(10_000);
    expect(amount(evaluateVoucher(voucher({ usageLimit: 5, usedCount: 5 }), draft()))).toBe(
      'usage_exhausted',
    );
    expect(amount(evaluateVoucher(voucher({ budget: 100_000, budgetUsed: 100_000 }), draft()))).toBe(
      'budget_exhausted',
    );
    expect(amount(evaluateVoucher(voucher({ budget: 100_000, budgetUsed: 96_000 }), draft()))).toBe(4_000);
  });

  it('limits each buyer per day', () => {
    const v = voucher({ perUserPerDay: 2 });
    expect(amount(evaluateVoucher(v, draft({ usesToday: { v1: 1 } })))).toBe(10_000);
    expect(amount(evaluateVoucher(v, draft({ usesToday: { v1: 2 } })))).toBe('per_user_day_limit');
  });

  it('checks the minimum order value on the eligible goods, at the bound', () => {
    expect(amount(evaluateVoucher(voucher({ minOrderValue: 200_000 }), draft()))).toBe(10_000);
    expect(amount(evaluateVoucher(voucher({ minOrderValue: 200_001 }), draft()))).toBe('min_order_value');
  });

  it('keeps to its users, shops, first purchases, payment methods and the app', () => {
    expect(amount(evaluateVoucher(voucher({ conditions: { userIds: ['u2'] } }), draft()))).toBe(
      'not_for_user',
    );
    expect(amount(evaluateVoucher(voucher({ conditions: { userIds: ['u1'] } }), draft()))).toBe(10_000);
    expect(amount(evaluateVoucher(voucher({ conditions: { shopIds: ['s9'] } }), draft()))).toBe(
      'not_for_shop',
    );
    const first = voucher({ conditions: { firstPurchaseOnly: true } });
    expect(amount(evaluateVoucher(first, draft()))).toBe('first_purchase_only');
    expect(amount(evaluateVoucher(first, draft({ isFirstPurchase: true })))).toBe(10_000);
    const vnpay = voucher({ conditions: { paymentMethods: ['VNPAY_QR'] } });
    expect(amount(evaluateVoucher(vnpay, draft()))).toBe('payment_method');
    expect(amount(evaluateVoucher(vnpay, draft({ paymentMethod: 'VNPAY_QR' })))).toBe(10_000);
    const app = voucher({ conditions: { appOnly: true } });
    expect(amount(evaluateVoucher(app, draft()))).toBe('app_only');
    expect(amount(evaluateVoucher(app, draft({ channel: 'app' })))).toBe(10_000);
    const ghtk = voucher({ conditions: { shippingMethods: ['ghtk'] } });
    expect(amount(evaluateVoucher(ghtk, draft()))).toBe('shipping_method');
  });

  it('covers only its products when it has a product scope', () => {
    const order = draft({
      shops: [
        shop({
          items: [
            { productId: 'p1', amount: 200_000 },
            { productId: 'p2', amount: 100_000 },
          ],
        }),
      ],
    });
    const scoped = voucher({
      productIds: ['p2'],
      discount: { type: 'percent', value: 10, maxDiscount: null },
    });
    expect(amount(evaluateVoucher(scoped, order))).toBe(10_000);
    expect(amount(evaluateVoucher(voucher({ productIds: ['p9'] }), order))).toBe('no_eligible_products');
    expect(amount(evaluateVoucher({ ...scoped, minOrderValue: 150_000 }, order))).toBe('min_order_value');
  });

  it('gives a shop voucher to its own shop only, paid by the seller', () => {
    const order = draft({
      shops: [shop(), shop({ shopId: 's2', items: [{ productId: 'p3', amount: 500_000 }] })],
    });
    const own = voucher({
      kind: 'shop',
      shopId: 's2',
      discount: { type: 'percent', value: 10, maxDiscount: null },
    });
    expect(evaluateVoucher(own, order)).toEqual({ ok: true, amount: 50_000, paidBy: 'seller', shopId: 's2' });
    expect(amount(evaluateVoucher({ ...own, shopId: 's9' }, order))).toBe('not_for_shop');
  });

  it('pays the shipping fees with a free-shipping voucher, never with express delivery', () => {
    const free = voucher({
      kind: 'free_shipping',
      discount: { type: 'price', value: 25_000, maxDiscount: null },
    });
    expect(evaluateVoucher(free, draft())).toEqual({
      ok: true,
      amount: 25_000,
      paidBy: 'platform',
      shopId: null,
    });
    expect(amount(evaluateVoucher(free, draft({ shops: [shop({ shippingFee: 18_000 })] })))).toBe(18_000);
    expect(amount(evaluateVoucher(free, draft({ shops: [shop({ express: true })] })))).toBe(
      'express_shipping',
    );
  });

  it('applies a platform voucher to what is left after shop vouchers', () => {
    const pct = voucher({ discount: { type: 'percent', value: 10, maxDiscount: null } });
    expect(amount(evaluateVoucher(pct, draft(), 150_000))).toBe(15_000);
    // Its minimum counts the same goods.
    expect(amount(evaluateVoucher({ ...pct, minOrderValue: 150_000 }, draft(), 150_000))).toBe(15_000);
    expect(amount(evaluateVoucher({ ...pct, minOrderValue: 150_001 }, draft(), 150_000))).toBe(
      'min_order_value',
    );
  });
});
