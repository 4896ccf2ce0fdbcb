import { describe, expect, it } from 'vitest';
import { moveBlock, toEditorBlocks, toInputBlocks } from './editor-blocks';

describe('editor blocks', () => {
  it('moves a block and keeps the ends in place', () => {
    expect(moveBlock(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBlock(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('sends only what the API stores', () => {
    const blocks = toEditorBlocks([
      { type: 'image', key: 'blog/pictures/x', caption: 'c', url: '/media/x-1200.webp', srcSet: '' },
      { type: 'product', productId: 'p1', product: null },
    ]);
    expect(toInputBlocks(blocks)).toEqual([
      { type: 'image', key: 'blog/pictures/x', caption: 'c' },
      { type: 'product', productId: 'p1' },
    ]);
  });
});
