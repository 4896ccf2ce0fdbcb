import { describe, expect, it } from 'vitest';
import { liveCountdown } from './live-countdown-parts';

describe('liveCountdown', () => {
  it('splits the time to the start into days, hours, minutes and seconds', () => {
    const start = Date.UTC(2026, 10, 30, 20, 0, 0);
    const now = start - ((2 * 24 + 5) * 3600 + 7 * 60 + 9) * 1000;
    expect(liveCountdown(start, now)).toEqual({ days: 2, hours: 5, minutes: 7, seconds: 9, done: false });
  });

  it('is done, never negative, once the start is past', () => {
    expect(liveCountdown(1_000, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
