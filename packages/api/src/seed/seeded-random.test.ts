import { describe, expect, it } from 'vitest';
import { roundToThousand, seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, () => a.int(0, 1000));
    expect(Array.from({ length: 5 }, () => b.int(0, 1000))).toEqual(first);
    expect(Array.from({ length: 5 }, () => seededRandom(43).int(0, 1000))).not.toEqual(first);
  });

  it('keeps integers within bounds and samples distinct items', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    const picked = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
  });
});

describe('roundToThousand', () => {
  it('rounds dong to whole thousands', () => {
    expect(roundToThousand(189_499)).toBe(189_000);
    expect(roundToThousand(189_500)).toBe(190_000);
    expect(roundToThousand(200)).toBe(1000);
  });
});
