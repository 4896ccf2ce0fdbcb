import { describe, expect, it } from 'vitest';
import type { CartItemView, CartView } from './cart-api';
import { withSelection } from './optimistic-selection';

const item = (id: string, isSelected = false): CartItemView =>
  ({ _id: id, is_selected: isSelected, invalid_reason: null }) as CartItemView;

const cart = (): CartView =>
  ({
    valid: [
      {
        shop: { _id: 'A', name: 'A', country: 'VN' },
        is_selected: false,
        items: [item('a1'), item('a2', true)],
      },
      { shop: { _id: 'B', name: 'B', country: 'VN' }, is_selected: false, items: [item('b1')] },
    ],
    invalid: [
      {
        shop: { _id: 'C', name: 'C', country: 'VN' },
        is_selected: false,
        items: [{ ...item('c1'), invalid_reason: 'sold_out' }],
      },
    ],
    number: 4,
    summary: { all_selected: false },
  }) as CartView;

const selected = (c: CartView) =>
  c.valid.flatMap((g) => g.items.filter((i) => i.is_selected).map((i) => i._id));

describe('withSelection', () => {
  it('ticks one line and the shop box when the shop is then complete', () => {
    const next = withSelection(cart(), { lineId: 'a1' }, true);
    expect(selected(next)).toEqual(['a1', 'a2']);
    expect(next.valid.map((g) => g.is_selected)).toEqual([true, false]);
    expect(next.summary.all_selected).toBe(false);
  });

  it('ticks a shop, or everything, never the invalid lines', () => {
    expect(selected(withSelection(cart(), { shopId: 'B' }, true))).toEqual(['a2', 'b1']);
    const all = withSelection(cart(), {}, true);
    expect(selected(all)).toEqual(['a1', 'a2', 'b1']);
    expect(all.summary.all_selected).toBe(true);
    expect(all.invalid[0]?.items[0]?.is_selected).toBe(false);
  });

  it('unticks, and leaves the original cart untouched', () => {
    const before = cart();
    const next = withSelection(before, {}, false);
    expect(selected(next)).toEqual([]);
    expect(selected(before)).toEqual(['a2']);
  });
});
