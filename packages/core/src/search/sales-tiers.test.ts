import { describe, expect, it } from 'vitest';
import { SALES_TIER_BOUNDS, salesTierCondition, salesTierIndexName, salesTiers } from './sales-tiers';

describe('salesTiers', () => {
  it('covers every sold count exactly once, best sellers first', () => {
    const tiers = salesTiers();
    expect(tiers).toHaveLength(SALES_TIER_BOUNDS.length + 1);
    for (const sold of [0, 1, 14, 15, 59, 60, 199, 200, 599, 600, 1999, 2000, 250_000]) {
      const holding = tiers.filter(
        (t) => (t.min === null || sold >= t.min) && (t.below === null || sold < t.below),
      );
      expect(holding, `sold ${sold}`).toHaveLength(1);
    }
    expect(tiers[0]).toEqual({ min: 2000, below: null });
    expect(tiers.at(-1)).toEqual({ min: null, below: 15 });
  });

  it('writes the condition the partial index and the query share, with literal numbers', () => {
    const [top, second] = salesTiers();
    expect(salesTierCondition(top as never, 'sold_count')).toBe('sold_count >= 2000');
    expect(salesTierCondition(second as never, 'p.sold_count')).toBe(
      'p.sold_count >= 600 AND p.sold_count < 2000',
    );
    expect(salesTierCondition(salesTiers().at(-1) as never, 'sold_count')).toBe('sold_count < 15');
    expect(salesTierCondition({ min: null, below: null }, 'sold_count')).toBe('TRUE');
  });

  it('names each index by its lower bound', () => {
    expect(salesTiers().map(salesTierIndexName)).toEqual([
      'products_search_sold_2000_idx',
      'products_search_sold_600_idx',
      'products_search_sold_200_idx',
      'products_search_sold_60_idx',
      'products_search_sold_15_idx',
      'products_search_sold_0_idx',
    ]);
  });
});
