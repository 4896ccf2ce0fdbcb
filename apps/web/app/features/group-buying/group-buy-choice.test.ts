import type { ProductVariantView } from '@cho-dep/core/catalog/product-detail';
import { describe, expect, it } from 'vitest';
import { joinOption, savedPercent, seatOptions } from './group-buy-choice';
import type { ProductGroupBuy } from './group-buy-types';

const variant = (id: string, price: number, soldOut = false): ProductVariantView => ({
  id,
  optionValues: [{ name: 'Size', value: id.toUpperCase() }],
  price,
  salePrice: null,
  stock: soldOut ? 0 : 5,
  soldOut,
});
const item = (itemId: string, variantId: string | null, teamPrice: number, remaining = 5) =>
  ({
    itemId,
    programId: 'p',
    variantId,
    teamPrice,
    maxDiscount: null,
    teamSize: 3,
    windowHours: 24,
    remaining,
    perOrderLimit: null,
    perUserLimit: null,
    programEndsAt: '2026-12-01T00:00:00Z',
  }) satisfies ProductGroupBuy['items'][number];

describe('group-buy seat options', () => {
  const variants = [variant('s', 100_000), variant('m', 120_000), variant('l', 120_000, true)];

  it('a program by product offers every variant in stock', () => {
    const options = seatOptions([item('a', null, 80_000)], variants);
    expect(options.map((o) => [o.variant.id, o.label, o.alonePrice])).toEqual([
      ['s', 'S', 100_000],
      ['m', 'M', 120_000],
    ]);
  });

  it('a program by variant offers its variants; the cheaper team price wins; used-up items are left out', () => {
    const options = seatOptions(
      [item('b', 'm', 90_000), item('a', null, 95_000), item('c', 's', 1, 0)],
      variants,
    );
    expect(options.map((o) => [o.variant.id, o.item.itemId])).toEqual([
      ['m', 'b'],
      ['s', 'a'],
    ]);
    expect(joinOption(options, 'a', options[0])?.variant.id).toBe('s');
    expect(joinOption(options, 'b', options[0])?.variant.id).toBe('m');
  });

  it('saving in whole percent', () => {
    expect(savedPercent(79_000, 100_000)).toBe(21);
    expect(savedPercent(100_000, 100_000)).toBe(0);
    expect(savedPercent(1, 0)).toBe(0);
  });
});
