import type { SearchParamsInput } from '@cho-dep/core/search/search-params';
import type { BenchRequest } from './load';

/**
 * The fixed mix of 20 searches: the same words with and without diacritics, a typo, brand
 * names, filters (category, price range, country, free shipping, rating, promotion), every
 * sort, and pages after the first. Category filters need ids from the database.
 */
type Params = Partial<Record<keyof SearchParamsInput, string | number>>;

export const SEARCH_PATH = '/api/v1/public/products/search';

/** Sub-categories the mix filters on (slugs of the category tree). */
export const MIX_CATEGORIES = ['dam', 'ao-thun-nam'] as const;

export function searchMix(categoryIdBySlug: ReadonlyMap<string, string>, path = SEARCH_PATH): BenchRequest[] {
  const category = (slug: (typeof MIX_CATEGORIES)[number]) => {
    const id = categoryIdBySlug.get(slug);
    if (!id) throw new Error(`category ${slug} not found`);
    return id;
  };
  const mix: Array<[string, Params]> = [
    ['áo thun nữ', { q: 'áo thun nữ' }],
    ['ao thun nu (no accents)', { q: 'ao thun nu' }],
    ['đầm maxi', { q: 'đầm maxi' }],
    ['dam maxi (no accents)', { q: 'dam maxi' }],
    ['dam maxy (typo)', { q: 'dam maxy' }],
    ['son môi', { q: 'son môi' }],
    ['quan jean', { q: 'quan jean' }],
    ['brand: Seoul Glow Lab', { q: 'Seoul Glow Lab' }],
    ['brand: moc studio', { q: 'moc studio' }],
    ['áo khoác, newest', { q: 'áo khoác', sort: 'newest' }],
    ['giày 200-600k, price_asc', { q: 'giày', priceMin: 200_000, priceMax: 600_000, sort: 'price_asc' }],
    ['kem chống nắng, KO', { q: 'kem chống nắng', country: 'KO' }],
    ['ao so mi nam, page 2', { q: 'ao so mi nam', page: 2 }],
    ['váy, free ship, 4★+', { q: 'váy', freeShipping: 1, ratingMin: 4 }],
    ['cat Đầm, best_selling', { category: category('dam'), sort: 'best_selling' }],
    ['cat Áo thun nam, price_asc p3', { category: category('ao-thun-nam'), sort: 'price_asc', page: 3 }],
    ['tui xach, best_selling p2', { q: 'tui xach', sort: 'best_selling', page: 2 }],
    ['serum, on promotion', { q: 'serum', onPromotion: 1 }],
    ['ao polo, price_desc', { q: 'ao polo', sort: 'price_desc' }],
    ['KO + free ship, newest', { country: 'KO', freeShipping: 1, sort: 'newest' }],
  ];
  return mix.map(([label, params]) => ({
    label,
    path: `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`,
  }));
}
