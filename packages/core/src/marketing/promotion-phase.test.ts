import { describe, expect, it } from 'vitest';
import { promotionPhaseOf, targetsClash, windowsOverlap } from './promotion-phase';

const at = (hh: number) => new Date(`2026-11-21T${String(hh).padStart(2, '0')}:00:00Z`);
const w = (from: number, to: number, endedAt: number | null = null) => ({
  startsAt: at(from),
  endsAt: at(to),
  endedAt: endedAt === null ? null : at(endedAt),
});

describe('promotionPhaseOf', () => {
  it('is upcoming until the start instant, running from it, ended from the end instant', () => {
    const p = w(10, 12);
    expect(promotionPhaseOf(p, new Date(at(10).getTime() - 1))).toBe('upcoming');
    expect(promotionPhaseOf(p, at(10))).toBe('running');
    expect(promotionPhaseOf(p, new Date(at(12).getTime() - 1))).toBe('running');
    expect(promotionPhaseOf(p, at(12))).toBe('ended');
  });

  it('is ended from the early end on, and an early end after endsAt changes nothing', () => {
    expect(promotionPhaseOf(w(10, 12, 11), at(11))).toBe('ended');
    expect(promotionPhaseOf(w(10, 12, 11), new Date(at(11).getTime() - 1))).toBe('running');
    expect(promotionPhaseOf(w(10, 12, 13), new Date(at(12).getTime() - 1))).toBe('running');
    // Ended before it started (an upcoming program ended early): never runs.
    expect(promotionPhaseOf(w(10, 12, 9), at(9))).toBe('ended');
  });
});

describe('windowsOverlap', () => {
  it('lets programs touch end to start but not share an instant', () => {
    expect(windowsOverlap(w(10, 12), w(12, 14))).toBe(false);
    expect(windowsOverlap(w(12, 14), w(10, 12))).toBe(false);
    const oneMsInto = { startsAt: new Date(at(12).getTime() - 1), endsAt: at(14) };
    expect(windowsOverlap(w(10, 12), oneMsInto)).toBe(true);
    expect(windowsOverlap(w(10, 14), w(11, 12))).toBe(true);
    expect(windowsOverlap(w(11, 12), w(10, 14))).toBe(true);
  });

  it('uses the early end: a program ended at 11 frees the variant from 11', () => {
    expect(windowsOverlap(w(10, 14, 11), w(11, 13))).toBe(false);
    expect(windowsOverlap(w(10, 14, 12), w(11, 13))).toBe(true);
  });
});

describe('targetsClash', () => {
  it('clashes on the same variant or when one side holds the whole product', () => {
    expect(targetsClash({ productId: 'p', variantId: 'a' }, { productId: 'p', variantId: 'a' })).toBe(true);
    expect(targetsClash({ productId: 'p', variantId: 'a' }, { productId: 'p', variantId: 'b' })).toBe(false);
    expect(targetsClash({ productId: 'p', variantId: null }, { productId: 'p', variantId: 'b' })).toBe(true);
    expect(targetsClash({ productId: 'p', variantId: 'a' }, { productId: 'p', variantId: null })).toBe(true);
    expect(targetsClash({ productId: 'p', variantId: null }, { productId: 'q', variantId: null })).toBe(
      false,
    );
  });
});
