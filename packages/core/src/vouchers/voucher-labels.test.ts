import { describe, expect, it } from 'vitest';
import {
  isVoucherExhausted,
  savedVoucherState,
  type VoucherFacts,
  voucherConditions,
  voucherHeadline,
  voucherUsedPercent,
  voucherValidityLabel,
  voucherWindowState,
} from './voucher-labels';

const facts = (overrides: Partial<VoucherFacts> = {}): VoucherFacts => ({
  kind: 'platform',
  discountType: 'price',
  value: 50_000,
  maxDiscount: null,
  ranges: null,
  minOrderValue: 199_000,
  ...overrides,
});

const NOW = new Date('2026-11-21T03:00:00Z');
const HOUR = 3_600_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('voucherHeadline', () => {
  it('says a fixed amount off in the short form', () => {
    expect(voucherHeadline(facts())).toEqual({
      key: 'vouchers.value.discountFixed',
      params: { amount: '50k' },
    });
    expect(voucherHeadline(facts({ value: 1_500_000 }))).toEqual({
      key: 'vouchers.value.discountFixed',
      params: { amount: '1,5tr' },
    });
  });

  it('says a percent, with its cap when it has one', () => {
    expect(voucherHeadline(facts({ discountType: 'percent', value: 10, maxDiscount: 50_000 }))).toEqual({
      key: 'vouchers.value.discountPercentCapped',
      params: { percent: 10, max: '50k' },
    });
    expect(voucherHeadline(facts({ discountType: 'percent', value: 15 }))).toEqual({
      key: 'vouchers.value.discountPercent',
      params: { percent: 15 },
    });
  });

  it('speaks of money back for cashback and of shipping for free-shipping vouchers', () => {
    expect(
      voucherHeadline(facts({ kind: 'cashback', discountType: 'percent', value: 8, maxDiscount: 30_000 })),
    ).toEqual({ key: 'vouchers.value.cashbackPercentCapped', params: { percent: 8, max: '30k' } });
    expect(voucherHeadline(facts({ kind: 'cashback', value: 20_000 }))).toEqual({
      key: 'vouchers.value.cashbackFixed',
      params: { amount: '20k' },
    });
    expect(voucherHeadline(facts({ kind: 'free_shipping', value: 30_000 }))).toEqual({
      key: 'vouchers.value.freeShipping',
    });
  });

  it('advertises the best step of a discount by price range', () => {
    const ranges = [
      { from: 100_000, to: 300_000, value: 15_000 },
      { from: 300_000, to: null, value: 40_000 },
    ];
    expect(voucherHeadline(facts({ kind: 'shop', ranges }))).toEqual({
      key: 'vouchers.value.discountUpTo',
      params: { amount: '40k' },
    });
    expect(
      voucherHeadline(
        facts({
          discountType: 'percent',
          ranges: [
            { from: 0, to: 200_000, value: 5 },
            { from: 200_000, to: null, value: 12 },
          ],
        }),
      ),
    ).toEqual({ key: 'vouchers.value.discountUpTo', params: { amount: '12%' } });
  });
});

describe('voucherConditions', () => {
  it('gives the minimum order, or any order when there is none', () => {
    expect(voucherConditions(facts())).toEqual([
      { key: 'vouchers.ticket.minOrder', params: { amount: '199k' } },
    ]);
    expect(voucherConditions(facts({ minOrderValue: 0 }))).toEqual([{ key: 'vouchers.ticket.anyOrder' }]);
  });

  it('adds how much of the shipping fee a free-shipping voucher covers', () => {
    expect(voucherConditions(facts({ kind: 'free_shipping', value: 30_000, minOrderValue: 0 }))).toEqual([
      { key: 'vouchers.ticket.shippingCap', params: { amount: '30k' } },
      { key: 'vouchers.ticket.anyOrder' },
    ]);
    expect(
      voucherConditions(
        facts({ kind: 'free_shipping', discountType: 'percent', value: 100, maxDiscount: 25_000 }),
      ),
    ).toEqual([
      { key: 'vouchers.ticket.shippingCap', params: { amount: '25k' } },
      { key: 'vouchers.ticket.minOrder', params: { amount: '199k' } },
    ]);
  });
});

