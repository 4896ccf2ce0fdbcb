import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  defaultFeeRules,
  type FeeRule,
  firstAnniversary,
  isInFirstYear,
  pickFeeRule,
  vietnamDay,
} from './fee-rules';

describe('fee rules', () => {
  it('counts the first year in Vietnam calendar days: the day before the anniversary is inside, the day itself is not', () => {
    expect(firstAnniversary('2025-03-10')).toBe('2026-03-10');
    expect(isInFirstYear('2025-03-10', '2025-03-10')).toBe(true);
    expect(isInFirstYear('2025-03-10', '2026-03-09')).toBe(true);
    expect(isInFirstYear('2025-03-10', '2026-03-10')).toBe(false);
    expect(isInFirstYear('2025-03-10', '2026-03-11')).toBe(false);
    // Before the shop existed is not its first year either.
    expect(isInFirstYear('2025-03-10', '2025-03-09')).toBe(false);
  });

  it('moves a 29 February start to 1 March', () => {
    expect(firstAnniversary('2024-02-29')).toBe('2025-03-01');
    expect(isInFirstYear('2024-02-29', '2025-02-28')).toBe(true);
    expect(isInFirstYear('2024-02-29', '2025-03-01')).toBe(false);
  });

  it('reads days in Vietnam time (UTC+7)', () => {
    expect(vietnamDay(new Date('2026-03-09T16:59:59.999Z'))).toBe('2026-03-09');
    expect(vietnamDay(new Date('2026-03-09T17:00:00Z'))).toBe('2026-03-10');
  });

  it('rounds half up and gives 0 for a 0 rate or an empty base', () => {
    expect(basisPointsOf(50, 100)).toBe(1); // 0.5 -> 1
    expect(basisPointsOf(49, 100)).toBe(0); // 0.49 -> 0
    expect(basisPointsOf(150, 100)).toBe(2); // 1.5 -> 2
    expect(basisPointsOf(1_000_000, 0)).toBe(0);
    expect(basisPointsOf(0, 300)).toBe(0);
    expect(basisPointsOf(9_007_199_254_740_991, 10_000)).toBe(9_007_199_254_740_991);
  });

  it('picks the latest started rule covering the payment method', () => {
    const rules: FeeRule[] = [
      ...defaultFeeRules('waived'),
      {
        id: 'service-2027',
        kind: 'service',
        rateBasisPoints: 400,
        base: 'goods_after_seller_discounts',
        methods: 'all',
        effectiveFrom: '2027-01-01',
        waiver: null,
        verify: true,
      },
    ];
    expect(pickFeeRule(rules, 'service', '2026-12-31', 'CASH')?.id).toBe('service-fee');
    expect(pickFeeRule(rules, 'service', '2027-01-01', 'CASH')?.id).toBe('service-2027');
    expect(pickFeeRule(rules, 'payment', '2026-01-01', 'CASH')?.id).toBe('payment-fee-cod');
    expect(pickFeeRule(rules, 'payment', '2026-01-01', 'VISA')?.id).toBe('payment-fee-online');
    expect(pickFeeRule(rules, 'payment', '2024-12-31', 'VISA')).toBeNull();
    const onlineOnly = rules.filter((r) => r.id !== 'payment-fee-cod');
    expect(pickFeeRule(onlineOnly, 'payment', '2026-01-01', 'CASH')).toBeNull();
  });

  it('gives the two readings of the year-one service fee', () => {
    const waived = defaultFeeRules('waived').find((r) => r.kind === 'service');
    const charged = defaultFeeRules('charged').find((r) => r.kind === 'service');
    expect(waived?.waiver?.firstYear).toBe(true);
    expect(charged?.waiver).toBeNull();
    expect(charged?.rateBasisPoints).toBe(300);
    for (const rule of defaultFeeRules('charged').filter((r) => r.kind === 'payment'))
      expect(rule.waiver).toEqual({ firstYear: true, requiresRegularSettlement: true });
  });
});
