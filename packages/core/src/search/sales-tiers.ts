/**
 * Sales tiers: listed products split by how much they sold, each tier with its own text index
 * (a partial GIN index per tier, products.tables.ts). Search needs the thousand best-selling
 * matches of the words; walking the tiers from the best sellers down, it reads the matches of
 * a tier only while the window is not full, so words in a few thousand products read about a
 * thousand product rows, not all of their matches. The tiers roughly double in size going
 * down (on a long tail of sales: top 2 %, 3 %, 6 %, 12 %, 27 %, the rest), so the last tier
 * read costs at most about what the ones above it did.
 *
 * The bounds are fixed numbers, not shares: an index predicate cannot move. A young shop
 * floor where nothing sold 15 units has one tier, which is the plain text index again.
 */
export const SALES_TIER_BOUNDS = [2000, 600, 200, 60, 15] as const;

export interface SalesTier {
  /** At least this many sold (inclusive); null for the lowest tier. */
  min: number | null;
  /** Fewer than this many sold; null for the top tier. */
  below: number | null;
}

/** The tiers from the best sellers down; together they cover every sold count once. */
export function salesTiers(bounds: readonly number[] = SALES_TIER_BOUNDS): SalesTier[] {
  const tiers: SalesTier[] = [];
  let below: number | null = null;
  for (const min of bounds) {
    tiers.push({ min, below });
    below = min;
  }
  tiers.push({ min: null, below });
  return tiers;
}

/**
 * The tier's condition as SQL text over `column` ('sold_count' or 'p.sold_count'). The same
 * text is the index predicate and the query's condition: PostgreSQL uses a partial index
 * only when it can prove the query implies the predicate, which needs literal numbers.
 */
export function salesTierCondition(tier: SalesTier, column: string): string {
  const parts: string[] = [];
  if (tier.min !== null) parts.push(`${column} >= ${tier.min}`);
  if (tier.below !== null) parts.push(`${column} < ${tier.below}`);
  return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
}

/** The index of a tier: its lower bound in the name, so a changed bound is a new index. */
export function salesTierIndexName(tier: SalesTier): string {
  return `products_search_sold_${tier.min ?? 0}_idx`;
}
