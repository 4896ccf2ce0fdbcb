import { describe, expect, it } from 'vitest';
import { afterFailure } from './outbox-retry';

describe('outbox retry schedule', () => {
  it('doubles the wait after each failure', () => {
    expect(afterFailure(1)).toEqual({ giveUp: false, delayMs: 30_000 });
    expect(afterFailure(2)).toEqual({ giveUp: false, delayMs: 60_000 });
    expect(afterFailure(3)).toEqual({ giveUp: false, delayMs: 120_000 });
    expect(afterFailure(4)).toEqual({ giveUp: false, delayMs: 240_000 });
  });

  it('gives up after the fifth attempt', () => {
    expect(afterFailure(5)).toEqual({ giveUp: true });
    expect(afterFailure(6)).toEqual({ giveUp: true });
  });
});
