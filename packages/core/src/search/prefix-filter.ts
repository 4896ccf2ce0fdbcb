/**
 * The last word of a search is a prefix ('ao th' finds 'Áo thun'). The text index answers a
 * prefix by gathering every product of every word that starts with it before combining it
 * with the other words: for a common prefix ('nu': 'nữ', 'nước', 330,000 products at a million)
 * that alone costs tens of milliseconds. A whole word is combined by skipping through its
 * list. So when the prefix is far more common than the rarest other word, the index is asked
 * for the other words only, and the prefix is checked on the rows they find (a few
 * microseconds a row; gathering the prefix costs about a microsecond per product it holds).
 * Measured at a million products, 'be nu' in one sales tier: 36 ms with the prefix in the
 * index, 5 ms without.
 */
export const PREFIX_FILTER_RATIO = 4;

/** `prefixCount`: products with a word starting with the prefix; `otherCounts`: each other word's. */
export function prefixAsFilter(prefixCount: number, otherCounts: readonly number[]): boolean {
  if (otherCounts.length === 0) return false;
  return prefixCount > PREFIX_FILTER_RATIO * Math.min(...otherCounts);
}
