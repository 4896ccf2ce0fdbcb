import { describe, expect, it } from 'vitest';
import { calendarDateIn, isRealCalendarDate } from './birth-date';

describe('calendar dates', () => {
  it('gives the date in the user zone, not UTC', () => {
    const instant = new Date('2026-03-01T18:30:00Z');
    expect(calendarDateIn('Asia/Ho_Chi_Minh', instant)).toBe('2026-03-02');
    expect(calendarDateIn('UTC', instant)).toBe('2026-03-01');
  });

  it('knows real days from impossible ones', () => {
    expect(isRealCalendarDate('2024-02-29')).toBe(true);
    expect(isRealCalendarDate('2023-02-29')).toBe(false);
    expect(isRealCalendarDate('2024-13-01')).toBe(false);
    expect(isRealCalendarDate('02/03/2024')).toBe(false);
  });
});
