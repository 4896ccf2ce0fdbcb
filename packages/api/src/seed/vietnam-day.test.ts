import { describe, expect, it } from 'vitest';
import { vietnamDate, vietnamDayStart } from './vietnam-day';

describe('vietnam day', () => {
  it('starts the local day at 17:00 UTC the evening before', () => {
    // 02:00 in Hanoi on 10 May is 19:00 UTC on 9 May.
    const at = new Date('2026-05-09T19:00:00Z');
    expect(vietnamDayStart(at).toISOString()).toBe('2026-05-09T17:00:00.000Z');
    expect(vietnamDayStart(at, 1).toISOString()).toBe('2026-05-10T17:00:00.000Z');
    expect(vietnamDate(at)).toBe('2026-05-10');
  });

  it('keeps 16:59 UTC in the local day that is ending', () => {
    const at = new Date('2026-05-10T16:59:59Z');
    expect(vietnamDate(at)).toBe('2026-05-10');
    expect(vietnamDayStart(at).toISOString()).toBe('2026-05-09T17:00:00.000Z');
  });
});
