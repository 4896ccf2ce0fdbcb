import { describe, expect, it } from 'vitest';
import { approvalReplyBy, formatVietnamDate, isVietnamWorkingDay } from './approval-reply-by';
import { VIETNAM_HOLIDAYS } from './vietnam-holidays';

/** An instant given in Vietnamese local time. */
const vn = (local: string) => new Date(`${local}+07:00`);

describe('approval reply date', () => {
  it('adds 48 hours within a working week', () => {
    expect(approvalReplyBy(vn('2026-11-23T10:00:00'))).toEqual(vn('2026-11-25T10:00:00'));
  });

  it('skips the weekend: Thursday 10:00 -> Monday 10:00, Friday 15:00 -> Tuesday 15:00', () => {
    expect(approvalReplyBy(vn('2026-11-19T10:00:00'))).toEqual(vn('2026-11-23T10:00:00'));
    expect(approvalReplyBy(vn('2026-11-20T15:00:00'))).toEqual(vn('2026-11-24T15:00:00'));
  });

  it('starts the clock on Monday 00:00 when sent on a weekend', () => {
    expect(approvalReplyBy(vn('2026-11-21T10:00:00'))).toEqual(vn('2026-11-25T00:00:00'));
    expect(approvalReplyBy(vn('2026-11-22T23:59:00'))).toEqual(vn('2026-11-25T00:00:00'));
  });

  it('uses the Vietnamese day, not the UTC day: Friday 23:30 local is still Friday', () => {
    // 2026-11-20T16:30Z is Friday 23:30 in Vietnam: 30 minutes on Friday, then Monday and Tuesday.
    expect(approvalReplyBy(new Date('2026-11-20T16:30:00Z'))).toEqual(vn('2026-11-24T23:30:00'));
  });

  it('skips Tết 2026 (16-20 Feb weekdays)', () => {
    expect(approvalReplyBy(vn('2026-02-13T09:00:00'))).toEqual(vn('2026-02-24T09:00:00'));
  });

  it('skips Hùng Kings (compensated Mon 27 Apr), 30 Apr and 1 May 2026', () => {
    expect(approvalReplyBy(vn('2026-04-24T12:00:00'))).toEqual(vn('2026-04-29T12:00:00'));
    expect(approvalReplyBy(vn('2026-04-29T12:00:00'))).toEqual(vn('2026-05-05T12:00:00'));
  });

  it('skips National Day 2026 and New Year 2027', () => {
    expect(approvalReplyBy(vn('2026-08-31T08:00:00'))).toEqual(vn('2026-09-04T08:00:00'));
    expect(approvalReplyBy(vn('2026-12-31T08:00:00'))).toEqual(vn('2027-01-05T08:00:00'));
  });

  it('skips Tết 2027', () => {
    expect(approvalReplyBy(vn('2027-02-04T08:00:00'))).toEqual(vn('2027-02-15T08:00:00'));
  });

  it('honours another number of hours', () => {
    expect(approvalReplyBy(vn('2026-11-23T10:00:00'), 1)).toEqual(vn('2026-11-23T11:00:00'));
    expect(approvalReplyBy(vn('2026-11-23T10:00:00'), 0)).toEqual(vn('2026-11-23T10:00:00'));
  });
});

describe('working days and holidays', () => {
  it('lists only weekdays, in 2026 and 2027', () => {
    for (const day of VIETNAM_HOLIDAYS) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      expect(weekday, day).not.toBe(0);
      expect(weekday, day).not.toBe(6);
      expect(day.startsWith('2026') || day.startsWith('2027')).toBe(true);
    }
  });

  it('counts weekdays that are not holidays', () => {
    expect(isVietnamWorkingDay('2026-11-23')).toBe(true);
    expect(isVietnamWorkingDay('2026-11-21')).toBe(false);
    expect(isVietnamWorkingDay('2026-11-22')).toBe(false);
    expect(isVietnamWorkingDay('2026-09-02')).toBe(false);
  });

  it('formats the date as DD/MM/YYYY in Vietnam', () => {
    expect(formatVietnamDate(new Date('2026-11-24T17:30:00Z'))).toBe('25/11/2026');
    expect(formatVietnamDate(new Date('2026-11-24T16:59:00Z'))).toBe('24/11/2026');
  });
});
