/** A replay chapter: the moment a product (or voucher) was pinned, seconds from the start. */
export interface ChapterLike {
  offsetSeconds: number;
  pin: { product: { card: { id: string } } | null };
}

/**
 * Where a shared replay link opens: ?t=seconds, or ?chapter=<productId> at the moment that
 * product was pinned; null plays from the start.
 */
export function startOffset(search: URLSearchParams, chapters: readonly ChapterLike[]): number | null {
  const seconds = Number(search.get('t'));
  if (search.has('t') && Number.isFinite(seconds) && seconds >= 0) return seconds;
  const productId = search.get('chapter');
  if (!productId) return null;
  return chapters.find((c) => c.pin.product?.card.id === productId)?.offsetSeconds ?? null;
}
