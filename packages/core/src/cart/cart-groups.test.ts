import { describe, expect, it } from 'vitest';
import { type GroupableLine, groupCart, isLineSelected, summariseSelection } from './cart-groups';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));

const line = (id: string, overrides: Partial<GroupableLine> = {}): GroupableLine => ({
  id,
  shopId: 'shop-a',
  addedAt: at(0),
  invalidReason: null,
  isSelected: false,
  quantity: 1,
  unitPrice: 100_000,
  originalPrice: 100_000,
  ...overrides,
});

const ids = (groups: { shopId: string; lines: { id: string }[] }[]) =>
  groups.map((g) => [g.shopId, g.lines.map((l) => l.id)]);

describe('groupCart', () => {
  it('groups by shop, the shop with the newest line first, newest line first within a shop', () => {
    const cart = groupCart([
      line('a1', { shopId: 'A', addedAt: at(1) }),
      line('b1', { shopId: 'B', addedAt: at(2) }),
      line('a2', { shopId: 'A', addedAt: at(3) }),
      line('c1', { shopId: 'C', addedAt: at(0) }),
    ]);
    expect(ids(cart.valid)).toEqual([
      ['A', ['a2', 'a1']],
      ['B', ['b1']],
      ['C', ['c1']],
    ]);
    expect(cart.invalid).toEqual([]);
  });

  it('puts lines that cannot be bought in their own groups, by shop', () => {
    const cart = groupCart([
      line('a1', { shopId: 'A', addedAt: at(1) }),
      line('a2', { shopId: 'A', addedAt: at(2), invalidReason: 'sold_out' }),
      line('b1', { shopId: 'B', addedAt: at(3), invalidReason: 'shop_paused' }),
      line('b2', { shopId: 'B', addedAt: at(4), invalidReason: 'shop_paused' }),
    ]);
    expect(ids(cart.valid)).toEqual([['A', ['a1']]]);
    expect(ids(cart.invalid)).toEqual([
      ['B', ['b2', 'b1']],
      ['A', ['a2']],
    ]);
  });

  it('breaks equal times by id so the order is stable', () => {
    const cart = groupCart([line('z'), line('m'), line('b')]);
    expect(ids(cart.valid)).toEqual([['shop-a', ['b', 'm', 'z']]]);
  });

  it('does not reorder the caller’s array', () => {
    const lines = [line('a', { addedAt: at(1) }), line('b', { addedAt: at(2) })];
    groupCart(lines);
    expect(lines.map((l) => l.id)).toEqual(['a', 'b']);
  });
});

describe('summariseSelection', () => {
  it('adds up the selected valid lines only', () => {
    const summary = summariseSelection([
      line('a', { isSelected: true, quantity: 2, unitPrice: 99_000, originalPrice: 200_000 }),
      line('b', { isSelected: true, quantity: 1, unitPrice: 150_000, originalPrice: 150_000 }),
      line('c', { isSelected: false, quantity: 5 }),
      line('d', { isSelected: true, quantity: 3, invalidReason: 'sold_out' }),
    ]);
    expect(summary).toEqual({
      count: 2,
      units: 3,
      goodsTotal: 348_000,
      originalTotal: 550_000,
      saving: 202_000,
      selectableCount: 3,
      allSelected: false,
    });
  });

  it('ticks select-all when every valid line is selected, invalid ones aside', () => {
    const summary = summariseSelection([
      line('a', { isSelected: true }),
      line('b', { isSelected: false, invalidReason: 'product_unavailable' }),
    ]);
    expect(summary.allSelected).toBe(true);
    expect(summary.count).toBe(1);
  });

  it('is all zero and not all-selected for an empty cart or nothing selectable', () => {
    const empty = summariseSelection([]);
    expect(empty).toEqual({
      count: 0,
      units: 0,
      goodsTotal: 0,
      originalTotal: 0,
      saving: 0,
      selectableCount: 0,
      allSelected: false,
    });
    expect(summariseSelection([line('a', { isSelected: true, invalidReason: 'sold_out' })]).allSelected).toBe(
      false,
    );
  });

  it('never reports a negative saving when a price rose above the regular one', () => {
    const summary = summariseSelection([
      line('a', { isSelected: true, unitPrice: 120_000, originalPrice: 100_000 }),
    ]);
    expect(summary.saving).toBe(0);
  });
});

describe('isLineSelected', () => {
  it('is false for an invalid line even when stored as selected', () => {
    expect(isLineSelected({ isSelected: true, invalidReason: null })).toBe(true);
    expect(isLineSelected({ isSelected: true, invalidReason: 'variant_unavailable' })).toBe(false);
    expect(isLineSelected({ isSelected: false, invalidReason: null })).toBe(false);
  });
});
