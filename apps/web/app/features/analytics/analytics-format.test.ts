import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  changeView,
  formatAxis,
  formatInteger,
  formatMetric,
  formatPercent,
  niceAxisTop,
} from './analytics-format';

describe('analytics formats', () => {
  it('writes money, counts and rates the Vietnamese way', () => {
    expect(formatMetric('revenue', 1_234_567, 'vi')).toBe('1.234.567\u00a0₫');
    expect(formatMetric('orders', 12_345, 'vi')).toBe('12.345');
    expect(formatMetric('orders', 12_345, 'en')).toBe('12,345');
    expect(formatMetric('conversionRate', 66.67, 'vi')).toBe('66,67%');
    expect(formatMetric('conversionRate', null, 'vi')).toBe('—');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatInteger(-1000, 'vi')).toBe('-1.000');
    expect(formatInteger(999, 'vi')).toBe('999');
  });

  it('shortens money on the axis', () => {
    expect(formatAxis('revenue', 1_500_000, 'vi')).toBe('1,5tr');
    expect(formatAxis('averageOrderValue', 150_000, 'vi')).toBe('150k');
    expect(formatAxis('orders', 3, 'vi')).toBe('3');
    // Each language's own short money, never the Vietnamese "tr" in English or Korean.
    expect(formatAxis('revenue', 17_000_000, 'en')).toBe('17M');
    expect(formatAxis('revenue', 13_500_000, 'en')).toBe('13.5M');
    expect(formatAxis('revenue', 17_000_000, 'ko')).toBe('1,700만');
  });

  it('says "new" when growth starts from zero and "—" when both are empty', () => {
    expect(changeView(null, 5, 'vi')).toEqual({ tone: 'new', text: '' });
    expect(changeView(null, 0, 'vi')).toEqual({ tone: 'none', text: '' });
    expect(changeView(null, null, 'vi')).toEqual({ tone: 'none', text: '' });
    expect(changeView(-33.3, 2, 'vi')).toEqual({ tone: 'down', text: '33,3%' });
    expect(changeView(0, 2, 'vi')).toEqual({ tone: 'flat', text: '0%' });
    expect(changeView(50, 3, 'en')).toEqual({ tone: 'up', text: '50%' });
  });

  it('labels buckets by day and month', () => {
    expect(bucketLabel('2026-11-21', 'day')).toBe('21/11');
    expect(bucketLabel('2026-11-16', 'week')).toBe('16/11');
    expect(bucketLabel('2026-11-01', 'month')).toBe('11/2026');
    expect(bucketLabel('2026-11-21', 'day', 'ko')).toBe('11. 21.');
    expect(bucketLabel('2026-11-01', 'month', 'ko')).toBe('2026. 11.');
  });

  it('tops the value axis at a round figure above the largest point', () => {
    expect(niceAxisTop(11_615_000)).toBe(12_000_000);
    expect(niceAxisTop(17_000_000)).toBe(20_000_000);
    expect(niceAxisTop(1000)).toBe(1000);
    expect(niceAxisTop(4)).toBe(4);
    expect(niceAxisTop(0)).toBe(0);
    expect(formatAxis('revenue', niceAxisTop(11_615_000), 'ko')).toBe('1,200만');
  });
});
