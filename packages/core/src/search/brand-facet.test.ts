import { describe, expect, it } from 'vitest';
import { brandFacet } from './brand-facet';

describe('brandFacet', () => {
  it('merges spellings that fold alike and shows the most common one', () => {
    expect(
      brandFacet([
        { value: 'INNISFREE', count: 2 },
        { value: 'Innisfree', count: 40 },
        { value: 'Cỏ Mềm', count: 5 },
        { value: 'co mem', count: 7 },
        { value: 'Laneige', count: 30 },
      ]),
    ).toEqual([
      { value: 'Innisfree', count: 42 },
      { value: 'Laneige', count: 30 },
      { value: 'co mem', count: 12 },
    ]);
  });

  it('breaks ties by spelling and by brand in order, leaves out blank brands, keeps at most max', () => {
    expect(
      brandFacet(
        [
          { value: 'b', count: 3 },
          { value: 'B', count: 3 },
          { value: '  ', count: 9 },
          { value: 'a', count: 6 },
          { value: 'c', count: 1 },
        ],
        2,
      ),
    ).toEqual([
      { value: 'B', count: 6 },
      { value: 'a', count: 6 },
    ]);
  });
});
