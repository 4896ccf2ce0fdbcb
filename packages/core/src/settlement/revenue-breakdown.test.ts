import { describe, expect, it } from 'vitest';
import { defaultFeeRules, type FeeRule } from './fee-rules';
import {
  type RevenueOrderFacts,
  type RevenueShopFacts,
  revenueBreakdown,
  settlementStateOf,
} from './revenue-breakdown';

const rules = defaultFeeRules('waived');
const shop: RevenueShopFacts = {
  businessType: 'personal',
  firstDay: '2025-03-10',
  settlementSchedule: 'regular',
};
/** 10:00 Vietnam time on a day. */
const at = (day: string) => new Date(`${day}T10:00:00+07:00`);

/** 2 × 150,000 ₫, shop voucher 30,000, platform voucher 20,000, shipping 32,000 of which 15,000 free. */
function order(over: Partial<RevenueOrderFacts> = {}): RevenueOrderFacts {
  return {
    placedAt: at('2026-03-10'),
    paymentMethod: 'VISA',
    shippingMethod: 'ghn',
    goodsTotal: 300_000,
    shippingFee: 32_000,
    shopDiscount: 30_000,
    platformDiscount: 20_000,
    shippingDiscount: 15_000,
    total: 267_000,
    taxVat: 2_700,
    taxPit: 1_350,
    items: [
      {
        id: 'a',
        quantity: 2,
        originalPrice: 200_000,
        unitPrice: 150_000,
        lineTotal: 300_000,
        sellerRevenue: 270_000,
        taxVat: 2_700,
        taxPit: 1_350,
      },
    ],
    discounts: [
      { code: 'SHOP30K', kind: 'shop', amount: 30_000, paidBy: 'seller' },
      { code: 'SAN20K', kind: 'platform', amount: 20_000, paidBy: 'platform' },
      { code: 'FREESHIP', kind: 'free_shipping', amount: 15_000, paidBy: 'platform' },
      { code: 'HOAN5', kind: 'cashback', amount: 5_000, paidBy: 'platform' },
    ],
    returns: [],
    ...over,
  };
}

