import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonthYear } from './date';
import { formatDateTime, formatDay } from './date-time';

const now = new Date('2026-03-15T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatDate', () => {
  it('writes relative time in Vietnamese under 7 days', () => {
    expect(formatDate(ago(10_000), { now, language: 'vi' })).toBe('vừa xong');
    expect(formatDate(ago(5 * MIN), { now, language: 'vi' })).toBe('5 phút trước');
    expect(formatDate(ago(2 * HOUR + 5 * MIN), { now, language: 'vi' })).toBe('2 giờ trước');
    expect(formatDate(ago(3 * DAY + HOUR), { now, language: 'vi' })).toBe('3 ngày trước');
    expect(formatDate(ago(7 * DAY - 1), { now, language: 'vi' })).toBe('6 ngày trước');
  });

  it('writes relative time in English and Korean', () => {
    expect(formatDate(ago(10_000), { now, language: 'en' })).toBe('just now');
    expect(formatDate(ago(MIN), { now, language: 'en' })).toBe('1 minute ago');
    expect(formatDate(ago(5 * MIN), { now, language: 'en' })).toBe('5 minutes ago');
    expect(formatDate(ago(3 * DAY), { now, language: 'en' })).toBe('3 days ago');
    expect(formatDate(ago(HOUR), { now, language: 'en' })).toBe('1 hour ago');
    expect(formatDate(ago(DAY), { now, language: 'en' })).toBe('1 day ago');
    expect(formatDate(ago(10_000), { now, language: 'ko' })).toBe('방금 전');
    expect(formatDate(ago(5 * MIN), { now, language: 'ko' })).toBe('5분 전');
    expect(formatDate(ago(4 * HOUR), { now, language: 'ko' })).toBe('4시간 전');
    expect(formatDate(ago(3 * DAY), { now, language: 'ko' })).toBe('3일 전');
  });

  it('switches to DD/MM/YYYY at 7 days, in Vietnam time', () => {
    expect(formatDate(ago(7 * DAY), { now, language: 'vi' })).toBe('08/03/2026');
    // 20:00 UTC on 1 Feb is 03:00 on 2 Feb in Hà Nội.
    expect(formatDate('2026-02-01T20:00:00Z', { now, language: 'en' })).toBe('02/02/2026');
  });

  it('treats a date slightly in the future as just now', () => {
    expect(formatDate(new Date(now.getTime() + 30_000), { now, language: 'vi' })).toBe('vừa xong');
  });
});

describe('formatDayMonthYear', () => {
  it('honours the zone it is given', () => {
    const date = new Date('2026-12-31T16:30:00Z');
    expect(formatDayMonthYear(date)).toBe('31/12/2026');
    expect(formatDayMonthYear(date, 'Asia/Seoul')).toBe('01/01/2027');
  });
});

describe('dates in the page language', () => {
  it('writes Korean days as YYYY. MM. DD., Vietnamese and English as DD/MM/YYYY', () => {
    const day = new Date('2026-03-01T10:00:00Z');
    expect(formatDayMonthYear(day, undefined, 'vi')).toBe('01/03/2026');
    expect(formatDayMonthYear(day, undefined, 'en')).toBe('01/03/2026');
    expect(formatDayMonthYear(day, undefined, 'ko')).toBe('2026. 03. 01.');
    expect(formatDate(ago(30 * DAY), { now, language: 'ko' })).toBe('2026. 02. 13.');
    expect(formatDateTime('2026-11-21T11:05:00Z', 'ko')).toBe('2026. 11. 21. 18:05');
    expect(formatDateTime('2026-11-21T11:05:00Z')).toBe('21/11/2026 18:05');
    expect(formatDay('2026-11-24', 'ko')).toBe('2026. 11. 24.');
    expect(formatDay('2026-11-24', 'en')).toBe('24/11/2026');
  });
});
