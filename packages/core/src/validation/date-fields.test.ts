import { describe, expect, it } from 'vitest';
import { calendarDaySchema, instantSchema, isCalendarDay } from './date-fields';

describe('isCalendarDay', () => {
  it('accepts real days, 29 February of a leap year included', () => {
    for (const day of ['2026-01-15', '2024-02-29', '1900-01-01', '9999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses impossible days, other shapes and years out of range', () => {
    for (const day of [
      '2026-13-45',
      '2026-02-30',
      '2025-02-29',
      '0000-00-00',
      '0000-01-01',
      '1899-12-31',
      '2026-1-5',
      '20260115',
      '2026-01-15T00:00',
      ' 2026-01-15',
      '',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});

describe('calendarDaySchema', () => {
  it('answers the invalid-date message', () => {
    const result = calendarDaySchema().safeParse('2026-13-45');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.invalidDate');
  });
});

describe('instantSchema', () => {
  it('reads ISO text and Dates within the years 1900 to 9999', () => {
    expect(instantSchema().parse('2026-01-15T03:00:00.000Z')).toEqual(new Date('2026-01-15T03:00:00.000Z'));
    expect(instantSchema().parse(new Date(0))).toEqual(new Date(0));
  });

  it('refuses impossible and out-of-range instants with the invalid-date message', () => {
    for (const value of [
      '2026-13-45',
      'soon',
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01T00:00:00Z',
    ]) {
      const result = instantSchema().safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message, value).toBe('validation.invalidDate');
    }
  });
});
