import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeJsSizes } from '../bench/lib/route-js-size';

/**
 * Keeps the JavaScript of a first visit from growing: the storefront pages a shopper lands on
 * (home, a category, a product, search, the cart), read from the web build that `npm test`
 * makes before this suite (gzip, what every browser accepts; brotli is smaller). The budget is
 * what these pages weigh after moving signed-in-only and on-click code out of them, a
 * translator of our own, texts sent in parts and the first visit's scripts in one file, with a
 * little room; the aim is 130 KB
 * (decision 058 says what is left to get there).
 */
const BUDGET_GZIP_KB = 195;
const PAGES = [
  'routes/home',
  'routes/storefront/category-page',
  'routes/product/product-page',
  'routes/search/search-page',
  'routes/cart/cart-page',
];
const clientDir = resolve(import.meta.dirname, '../apps/web', process.env.BUILD_DIR ?? 'build', 'client');

describe.skipIf(!existsSync(clientDir) && !process.env.CI)('JavaScript of a first visit', () => {
  it.each(PAGES)('%s stays within the budget', (page) => {
    const [sizes] = routeJsSizes(clientDir, [page]);
    expect(sizes?.files.length).toBeGreaterThan(5);
    expect(Number.isNaN(sizes?.gzip)).toBe(false);
    expect((sizes?.gzip ?? 0) / 1024).toBeLessThan(BUDGET_GZIP_KB);
  });
});
