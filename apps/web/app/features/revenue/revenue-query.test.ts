import { describe, expect, it } from 'vitest';
import {
  formatPeriod,
  formatRate,
  parseRevenueQuery,
  parseStatementPeriod,
  revenueHref,
} from './revenue-query';

describe('revenue page address', () => {
  it('reads tab, period and page, falling back on anything odd', () => {
    expect(parseRevenueQuery(new URLSearchParams('tab=settled&ky=2026-11&page=2'))).toEqual({
      tab: 'settled',
      period: '2026-11',
      page: 2,
    });
    expect(parseRevenueQuery(new URLSearchParams('tab=paid&ky=2026-13&page=0'))).toEqual({
      tab: 'pending',
      period: '',
      page: 1,
    });
    expect(parseRevenueQuery(new URLSearchParams('page=10001')).page).toBe(1);
    expect(parseRevenueQuery(new URLSearchParams('page=10000')).page).toBe(10_000);
  });

  it('writes only what differs from the default, and goes back to page 1 on a change', () => {
    const q = { tab: 'settled' as const, period: '2026-11', page: 3 };
    expect(revenueHref(q, {})).toBe('/ban-hang/doanh-thu?tab=settled&ky=2026-11');
    expect(revenueHref(q, { page: 4 })).toBe('/ban-hang/doanh-thu?tab=settled&ky=2026-11&page=4');
    expect(revenueHref(q, { tab: 'pending', period: '' })).toBe('/ban-hang/doanh-thu');
  });

  it('picks the statement month or the current one', () => {
    expect(parseStatementPeriod(new URLSearchParams('ky=2026-01'), '2026-11')).toBe('2026-01');
    expect(parseStatementPeriod(new URLSearchParams('ky=2026-00'), '2026-11')).toBe('2026-11');
  });

  it('formats rates and periods', () => {
    expect(formatRate(300, 'vi')).toBe('3%');
    expect(formatRate(491, 'vi')).toBe('4,91%');
    expect(formatRate(491, 'en')).toBe('4.91%');
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatPeriod('2026-11')).toBe('11/2026');
  });
});
