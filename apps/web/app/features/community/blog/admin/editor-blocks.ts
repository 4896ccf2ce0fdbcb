import type { BlogBlockView } from '@cho-dep/api/community/blog/blog-schemas';
import type { BlogBlock } from '@cho-dep/core/community/blog-schemas';

/** A block as the editor holds it: with a stable key for React and what its preview needs. */
export type EditorBlock = BlogBlockView & { uid: string };

let next = 0;
export const newUid = () => `b${++next}`;

export function toEditorBlocks(blocks: readonly BlogBlockView[]): EditorBlock[] {
  return blocks.map((block) => ({ ...block, uid: newUid() }));
}

/** What the API stores: the blocks without their previews. */
export function toInputBlocks(blocks: readonly EditorBlock[]): BlogBlock[] {
  return blocks.map((block): BlogBlock => {
    if (block.type === 'image') return { type: 'image', key: block.key, caption: block.caption };
    if (block.type === 'product') return { type: 'product', productId: block.productId };
    return { type: block.type, text: block.text };
  });
}

/** Moves the block at `index` one place up (-1) or down (+1). */
export function moveBlock<T>(blocks: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= blocks.length) return [...blocks];
  const copy = [...blocks];
  const [moved] = copy.splice(index, 1);
  if (moved !== undefined) copy.splice(target, 0, moved);
  return copy;
}
