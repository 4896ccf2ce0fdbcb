/**
 * The last word of a search is a prefix ('ao th' finds 'Áo thun'). The text index answers a
 * prefix by gathering every product of every word that starts with it before combining it
 * with the other words: for a common prefix ('nu': 'nữ', 'nước', 330,000 products at a million)
 * that alone costs tens of milliseconds. A whole word is combined by skipping through its
 * list. So when the prefix is far more common than the rarest other word, the index is asked
 * for the other words only, and the prefix is checked on the rows they find. Measured at a
 * million products (database CPU a search, prefix in the index / checked on the rows): 'be
 * nu' (prefix 31 times as common as 'be') 28 / 9 ms, 'quan jean nu' (7.7 times) 14 / 8 ms,
 * 'moc studio' (4.3 times) 21 / 34 ms, 'dam suong' (0.3 times) 7 / 19 ms: a row checked costs
 * about what 7 to 10 products gathered cost.
 */
export const PREFIX_FILTER_RATIO = 6;

/** `prefixCount`: products with a word starting with the prefix; `otherCounts`: each other word's. */
export function prefixAsFilter(prefixCount: number, otherCounts: readonly number[]): boolean {
  if (otherCounts.length === 0) return false;
  return prefixCount > PREFIX_FILTER_RATIO * Math.min(...otherCounts);
}
