import { describe, expect, it } from 'vitest';
import {
  acceptsAttribution,
  acceptsIngest,
  canDo,
  chaptersOf,
  livePriceProblem,
  scheduleProblem,
} from './live-rules';

const now = new Date('2026-11-28T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('what a live allows by its state', () => {
  it('edits, cancels and pins a scheduled live; ends and moderates one on air; nothing once over', () => {
    expect(canDo('scheduled', 'edit')).toBe(true);
    expect(canDo('scheduled', 'cancel')).toBe(true);
    expect(canDo('scheduled', 'end')).toBe(false);
    expect(canDo('live', 'cancel')).toBe(false);
    expect(canDo('live', 'end')).toBe(true);
    expect(canDo('live', 'moderate')).toBe(true);
    for (const action of ['edit', 'cancel', 'rotateKey', 'start', 'end', 'pin', 'moderate'] as const) {
      expect(canDo('ended', action)).toBe(false);
      expect(canDo('cancelled', action)).toBe(false);
    }
  });

  it('takes video only for a live scheduled or on air', () => {
    expect(acceptsIngest('scheduled')).toBe(true);
    expect(acceptsIngest('live')).toBe(true);
    expect(acceptsIngest('ended')).toBe(false);
    expect(acceptsIngest('cancelled')).toBe(false);
  });
});

describe('the start time', () => {
  it('is at least a minute ahead and at most 30 days ahead', () => {
    expect(scheduleProblem(minutes(0), now)).toBe('validation.live.startInPast');
    expect(scheduleProblem(minutes(-10), now)).toBe('validation.live.startInPast');
    expect(scheduleProblem(minutes(1), now)).toBeNull();
    expect(scheduleProblem(minutes(30 * 24 * 60), now)).toBeNull();
    expect(scheduleProblem(minutes(30 * 24 * 60 + 1), now)).toBe('validation.live.startTooFar');
  });

  it('may stay as it was on an edit, even once passed', () => {
    expect(scheduleProblem(minutes(-5), now, minutes(-5))).toBeNull();
    expect(scheduleProblem(minutes(-4), now, minutes(-5))).toBe('validation.live.startInPast');
  });
});

describe('attribution of an order to a live', () => {
  it('counts while on air and up to 30 minutes after the end, never for a cancelled or scheduled live', () => {
    expect(acceptsAttribution({ state: 'live', endedAt: null }, now)).toBe(true);
    expect(acceptsAttribution({ state: 'ended', endedAt: minutes(-30) }, now)).toBe(true);
    expect(acceptsAttribution({ state: 'ended', endedAt: minutes(-31) }, now)).toBe(false);
    expect(acceptsAttribution({ state: 'scheduled', endedAt: null }, now)).toBe(false);
    expect(acceptsAttribution({ state: 'cancelled', endedAt: null }, now)).toBe(false);
  });
});

describe("the replay's chapters", () => {
  it('are the pins in time order at their offset from the start, an early pin at 0', () => {
    const pins = [
      { id: 'b', pinnedAt: minutes(5) },
      { id: 'early', pinnedAt: minutes(-2) },
      { id: 'c', pinnedAt: new Date(minutes(12).getTime() + 900) },
    ];
    expect(chaptersOf(now, pins).map((c) => [c.pin.id, c.offsetSeconds])).toEqual([
      ['early', 0],
      ['b', 300],
      ['c', 720],
    ]);
  });

  it('are none for a live that never started', () => {
    expect(chaptersOf(null, [{ pinnedAt: now }])).toEqual([]);
  });
});

describe('a live-only price', () => {
  it('is below the price and at most 80 % off', () => {
    expect(livePriceProblem(100_000, 100_000)).toBe('validation.live.priceNotLower');
    expect(livePriceProblem(120_000, 100_000)).toBe('validation.live.priceNotLower');
    expect(livePriceProblem(99_000, 100_000)).toBeNull();
    expect(livePriceProblem(20_000, 100_000)).toBeNull();
    expect(livePriceProblem(19_999, 100_000)).toBe('validation.live.priceTooLow');
  });
});
