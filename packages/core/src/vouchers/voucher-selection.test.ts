import { describe, expect, it } from 'vitest';
import { applySelection, bestSelection, conflictingSlot } from './voucher-selection';
import { draft, shop, voucher } from './voucher-test-data';

const twoShops = draft({
  shops: [
    shop({ shopId: 's1', items: [{ productId: 'p1', amount: 300_000 }] }),
    shop({ shopId: 's2', items: [{ productId: 'p2', amount: 200_000 }], shippingFee: 20_000 }),
  ],
});

describe('conflictingSlot', () => {
  it('allows one platform voucher, one free-shipping voucher and one voucher per shop', () => {
    const allowed = [
      voucher({ id: 'a' }),
      voucher({ id: 'b', kind: 'free_shipping' }),
      voucher({ id: 'c', kind: 'shop', shopId: 's1' }),
      voucher({ id: 'd', kind: 'shop', shopId: 's2' }),
    ];
    expect(conflictingSlot(allowed)).toBeNull();
    expect(conflictingSlot([voucher({ id: 'a' }), voucher({ id: 'b', kind: 'cashback' })])).toBe('platform');
    expect(
      conflictingSlot([
        voucher({ id: 'a', kind: 'shop', shopId: 's1' }),
        voucher({ id: 'b', kind: 'shop', shopId: 's1' }),
      ]),
    ).toBe('shop:s1');
    expect(
      conflictingSlot([voucher({ kind: 'free_shipping' }), voucher({ id: 'x', kind: 'free_shipping' })]),
    ).toBe('free_shipping');
  });
});

describe('applySelection', () => {
  it('gives the totals of product.md §3, each discount with who pays for it', () => {
    const totals = applySelection(
      [
        voucher({ id: 'p', discount: { type: 'percent', value: 10, maxDiscount: null } }),
        voucher({
          id: 's',
          kind: 'shop',
          shopId: 's1',
          discount: { type: 'price', value: 50_000, maxDiscount: null },
        }),
        voucher({
          id: 'f',
          kind: 'free_shipping',
          discount: { type: 'price', value: 100_000, maxDiscount: null },
        }),
      ],
      twoShops,
    );
    expect(totals.shopDiscount).toBe(50_000);
    // 10% of the 450,000 left after the shop voucher.
    expect(totals.platformDiscount).toBe(45_000);
    expect(totals.shippingDiscount).toBe(50_000);
    expect(totals.saving).toBe(145_000);
    expect(totals.applied.map((a) => [a.voucherId, a.paidBy])).toEqual([
      ['s', 'seller'],
      ['p', 'platform'],
      ['f', 'platform'],
    ]);
  });

  it('keeps cashback apart from money off now', () => {
    const totals = applySelection([voucher({ kind: 'cashback' })], twoShops);
    expect(totals.cashback).toBe(10_000);
    expect(totals.platformDiscount).toBe(0);
  });

  it('refuses, with the reason, a voucher that no longer applies', () => {
    const totals = applySelection(
      [voucher({ kind: 'free_shipping' })],
      draft({ shops: [shop({ express: true })] }),
    );
    expect(totals.refused).toEqual([{ voucherId: 'v1', reason: 'express_shipping' }]);
    expect(totals.saving).toBe(0);
  });
});

describe('bestSelection', () => {
  it('takes the biggest voucher of each slot when they do not interact', () => {
    const best = bestSelection(
      [
        voucher({ id: 'small', discount: { type: 'price', value: 5_000, maxDiscount: null } }),
        voucher({ id: 'big', discount: { type: 'price', value: 20_000, maxDiscount: null } }),
        voucher({
          id: 's1',
          kind: 'shop',
          shopId: 's1',
          discount: { type: 'price', value: 30_000, maxDiscount: null },
        }),
        voucher({
          id: 'ship',
          kind: 'free_shipping',
          discount: { type: 'price', value: 15_000, maxDiscount: null },
        }),
      ],
      twoShops,
    );
    expect(best.applied.map((a) => a.voucherId).sort()).toEqual(['big', 's1', 'ship']);
    expect(best.saving).toBe(65_000);
  });

  it('gives up a shop voucher when it would push the order under a better platform voucher', () => {
    // Shop voucher: 20,000 off, leaving 480,000. Platform: 100,000 off from 500,000.
    const best = bestSelection(
      [
        voucher({
          id: 'shop',
          kind: 'shop',
          shopId: 's1',
          discount: { type: 'price', value: 20_000, maxDiscount: null },
        }),
        voucher({
          id: 'plat',
          minOrderValue: 500_000,
          discount: { type: 'price', value: 100_000, maxDiscount: null },
        }),
      ],
      twoShops,
    );
    // Both together are not allowed (480,000 is under the minimum): the platform one alone wins.
    expect(best.applied.map((a) => a.voucherId)).toEqual(['plat']);
    expect(best.saving).toBe(100_000);
  });

  it('prefers money off now over the same cashback, and skips vouchers that do not apply', () => {
    const best = bestSelection(
      [
        voucher({ id: 'cash', kind: 'cashback' }),
        voucher({ id: 'off' }),
        voucher({
          id: 'late',
          endsAt: new Date('2020-01-01'),
          discount: { type: 'price', value: 90_000, maxDiscount: null },
        }),
      ],
      twoShops,
    );
    expect(best.applied.map((a) => a.voucherId)).toEqual(['off']);
  });

  it('answers an empty choice when nothing applies', () => {
    expect(bestSelection([], twoShops).saving).toBe(0);
  });
});
