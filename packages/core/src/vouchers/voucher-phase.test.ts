import { describe, expect, it } from 'vitest';
import { type RunningVoucherTerms, runningVoucherChangeErrors, voucherPhase } from './voucher-phase';

const startsAt = new Date('2026-12-01T00:00:00Z');
const endsAt = new Date('2026-12-10T00:00:00Z');
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

describe('voucherPhase', () => {
  it('is upcoming until the start, running from the start, ended from the end', () => {
    const v = { startsAt, endsAt, endedAt: null };
    expect(voucherPhase(v, ms(startsAt, -1))).toBe('upcoming');
    expect(voucherPhase(v, startsAt)).toBe('running');
    expect(voucherPhase(v, ms(endsAt, -1))).toBe('running');
    expect(voucherPhase(v, endsAt)).toBe('ended');
  });

  it('is ended from the moment its owner ended it early, and running just before', () => {
    const endedAt = new Date('2026-12-05T00:00:00Z');
    const v = { startsAt, endsAt, endedAt };
    expect(voucherPhase(v, ms(endedAt, -1))).toBe('running');
    expect(voucherPhase(v, endedAt)).toBe('ended');
  });
});

describe('runningVoucherChangeErrors', () => {
  const base: RunningVoucherTerms = {
    code: 'SALE10',
    kind: 'shop',
    discountType: 'price',
    value: 10_000,
    maxDiscount: null,
    minOrderValue: 100_000,
    budget: 1_000_000,
    saveLimit: 100,
    usageLimit: 100,
    perUserPerDay: 1,
    startsAt,
    endsAt,
    display: 'all',
    productIds: ['a', 'b'],
    ranges: [],
    conditions: {},
  };

  it('allows the same terms, a later end, higher or unlimited quantities and budget, products reordered', () => {
    expect(runningVoucherChangeErrors(base, { ...base, productIds: ['b', 'a'] })).toEqual([]);
    expect(
      runningVoucherChangeErrors(base, {
        ...base,
        endsAt: ms(endsAt, 1),
        budget: 1_000_001,
        saveLimit: 101,
        usageLimit: null,
      }),
    ).toEqual([]);
  });

  it('refuses an earlier end and lower or newly limited quantities, one step below the current value', () => {
    const errors = runningVoucherChangeErrors(
      { ...base, usageLimit: null },
      { ...base, endsAt: ms(endsAt, -1), budget: 999_999, saveLimit: 99, usageLimit: 100 },
    );
    expect(errors.map((e) => e.path)).toEqual(['endsAt', 'budget', 'saveLimit', 'usageLimit']);
    expect(errors.every((e) => e.message === 'validation.sellerVoucher.onlyRaise')).toBe(true);
  });

  it('refuses a change of any locked term, naming each', () => {
    const errors = runningVoucherChangeErrors(base, {
      ...base,
      code: 'SALE11',
      value: 10_001,
      minOrderValue: 0,
      startsAt: ms(startsAt, 1),
      display: 'hidden',
      productIds: ['a'],
      perUserPerDay: 2,
    });
    expect(errors.map((e) => e.path).sort()).toEqual(
      ['code', 'display', 'minOrderValue', 'perUserPerDay', 'productIds', 'startsAt', 'value'].sort(),
    );
  });
});
