import { describe, expect, it } from 'vitest';
import { posterWords } from './live-poster';

describe('the cover of a live without video', () => {
  it('gives the start time before the live, and says why nothing plays after it', () => {
    expect(posterWords({ state: 'scheduled', replayExpired: false })).toBe('upcoming');
    expect(posterWords({ state: 'cancelled', replayExpired: false })).toBe('cancelled');
    expect(posterWords({ state: 'ended', replayExpired: false })).toBe('ended');
    expect(posterWords({ state: 'ended', replayExpired: true })).toBe('replayGone');
  });
});
