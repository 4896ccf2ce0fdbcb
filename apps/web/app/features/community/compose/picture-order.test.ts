import { describe, expect, it } from 'vitest';
import { fraction, moveItem, tagsAfterMove, tagsAfterRemove } from './picture-order';

const tag = (imageIndex: number, id: string) => ({ id, imageIndex });

describe('moving a picture', () => {
  it('moves the item and its tags with it', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(tagsAfterMove([tag(0, 'on a'), tag(1, 'on b'), tag(2, 'on c')], 0, 2)).toEqual([
      tag(2, 'on a'),
      tag(0, 'on b'),
      tag(1, 'on c'),
    ]);
  });

  it('moves one step to the left', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(tagsAfterMove([tag(2, 'on c'), tag(1, 'on b')], 2, 1)).toEqual([tag(1, 'on c'), tag(2, 'on b')]);
  });
});

describe('removing a picture', () => {
  it('drops its tags and shifts the later ones', () => {
    expect(tagsAfterRemove([tag(0, 'a'), tag(1, 'b'), tag(2, 'c')], 1)).toEqual([tag(0, 'a'), tag(1, 'c')]);
  });
});

describe('fraction', () => {
  it('keeps a pin inside the picture', () => {
    expect(fraction(50, 200)).toBe(0.25);
    expect(fraction(-4, 200)).toBe(0);
    expect(fraction(260, 200)).toBe(1);
    expect(fraction(1, 3)).toBe(0.3333);
  });
});
