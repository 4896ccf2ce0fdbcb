import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { isSimilarBody, similarBodyRange } from './similar-body';

const me = { heightCm: 160, weightKg: 50, bodyShape: 'pear' as const };
const { similarHeightCm: dh, similarWeightKg: dw } = LIMITS.post;

describe('similar body', () => {
  it('matches within the height and weight windows, bounds included', () => {
    expect(isSimilarBody(me, { heightCm: 160 + dh, weightKg: 50 - dw, bodyShape: 'pear' })).toBe(true);
    expect(isSimilarBody(me, { heightCm: 160 + dh + 0.5, weightKg: 50, bodyShape: 'pear' })).toBe(false);
    expect(isSimilarBody(me, { heightCm: 160, weightKg: 50 + dw + 0.1, bodyShape: 'pear' })).toBe(false);
  });

  it('asks for the same body shape only when both gave one', () => {
    expect(isSimilarBody(me, { heightCm: 161, weightKg: 51, bodyShape: 'apple' })).toBe(false);
    expect(isSimilarBody(me, { heightCm: 161, weightKg: 51, bodyShape: null })).toBe(true);
    expect(
      isSimilarBody({ ...me, bodyShape: null }, { heightCm: 161, weightKg: 51, bodyShape: 'apple' }),
    ).toBe(true);
  });

  it('finds nobody without my height and weight, nor someone without theirs', () => {
    expect(similarBodyRange({ heightCm: null, weightKg: 50, bodyShape: null })).toBeNull();
    expect(isSimilarBody(me, { heightCm: 160, weightKg: null, bodyShape: 'pear' })).toBe(false);
  });

  it('gives the window as bounds for a query', () => {
    expect(similarBodyRange(me)).toEqual({
      heightMin: 160 - dh,
      heightMax: 160 + dh,
      weightMin: 50 - dw,
      weightMax: 50 + dw,
      bodyShape: 'pear',
    });
  });
});
