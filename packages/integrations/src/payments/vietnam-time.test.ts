import { describe, expect, it } from 'vitest';
import { formatVietnamCompact, formatVietnamYymmdd, parseVietnamCompact } from './vietnam-time';

describe('Vietnam wall-clock formats (GMT+7)', () => {
  it('moves to the next day at 17:00 UTC', () => {
    expect(formatVietnamCompact(new Date('2026-01-14T16:59:59Z'))).toBe('20260114235959');
    expect(formatVietnamCompact(new Date('2026-01-14T17:00:00Z'))).toBe('20260115000000');
    expect(formatVietnamYymmdd(new Date('2026-01-14T16:59:59Z'))).toBe('260114');
    expect(formatVietnamYymmdd(new Date('2026-01-14T17:00:00Z'))).toBe('260115');
  });

  it('is already the next day in Vietnam shortly before midnight UTC, and across a year end', () => {
    expect(formatVietnamCompact(new Date('2026-03-01T23:30:00Z'))).toBe('20260302063000');
    expect(formatVietnamYymmdd(new Date('2025-12-31T17:00:00Z'))).toBe('260101');
    expect(formatVietnamCompact(new Date('2025-12-31T16:59:59Z'))).toBe('20251231235959');
  });

  it('does not depend on the server time zone', () => {
    // Same instant written with an offset: the output only depends on the instant.
    expect(formatVietnamCompact(new Date('2026-06-30T20:15:07-05:00'))).toBe('20260701081507');
  });

  it('parses back to the same instant and refuses impossible dates', () => {
    const date = new Date('2026-01-14T17:00:00Z');
    expect(parseVietnamCompact(formatVietnamCompact(date))?.toISOString()).toBe(date.toISOString());
    expect(parseVietnamCompact('20260231120000')).toBeNull();
    expect(parseVietnamCompact('2026011412000')).toBeNull();
    expect(parseVietnamCompact('abc')).toBeNull();
  });
});
