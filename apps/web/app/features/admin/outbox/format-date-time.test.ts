import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('shows the time in Vietnam (UTC+7), crossing into the next day and year', () => {
    expect(formatDateTime(new Date('2025-12-31T17:05:00Z'))).toBe('01/01/2026 00:05');
  });

  it('uses a 24-hour clock with leading zeros', () => {
    expect(formatDateTime(new Date('2026-03-04T08:09:59Z'))).toBe('04/03/2026 15:09');
  });

  it('follows another zone when asked', () => {
    expect(formatDateTime(new Date('2026-03-04T08:09:00Z'), 'Asia/Seoul')).toBe('04/03/2026 17:09');
  });
});
