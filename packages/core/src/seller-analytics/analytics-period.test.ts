import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '../profile/birth-date';
import { instantsOf, resolvePeriod } from './analytics-period';
import { daysBetweenInclusive, startOfDayIn } from './calendar-days';

const VN = 'Asia/Ho_Chi_Minh';
const KR = 'Asia/Seoul';

describe('analytics periods', () => {
  it('starts a Vietnam day at 17:00 UTC the day before, a Korean one at 15:00', () => {
    expect(startOfDayIn(VN, '2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(startOfDayIn(KR, '2026-11-21').toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(startOfDayIn('UTC', '2026-11-21').toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('puts an order of 23:59:59 Vietnam time in that day and one of 00:00 in the next', () => {
    const { start, end } = instantsOf({ from: '2026-11-21', to: '2026-11-21' }, VN);
    const lastSecond = new Date('2026-11-21T16:59:59.999Z');
    const midnight = new Date('2026-11-21T17:00:00.000Z');
    expect(lastSecond >= start && lastSecond < end).toBe(true);
    expect(midnight < end).toBe(false);
    expect(calendarDateIn(VN, midnight)).toBe('2026-11-22');
    expect(calendarDateIn(VN, new Date('2026-11-20T16:59:59.999Z'))).toBe('2026-11-20');
    expect(new Date('2026-11-20T16:59:59.999Z') < start).toBe(true);
  });

  it('resolves presets from the shop calendar day', () => {
    const today = '2026-03-01';
    expect(resolvePeriod({ preset: 'today' }, today)).toMatchObject({
      from: today,
      to: today,
      days: 1,
      previous: { from: '2026-02-28', to: '2026-02-28' },
    });
    expect(resolvePeriod({ preset: 'yesterday' }, today)).toMatchObject({
      from: '2026-02-28',
      to: '2026-02-28',
      previous: { from: '2026-02-27', to: '2026-02-27' },
    });
    expect(resolvePeriod({ preset: 'last7' }, today)).toMatchObject({
      from: '2026-02-23',
      to: today,
      days: 7,
      previous: { from: '2026-02-16', to: '2026-02-22' },
    });
    expect(resolvePeriod({ preset: 'last30' }, today)).toMatchObject({ from: '2026-01-31', days: 30 });
    expect(resolvePeriod({ preset: 'thisMonth' }, today)).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-01',
      days: 1,
      previous: { from: '2026-02-28', to: '2026-02-28' },
    });
    expect(resolvePeriod({ preset: 'thisMonth' }, '2026-11-21')).toMatchObject({
      from: '2026-11-01',
      days: 21,
      previous: { from: '2026-10-11', to: '2026-10-31' },
    });
  });

  it('counts 29 February in a leap year', () => {
    expect(resolvePeriod({ preset: 'last30' }, '2028-03-01')).toMatchObject({ from: '2028-02-01', days: 30 });
    expect(resolvePeriod({ preset: 'yesterday' }, '2028-03-01')).toMatchObject({ from: '2028-02-29' });
    expect(daysBetweenInclusive('2028-01-01', '2028-12-31')).toBe(366);
    expect(daysBetweenInclusive('2026-01-01', '2026-12-31')).toBe(365);
    const year = resolvePeriod({ from: '2028-01-01', to: '2028-12-31' }, '2029-01-05');
    // Same length, not the same calendar year: 366 days back from a leap year starts on 31/12.
    expect(year.previous).toEqual({ from: '2026-12-31', to: '2027-12-31' });
  });

  it('takes the previous period of the same length right before a custom range', () => {
    const period = resolvePeriod({ from: '2026-11-10', to: '2026-11-12' }, '2026-11-21');
    expect(period).toEqual({
      from: '2026-11-10',
      to: '2026-11-12',
      days: 3,
      previous: { from: '2026-11-07', to: '2026-11-09' },
    });
  });
});
