import { describe, expect, it } from 'vitest';
import { countdownParts, pad2 } from './countdown';

describe('countdownParts', () => {
  it('splits the time left into hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 4, 10, 10, 0, 0);
    expect(countdownParts(now + (7 * 3600 + 5 * 60 + 9) * 1000 + 999, now)).toEqual({
      hours: 7,
      minutes: 5,
      seconds: 9,
      done: false,
    });
  });

  it('stops at zero once the end has passed', () => {
    expect(countdownParts(1_000, 5_000)).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('pads each part to two digits', () => {
    expect([pad2(0), pad2(7), pad2(42)]).toEqual(['00', '07', '42']);
  });
});
