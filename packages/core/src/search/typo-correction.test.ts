import { describe, expect, it } from 'vitest';
import { allowedDistance, bestCorrection, correctQuery, editDistance } from './typo-correction';

describe('editDistance (optimal string alignment)', () => {
  it('counts inserts, deletes, substitutions and neighbour swaps as one edit', () => {
    expect(editDistance('maxy', 'maxi')).toBe(1);
    expect(editDistance('max', 'maxi')).toBe(1);
    expect(editDistance('maxii', 'maxi')).toBe(1);
    expect(editDistance('amxi', 'maxi')).toBe(1);
    expect(editDistance('thun', 'thun')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('원피스', '원피즈')).toBe(1);
  });
});

describe('allowedDistance', () => {
  it('never corrects words of 1–2 characters or numbers; 1 edit up to 4 characters, 2 beyond', () => {
    expect(allowedDistance('a')).toBe(0);
    expect(allowedDistance('ao')).toBe(0);
    expect(allowedDistance('2024')).toBe(0);
    expect(allowedDistance('dam')).toBe(1);
    expect(allowedDistance('maxy')).toBe(1);
    expect(allowedDistance('cotton')).toBe(2);
  });
});

describe('bestCorrection', () => {
  it('prefers the smaller distance, then the typed length, then the more used word, then the alphabet', () => {
    expect(
      bestCorrection('maxy', [
        { term: 'may', docCount: 900 },
        { term: 'maxi', docCount: 10 },
      ]),
    ).toBe('maxi');
    expect(
      bestCorrection('coton', [
        { term: 'cotton', docCount: 5 },
        { term: 'coston', docCount: 50 },
      ]),
    ).toBe('coston');
    expect(
      bestCorrection('maxy', [
        { term: 'maxim', docCount: 999 },
        { term: 'maxi', docCount: 1 },
      ]),
    ).toBe('maxi');
    expect(
      bestCorrection('dan', [
        { term: 'dam', docCount: 7 },
        { term: 'dai', docCount: 7 },
      ]),
    ).toBe('dai');
  });

  it('refuses neighbours that are too far', () => {
    expect(bestCorrection('maxy', [{ term: 'mini', docCount: 100 }])).toBeNull();
    expect(bestCorrection('cotton', [{ term: 'catten', docCount: 100 }])).toBe('catten');
    expect(bestCorrection('cotton', [{ term: 'nylon', docCount: 100 }])).toBeNull();
    expect(bestCorrection('ao', [{ term: 'ai', docCount: 100 }])).toBeNull();
  });
});

describe('correctQuery', () => {
  const known = new Set(['dam', 'maxi', 'ao', 'thun']);
  it("corrects 'dam maxy' to 'dam maxi'", () => {
    expect(
      correctQuery({
        terms: ['dam', 'maxy'],
        known,
        candidates: new Map([['maxy', [{ term: 'maxi', docCount: 12 }]]]),
      }),
    ).toBe('dam maxi');
  });

  it('answers null when nothing changes', () => {
    expect(correctQuery({ terms: ['dam', 'maxi'], known, candidates: new Map() })).toBeNull();
    expect(correctQuery({ terms: ['qq', 'zzzzzz'], known, candidates: new Map() })).toBeNull();
  });

  it('says a word once when two typed words correct to it', () => {
    expect(
      correctQuery({
        terms: ['thum', 'thunn'],
        known,
        candidates: new Map([
          ['thum', [{ term: 'thun', docCount: 3 }]],
          ['thunn', [{ term: 'thun', docCount: 3 }]],
        ]),
      }),
    ).toBe('thun');
  });
});
