import { describe, expect, it } from 'vitest';
import { masonryColumns } from './masonry';

describe('masonryColumns', () => {
  it('puts each card in the shortest column and keeps earlier cards where they were', () => {
    const tall = { columns: 2, rows: 4, id: 'tall' };
    const square = (id: string) => ({ columns: 2, rows: 2, id });
    const first = masonryColumns([tall, square('a'), square('b')], 2);
    expect(first.map((column) => column.map((card) => card.id))).toEqual([['tall'], ['a', 'b']]);
    const more = masonryColumns([tall, square('a'), square('b'), square('c')], 2);
    expect(more[0]?.map((card) => card.id)).toEqual(['tall', 'c']);
    expect(more[1]?.map((card) => card.id)).toEqual(['a', 'b']);
  });
});
