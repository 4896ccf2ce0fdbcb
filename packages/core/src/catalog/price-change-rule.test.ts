import { describe, expect, it } from 'vitest';
import { canChangePrice, priceRuleApplies, pricesChanged } from './price-change-rule';

const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);

describe('price change rule', () => {
  it('allows the first change with 3 left', () => {
    expect(canChangePrice({ changes: [], now: t0 })).toEqual({
      allowed: true,
      changesLeft: 3,
      allowedFrom: null,
    });
  });

  it('locks for 14 days after a change: refused at day 13, allowed at day 14', () => {
    const d13 = canChangePrice({ changes: [t0], now: at(13) });
    expect(d13).toMatchObject({ allowed: false, reason: 'lockout', changesLeft: 2 });
    expect(d13.allowedFrom).toEqual(at(14));
    expect(canChangePrice({ changes: [t0], now: new Date(at(14).getTime() - 1) }).allowed).toBe(false);
    expect(canChangePrice({ changes: [t0], now: at(14) })).toMatchObject({ allowed: true, changesLeft: 2 });
  });

  it('refuses a 4th change within the 90-day window, and frees a slot when the oldest leaves', () => {
    const changes = [t0, at(14), at(28)];
    const fourth = canChangePrice({ changes, now: at(42) });
    expect(fourth).toMatchObject({ allowed: false, reason: 'limit', changesLeft: 0 });
    expect(fourth.allowedFrom).toEqual(at(90));
    expect(canChangePrice({ changes, now: at(89) }).allowed).toBe(false);
    expect(canChangePrice({ changes, now: at(90) })).toMatchObject({ allowed: true, changesLeft: 1 });
  });

  it('applies to live products only', () => {
    expect(priceRuleApplies('approved')).toBe(true);
    expect(priceRuleApplies('hidden')).toBe(true);
    expect(priceRuleApplies('draft')).toBe(false);
    expect(priceRuleApplies('pending')).toBe(false);
    expect(priceRuleApplies('rejected')).toBe(false);
  });

  it('counts a price or sale price change of a kept variant, not stock or new variants', () => {
    const before = [{ key: 'Đen', price: 100_000, salePrice: null }];
    expect(pricesChanged(before, [{ key: 'Đen', price: 100_000, salePrice: null }])).toBe(false);
    expect(pricesChanged(before, [{ key: 'Đen', price: 120_000, salePrice: null }])).toBe(true);
    expect(pricesChanged(before, [{ key: 'Đen', price: 100_000, salePrice: 90_000 }])).toBe(true);
    expect(pricesChanged(before, [{ key: 'Trắng', price: 1, salePrice: null }])).toBe(false);
  });
});
