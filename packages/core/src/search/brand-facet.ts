import { LIMITS } from '../constants/limits';
import { foldText } from './fold-text';

export interface BrandCount {
  value: string;
  count: number;
}

const byCountThenValue = (a: BrandCount, b: BrandCount) =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/**
 * The brand facet from the brands of the window as spelled ('Innisfree' 40, 'INNISFREE' 2):
 * spellings that fold alike (accents, case) are one brand, shown in its most common spelling
 * (the first in order on a tie), most common brands first, at most `max`. Folding here and
 * not in the database: there, folding (unaccent) each spelling of a window cost 5-10 ms a
 * search at a million products; foldText is vn_fold's tested twin.
 */
export function brandFacet(
  spellings: readonly BrandCount[],
  max: number = LIMITS.search.facetValuesMax,
): BrandCount[] {
  const brands = new Map<string, { spellings: BrandCount[]; count: number }>();
  for (const spelling of spellings) {
    if (spelling.value.trim() === '') continue;
    const key = foldText(spelling.value);
    const brand = brands.get(key) ?? { spellings: [], count: 0 };
    brand.spellings.push(spelling);
    brand.count += spelling.count;
    brands.set(key, brand);
  }
  return [...brands.values()]
    .map((brand) => ({
      value: (brand.spellings.sort(byCountThenValue)[0] as BrandCount).value,
      count: brand.count,
    }))
    .sort(byCountThenValue)
    .slice(0, max);
}
