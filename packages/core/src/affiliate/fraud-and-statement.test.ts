import { describe, expect, it } from 'vitest';
import { fraudFlags } from './fraud-checks';
import { statementFor, vietnamMonthOf, vietnamMonthRange } from './statement';

const clean = { buyerDeviceIsKols: false, sameDeviceOrdersToday: 0, recentEnded: 0, recentInstantRefunds: 0 };

describe('fraudFlags', () => {
  it('flags nothing for an ordinary order', () => {
    expect(fraudFlags(clean)).toEqual([]);
  });
  it("flags the KOL's own device, a burst from one device and a refund pattern", () => {
    expect(fraudFlags({ ...clean, buyerDeviceIsKols: true })).toEqual(['shared_device']);
    expect(fraudFlags({ ...clean, sameDeviceOrdersToday: 2 })).toEqual([]);
    expect(fraudFlags({ ...clean, sameDeviceOrdersToday: 3 })).toEqual(['device_burst']);
    expect(fraudFlags({ ...clean, recentEnded: 4, recentInstantRefunds: 4 })).toEqual([]);
    expect(fraudFlags({ ...clean, recentEnded: 6, recentInstantRefunds: 3 })).toEqual(['refund_pattern']);
    expect(fraudFlags({ ...clean, recentEnded: 6, recentInstantRefunds: 2 })).toEqual([]);
  });
});

describe('statementFor', () => {
  it('withholds 10 % only from a payment of 2,000,000 dong or more', () => {
    expect(statementFor('2026-11', [1_000_000, 999_999])).toEqual({
      month: '2026-11',
      gross: 1_999_999,
      pit: 0,
      net: 1_999_999,
      conversions: 2,
    });
    expect(statementFor('2026-11', [1_500_000, 500_000])).toMatchObject({
      gross: 2_000_000,
      pit: 200_000,
      net: 1_800_000,
    });
    expect(statementFor('2026-11', [])).toMatchObject({ gross: 0, pit: 0, net: 0, conversions: 0 });
  });

  it("closes a month at Vietnam's midnight", () => {
    expect(vietnamMonthOf(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11');
    expect(vietnamMonthOf(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
    expect(vietnamMonthRange('2026-12')).toEqual({
      from: new Date('2026-11-30T17:00:00Z'),
      to: new Date('2026-12-31T17:00:00Z'),
    });
  });
});