describe('voucherWindowState', () => {
  const window = {
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + HOUR),
    endedAt: null,
  };

  it('is upcoming before the start, running inside, ended at the end (end excluded)', () => {
    expect(voucherWindowState(window, new Date(NOW.getTime() - 2 * HOUR))).toBe('upcoming');
    expect(voucherWindowState(window, window.startsAt)).toBe('running');
    expect(voucherWindowState(window, NOW)).toBe('running');
    expect(voucherWindowState(window, window.endsAt)).toBe('ended');
  });

  it('is ended once its owner ended it early', () => {
    expect(voucherWindowState({ ...window, endedAt: NOW }, NOW)).toBe('ended');
  });
});

describe('voucherValidityLabel', () => {
  it('says from when before the start, and the expiry date while running', () => {
    const v = { startsAt: new Date(NOW.getTime() + 48 * HOUR), endsAt: new Date(NOW.getTime() + 240 * HOUR) };
    expect(voucherValidityLabel(v, NOW, day)).toEqual({
      key: 'vouchers.ticket.validFrom',
      params: { date: '2026-11-23' },
    });
    expect(voucherValidityLabel(v, new Date(NOW.getTime() + 72 * HOUR), day)).toEqual({
      key: 'vouchers.ticket.expiresOn',
      params: { date: '2026-12-01' },
    });
  });

  it('warns in hours, rounded up, during the last day', () => {
    const v = { startsAt: new Date(NOW.getTime() - 48 * HOUR), endsAt: new Date(NOW.getTime() + 4.5 * HOUR) };
    expect(voucherValidityLabel(v, NOW, day)).toEqual({
      key: 'vouchers.ticket.endsInHours',
      params: { hours: 5 },
    });
    expect(voucherValidityLabel(v, new Date(v.endsAt.getTime() - 60_000), day)).toEqual({
      key: 'vouchers.ticket.endsInHours',
      params: { hours: 1 },
    });
    expect(voucherValidityLabel(v, new Date(v.endsAt.getTime() - 25 * HOUR), day).key).toBe(
      'vouchers.ticket.expiresOn',
    );
  });
});

describe('voucherUsedPercent and isVoucherExhausted', () => {
  const counts = { usageLimit: null, usedCount: 0, budget: null, budgetUsed: 0 };

  it('reads uses first, then budget, rounding down', () => {
    expect(voucherUsedPercent({ ...counts, usageLimit: 100, usedCount: 62 })).toBe(62);
    expect(voucherUsedPercent({ ...counts, usageLimit: 1000, usedCount: 999 })).toBe(99);
    expect(voucherUsedPercent({ ...counts, usageLimit: 3, usedCount: 3 })).toBe(100);
    expect(voucherUsedPercent({ ...counts, budget: 10_000_000, budgetUsed: 2_500_000 })).toBe(25);
    expect(voucherUsedPercent(counts)).toBeNull();
  });

  it('calls a voucher exhausted when its uses or its budget are gone', () => {
    expect(isVoucherExhausted(counts)).toBe(false);
    expect(isVoucherExhausted({ ...counts, usageLimit: 5, usedCount: 5 })).toBe(true);
    expect(isVoucherExhausted({ ...counts, budget: 100_000, budgetUsed: 100_000 })).toBe(true);
    expect(isVoucherExhausted({ ...counts, usageLimit: 5, usedCount: 4, budget: 100, budgetUsed: 99 })).toBe(
      false,
    );
  });
});

describe('savedVoucherState', () => {
  const base = {
    window: 'running' as const,
    exhausted: false,
    perUserPerDay: null,
    usesToday: 0,
    usesEver: 0,
  };

  it('keeps a running voucher with uses left usable, even after the buyer used it', () => {
    expect(savedVoucherState(base)).toBe('usable');
    expect(savedVoucherState({ ...base, usesEver: 3, usesToday: 1 })).toBe('usable');
    expect(savedVoucherState({ ...base, window: 'upcoming' })).toBe('usable');
  });

  it('reads as used once the per-day limit is reached today', () => {
    expect(savedVoucherState({ ...base, perUserPerDay: 1, usesToday: 1, usesEver: 1 })).toBe('used');
    expect(savedVoucherState({ ...base, perUserPerDay: 2, usesToday: 1, usesEver: 4 })).toBe('usable');
  });

  it('is used when it can no longer be used and the buyer used it, else expired', () => {
    expect(savedVoucherState({ ...base, window: 'ended', usesEver: 1 })).toBe('used');
    expect(savedVoucherState({ ...base, window: 'ended' })).toBe('expired');
    expect(savedVoucherState({ ...base, exhausted: true })).toBe('expired');
    expect(savedVoucherState({ ...base, exhausted: true, usesEver: 2 })).toBe('used');
  });
});
