import { describe, expect, it } from 'vitest';
import type { SelectionTotals } from '../vouchers/voucher-selection';
import { checkoutTotals } from './checkout-totals';
import { commonPaymentMethods, paymentAcceptanceProblem } from './payment-acceptance';
import { splitProportionally } from './split-amount';

const none: SelectionTotals = {
  applied: [],
  refused: [],
  shopDiscount: 0,
  platformDiscount: 0,
  shippingDiscount: 0,
  cashback: 0,
  saving: 0,
};

describe('splitProportionally', () => {
  it('adds up exactly and follows the weights', () => {
    expect(splitProportionally(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(splitProportionally(10_000, [300_000, 100_000])).toEqual([7_500, 2_500]);
    const pieces = splitProportionally(99_999, [123_457, 7, 876_543]);
    expect(pieces.reduce((a, b) => a + b, 0)).toBe(99_999);
  });

  it('never gives a part more than its weight, and nothing for nothing', () => {
    expect(splitProportionally(500, [100, 200])).toEqual([100, 200]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(splitProportionally(50, [0, 0])).toEqual([0, 0]);
  });
});

describe('checkoutTotals', () => {
  const shops = [
    { shopId: 'a', goods: 300_000, shippingFee: 30_000 },
    { shopId: 'b', goods: 100_000, shippingFee: 20_000 },
  ];

  it('without vouchers is goods plus shipping', () => {
    const totals = checkoutTotals(shops, none);
    expect(totals).toMatchObject({ goods: 400_000, shipping: 50_000, totalPayment: 450_000 });
    expect(totals.shops.map((s) => s.total)).toEqual([330_000, 120_000]);
  });

  it('keeps shop discounts on their shop and splits platform and shipping discounts', () => {
    const totals = checkoutTotals(shops, {
      ...none,
      applied: [
        { voucherId: 'v1', code: 'SHOPA', amount: 100_000, paidBy: 'seller', shopId: 'a' },
        { voucherId: 'v2', code: 'ALL', amount: 30_000, paidBy: 'platform', shopId: null },
        { voucherId: 'v3', code: 'SHIP', amount: 25_000, paidBy: 'platform', shopId: null },
      ],
      shopDiscount: 100_000,
      platformDiscount: 30_000,
      shippingDiscount: 25_000,
      cashback: 5_000,
    });
    // After shop a's voucher both shops have 200k and 100k of goods: platform 20k + 10k.
    expect(totals.shops.map((s) => [s.shopDiscount, s.platformDiscount, s.shippingDiscount])).toEqual([
      [100_000, 20_000, 15_000],
      [0, 10_000, 10_000],
    ]);
    expect(totals.totalPayment).toBe(450_000 - 155_000);
    expect(totals.shops.reduce((sum, s) => sum + s.total, 0)).toBe(totals.totalPayment);
    expect(totals.cashback).toBe(5_000);
  });

  it("adds a Korean shop's international leg to its order, untouched by the free-shipping voucher", () => {
    const totals = checkoutTotals(
      [
        { shopId: 'vn', goods: 100_000, shippingFee: 20_000 },
        { shopId: 'ko', goods: 300_000, shippingFee: 30_000, internationalShippingFee: 115_000 },
      ],
      { ...none, shippingDiscount: 50_000 },
    );
    expect(totals).toMatchObject({
      shipping: 50_000,
      internationalShipping: 115_000,
      shippingDiscount: 50_000,
    });
    expect(totals.shops.map((s) => [s.internationalShippingFee, s.shippingDiscount, s.total])).toEqual([
      [0, 20_000, 100_000],
      [115_000, 30_000, 415_000],
    ]);
    expect(totals.totalPayment).toBe(515_000);
  });
});

describe('payment acceptance', () => {
  const all = ['CASH', 'EWALLET', 'VNPAYQR'];
  it('accepts a method every shop takes', () => {
    expect(paymentAcceptanceProblem('CASH', [all, all])).toBeNull();
  });
  it('one shop refusing is "not applied by shop"', () => {
    expect(paymentAcceptanceProblem('CASH', [['EWALLET']])).toBe('PAYMENT_METHOD_NOT_APPLIED_BY_SHOP');
    expect(paymentAcceptanceProblem('JCB', [all, all])).toBe('PAYMENT_METHOD_NOT_APPLIED_BY_SHOP');
  });
  it('shops that disagree must be split', () => {
    expect(paymentAcceptanceProblem('CASH', [all, ['EWALLET']])).toBe('PAYMENT_METHOD_NOT_SYNCHRONIZED');
  });
  it('lists the methods all shops share', () => {
    expect(commonPaymentMethods([all, ['EWALLET', 'CASH']])).toEqual(['CASH', 'EWALLET']);
  });
});
