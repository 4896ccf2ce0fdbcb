/**
 * A product tag points at a picture by its place in the post (imageIndex). When the writer
 * moves or removes a picture, the tags follow their picture: moved with it, or gone with it.
 */

interface Tagged {
  imageIndex: number;
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** The tags after the picture at `from` moved to `to`. */
export function tagsAfterMove<T extends Tagged>(tags: readonly T[], from: number, to: number): T[] {
  const order = moveItem(
    Array.from({ length: Math.max(from, to, ...tags.map((tag) => tag.imageIndex)) + 1 }, (_, i) => i),
    from,
    to,
  );
  return tags.map((tag) => ({ ...tag, imageIndex: order.indexOf(tag.imageIndex) }));
}

/** The tags after the picture at `removed` was taken out: its own tags go, later ones shift. */
export function tagsAfterRemove<T extends Tagged>(tags: readonly T[], removed: number): T[] {
  return tags
    .filter((tag) => tag.imageIndex !== removed)
    .map((tag) => (tag.imageIndex > removed ? { ...tag, imageIndex: tag.imageIndex - 1 } : tag));
}

/** A pin's place as a fraction of the picture, kept inside it. */
export function fraction(offset: number, size: number): number {
  if (size <= 0) return 0.5;
  return Math.round(Math.min(1, Math.max(0, offset / size)) * 10000) / 10000;
}
