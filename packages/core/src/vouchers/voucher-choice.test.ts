import { describe, expect, it } from 'vitest';
import { chooseVouchers } from './voucher-choice';
import { applySelection } from './voucher-selection';
import { draft, shop, voucher } from './voucher-test-data';

const order = draft({ shops: [shop({ items: [{ productId: 'p1', amount: 450_000 }] })] });
const fifty = voucher({
  id: 'fifty',
  code: 'MKF50K',
  kind: 'shop',
  shopId: 's1',
  discount: { type: 'price', value: 50_000, maxDiscount: null },
  minOrderValue: 399_000,
});
const tenPercent = voucher({
  id: 'ten',
  code: 'MKF10',
  kind: 'shop',
  shopId: 's1',
  discount: { type: 'percent', value: 10, maxDiscount: 40_000 },
});

describe('applySelection and slots', () => {
  it('never adds up two vouchers of one slot: the second is refused as slot_taken', () => {
    const totals = applySelection([fifty, tenPercent], order);
    expect(totals.shopDiscount).toBe(50_000);
    expect(totals.refused).toEqual([{ voucherId: 'ten', reason: 'slot_taken' }]);
  });
});

describe('chooseVouchers', () => {
  it('without a choice, takes the best combination and has no problem', () => {
    const choice = chooseVouchers({
      candidates: [fifty, tenPercent],
      wanted: undefined,
      named: [],
      draft: order,
    });
    expect(choice.auto).toBe(true);
    expect(choice.selection.shopDiscount).toBe(50_000);
    expect(choice.problems).toEqual([]);
  });

  it('refuses two vouchers of one shop with VOUCHER_CONFLICT, counting only the first named', () => {
    const choice = chooseVouchers({
      candidates: [fifty, tenPercent],
      wanted: ['ten', 'fifty'],
      named: [],
      draft: order,
    });
    expect(choice.selection.shopDiscount).toBe(40_000);
    expect(choice.problems).toEqual([{ code: 'VOUCHER_CONFLICT', shopId: 's1' }]);
  });

  it('names a voucher that is not among the candidates as not applicable', () => {
    const other = voucher({ id: 'other', code: 'KHAC' });
    const choice = chooseVouchers({ candidates: [fifty], wanted: ['other'], named: [other], draft: order });
    expect(choice.selection.saving).toBe(0);
    expect(choice.problems).toEqual([
      { code: 'VOUCHER_NOT_APPLICABLE', shopId: null, params: { code: 'KHAC' } },
    ]);
  });

  it('gives the reason of a chosen voucher that does not apply', () => {
    const shipping = voucher({ id: 'ship', kind: 'free_shipping' });
    const express = draft({ shops: [shop({ express: true })] });
    const choice = chooseVouchers({ candidates: [shipping], wanted: ['ship'], named: [], draft: express });
    expect(choice.problems).toEqual([{ code: 'EXPRESS_SHIPPING_VOUCHER', shopId: null }]);
    const small = chooseVouchers({
      candidates: [fifty],
      wanted: ['fifty'],
      named: [],
      draft: draft(),
    });
    expect(small.problems).toEqual([
      { code: 'VOUCHER_NOT_APPLICABLE', shopId: 's1', params: { code: 'MKF50K' } },
    ]);
  });
});
