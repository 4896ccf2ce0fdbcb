import type { BlogBlockView } from '@cho-dep/api/community/blog/blog-schemas';
import { useMemo, useState } from 'react';
import { type EditorBlock, moveBlock, newUid, toEditorBlocks } from './editor-blocks';

/** The article's blocks while editing: add at the end, change, move, remove. */
export function useEditorBlocks(initial: readonly BlogBlockView[]) {
  const [list, setList] = useState<EditorBlock[]>(() => toEditorBlocks(initial));
  const productIds = useMemo(
    () => new Set(list.flatMap((block) => (block.type === 'product' ? [block.productId] : []))),
    [list],
  );
  return {
    list,
    productIds,
    add: (block: BlogBlockView) => setList((current) => [...current, { ...block, uid: newUid() }]),
    replace: (index: number, block: EditorBlock) =>
      setList((current) => current.map((existing, i) => (i === index ? block : existing))),
    move: (index: number, step: -1 | 1) => setList((current) => moveBlock(current, index, step)),
    remove: (index: number) => setList((current) => current.filter((_, i) => i !== index)),
  };
}
