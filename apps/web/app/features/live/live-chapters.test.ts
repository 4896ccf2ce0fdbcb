import { describe, expect, it } from 'vitest';
import { startOffset } from './live-chapters';

const chapters = [
  { offsetSeconds: 12, pin: { product: { card: { id: 'p1' } } } },
  { offsetSeconds: 40, pin: { product: null } },
  { offsetSeconds: 75, pin: { product: { card: { id: 'p2' } } } },
];
const at = (query: string) => startOffset(new URLSearchParams(query), chapters);

describe('where a replay link opens', () => {
  it("opens at a product's chapter or at the given second", () => {
    expect(at('chapter=p2')).toBe(75);
    expect(at('t=30')).toBe(30);
  });

  it('plays from the start for an unknown chapter or no hint', () => {
    expect(at('chapter=nope')).toBeNull();
    expect(at('')).toBeNull();
    expect(at('t=-3')).toBeNull();
  });
});