describe('revenueBreakdown', () => {
  it('splits discounts by payer, shows the promotion saving, and charges fees after the first year', () => {
    const b = revenueBreakdown(order(), rules, shop);
    expect(b.goodsTotal).toBe(300_000);
    expect(b.promotionSaving).toBe(100_000);
    expect(b.sellerDiscounts).toEqual([{ code: 'SHOP30K', kind: 'shop', amount: 30_000 }]);
    expect(b.sellerDiscountTotal).toBe(30_000);
    // Cashback is the platform's and does not touch the order: left out.
    expect(b.platformDiscounts).toEqual([{ code: 'SAN20K', kind: 'platform', amount: 20_000 }]);
    expect(b.platformDiscountTotal).toBe(20_000);
    expect(b.goodsRevenue).toBe(270_000);
    expect(b.shipping).toEqual({
      fee: 32_000,
      buyerPaid: 17_000,
      platformSubsidy: 15_000,
      sellerSubsidy: 0,
      carrierCost: 32_000,
      international: 0,
      net: 0,
    });
    // On the anniversary: 3% of 270,000 and 4.91% of 267,000 = 13,109.7 -> 13,110.
    expect(b.fees.service).toMatchObject({
      amount: 8_100,
      fullAmount: 8_100,
      waiver: null,
      baseAmount: 270_000,
    });
    expect(b.fees.payment).toMatchObject({ amount: 13_110, waiver: null, baseAmount: 267_000 });
    expect(b.tax).toEqual({ withheld: true, vat: 2_700, pit: 1_350 });
    expect(b.net).toBe(270_000 - 8_100 - 13_110 - 2_700 - 1_350);
  });

  it('waives both fees the day before the first anniversary, and charges them on and after it', () => {
    const before = revenueBreakdown(order({ placedAt: at('2026-03-09') }), rules, shop);
    expect(before.fees.service).toMatchObject({
      amount: 0,
      fullAmount: 8_100,
      waiver: 'first_year',
      waivedUntil: '2026-03-10',
    });
    expect(before.fees.payment).toMatchObject({ amount: 0, fullAmount: 13_110, waiver: 'first_year' });
    expect(before.net).toBe(270_000 - 2_700 - 1_350);
    // 23:59 Vietnam time of the day before is still the first year; 00:00 of the anniversary is not.
    const lastMinute = revenueBreakdown(order({ placedAt: new Date('2026-03-09T16:59:00Z') }), rules, shop);
    expect(lastMinute.fees.service.amount).toBe(0);
    const midnight = revenueBreakdown(order({ placedAt: new Date('2026-03-09T17:00:00Z') }), rules, shop);
    expect(midnight.fees.service.amount).toBe(8_100);
    const after = revenueBreakdown(order({ placedAt: at('2026-03-11') }), rules, shop);
    expect(after.fees.payment.amount).toBe(13_110);
  });

  it('charges the year-one service fee under the 3% reading, still waiving the payment fee', () => {
    const b = revenueBreakdown(order({ placedAt: at('2026-03-09') }), defaultFeeRules('charged'), shop);
    expect(b.fees.service).toMatchObject({ amount: 8_100, waiver: null });
    expect(b.fees.payment).toMatchObject({ amount: 0, waiver: 'first_year' });
  });

  it('charges the payment fee in year one when the shop is not settled regularly', () => {
    const b = revenueBreakdown(order({ placedAt: at('2026-03-09') }), rules, {
      ...shop,
      settlementSchedule: 'on_demand',
    });
    expect(b.fees.payment.amount).toBe(13_110);
    expect(b.fees.service.amount).toBe(0);
  });

  it('charges nothing for a 0% rule or when no rule applies (COD with no COD rule)', () => {
    const zero: FeeRule[] = rules.map((r) => ({ ...r, rateBasisPoints: 0 }));
    const b = revenueBreakdown(order(), zero, shop);
    expect(b.fees.service).toMatchObject({ amount: 0, fullAmount: 0, waiver: null });
    const noCod = rules.filter((r) => r.id !== 'payment-fee-cod');
    const cod = revenueBreakdown(order({ paymentMethod: 'CASH' }), noCod, shop);
    expect(cod.fees.payment).toMatchObject({ amount: 0, waiver: 'no_rule', ruleId: null });
    const online = revenueBreakdown(order(), noCod, shop);
    expect(online.fees.payment.amount).toBe(13_110);
  });

  it('charges COD orders the COD rule on what the courier collects', () => {
    const b = revenueBreakdown(order({ paymentMethod: 'CASH' }), rules, shop);
    expect(b.fees.payment).toMatchObject({ ruleId: 'payment-fee-cod', amount: 13_110, baseAmount: 267_000 });
  });

  it('rounds fees half up per order', () => {
    // 3% of 50 = 1.5 -> 2; 3% of 49 = 1.47 -> 1.
    const small = (goods: number) =>
      revenueBreakdown(
        order({
          goodsTotal: goods,
          shopDiscount: 0,
          platformDiscount: 0,
          shippingDiscount: 0,
          shippingFee: 0,
          total: goods,
          taxVat: 0,
          taxPit: 0,
          discounts: [],
          items: [],
        }),
        rules,
        shop,
      ).fees.service.amount;
    expect(small(50)).toBe(2);
    expect(small(49)).toBe(1);
    expect(small(16)).toBe(0); // 0.48
    expect(small(17)).toBe(1); // 0.51
  });

  it('leaves nothing to charge on goods a shop voucher paid in full', () => {
    const b = revenueBreakdown(
      order({
        shopDiscount: 300_000,
        platformDiscount: 0,
        shippingDiscount: 0,
        total: 32_000,
        taxVat: 0,
        taxPit: 0,
        discounts: [{ code: 'FREE', kind: 'shop', amount: 300_000, paidBy: 'seller' }],
      }),
      rules,
      shop,
    );
    expect(b.goodsRevenue).toBe(0);
    expect(b.fees.service.amount).toBe(0);
    // The buyer still paid the shipping online: the payment fee is on it (4.91% of 32,000 = 1,571.2).
    expect(b.fees.payment.amount).toBe(1_571);
    expect(b.shipping.net).toBe(0);
    expect(b.net).toBe(-1_571);
  });

  it('withholds nothing for an enterprise', () => {
    const b = revenueBreakdown(order({ taxVat: 0, taxPit: 0 }), rules, {
      ...shop,
      businessType: 'enterprise',
    });
    expect(b.tax).toEqual({ withheld: false, vat: 0, pit: 0 });
    expect(b.net).toBe(270_000 - 8_100 - 13_110);
  });

  it('lets a shop that delivers itself keep the shipping fee, and charges it a shipping voucher it funds', () => {
    const b = revenueBreakdown(
      order({
        shippingMethod: 'self',
        discounts: [
          { code: 'SHOP30K', kind: 'shop', amount: 30_000, paidBy: 'seller' },
          { code: 'SAN20K', kind: 'platform', amount: 20_000, paidBy: 'platform' },
          { code: 'SHIPSHOP', kind: 'free_shipping', amount: 15_000, paidBy: 'seller' },
        ],
      }),
      rules,
      shop,
    );
    expect(b.shipping).toMatchObject({
      buyerPaid: 17_000,
      platformSubsidy: 0,
      sellerSubsidy: 15_000,
      carrierCost: 0,
      net: 17_000,
    });
  });

  it('gives a Korean shop the international leg the buyer paid: its own forwarder carries the parcel', () => {
    const b = revenueBreakdown(
      order({ shippingMethod: 'self', internationalShippingFee: 115_000, total: 267_000 + 115_000 }),
      rules,
      shop,
    );
    expect(b.shipping).toMatchObject({
      buyerPaid: 17_000,
      international: 115_000,
      carrierCost: 0,
      net: 147_000,
    });
  });

  it('falls back to the order columns when it has no discount rows', () => {
    const b = revenueBreakdown(order({ discounts: [] }), rules, shop);
    expect(b.sellerDiscountTotal).toBe(30_000);
    expect(b.platformDiscountTotal).toBe(20_000);
    expect(b.shipping.platformSubsidy).toBe(15_000);
  });

  it('offsets a refunded return: revenue and withholding of the returned units, fees on what is left', () => {
    const one = revenueBreakdown(
      order({
        returns: [{ items: [{ orderItemId: 'a', quantity: 1 }], itemsPaid: 125_000, refundAmount: 125_000 }],
      }),
      rules,
      shop,
    );
    expect(one.returns).toEqual({
      returnedRevenue: 135_000,
      vatOffset: 1_350,
      pitOffset: 675,
      extraCompensation: 0,
      refundTotal: 125_000,
      offset: 135_000 - 1_350 - 675,
    });
    // 3% of 135,000; 4.91% of 142,000 = 6,972.2.
    expect(one.fees.service.amount).toBe(4_050);
    expect(one.fees.payment.amount).toBe(6_972);
    expect(one.net).toBe(270_000 - 4_050 - 6_972 - 2_700 - 1_350 - (135_000 - 1_350 - 675));

    // The whole order back at 200% (fake goods): the seller also pays the compensation above the price.
    const all = revenueBreakdown(
      order({
        returns: [{ items: [{ orderItemId: 'a', quantity: 2 }], itemsPaid: 250_000, refundAmount: 500_000 }],
      }),
      rules,
      shop,
    );
    expect(all.returns).toMatchObject({
      returnedRevenue: 270_000,
      vatOffset: 2_700,
      pitOffset: 1_350,
      extraCompensation: 250_000,
    });
    expect(all.fees.service.amount).toBe(0);
    expect(all.fees.payment.amount).toBe(0);
    expect(all.net).toBe(-250_000);
  });

  it('refuses amounts that are not whole dong', () => {
    expect(() => revenueBreakdown(order({ total: 1.5 }), rules, shop)).toThrow(RangeError);
    expect(() => revenueBreakdown(order({ total: -1 }), rules, shop)).toThrow(RangeError);
  });
});

describe('settlementStateOf', () => {
  const completedAt = new Date('2026-03-20T00:00:00Z');
  it('is pending until completion and settled after; cancelled and unpaid orders earn nothing', () => {
    expect(settlementStateOf({ status: 'delivered', paymentStatus: 'paid', completedAt: null })).toBe(
      'pending',
    );
    expect(settlementStateOf({ status: 'delivered', paymentStatus: 'paid', completedAt })).toBe('settled');
    expect(
      settlementStateOf({ status: 'awaiting_confirmation', paymentStatus: 'cod', completedAt: null }),
    ).toBe('pending');
    expect(settlementStateOf({ status: 'return_refund', paymentStatus: 'paid', completedAt: null })).toBe(
      'pending',
    );
    expect(settlementStateOf({ status: 'return_refund', paymentStatus: 'refunded', completedAt })).toBe(
      'settled',
    );
    expect(
      settlementStateOf({ status: 'cancelled', paymentStatus: 'refunded', completedAt: null }),
    ).toBeNull();
    expect(settlementStateOf({ status: 'pending', paymentStatus: 'unpaid', completedAt: null })).toBeNull();
  });
});
