import { LIMITS } from '@cho-dep/core/constants/limits';
import { brandFacet } from '@cho-dep/core/search/brand-facet';
import { prefixAsFilter } from '@cho-dep/core/search/prefix-filter';
import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import { effectiveSort, type SearchSort } from '@cho-dep/core/search/search-query';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { and, eq, inArray } from 'drizzle-orm';
import type { UrlOf } from '../products/catalog/catalog-media';
import { type ProductCardRow, productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import type { SearchFilters } from './search-filters';
import { searchStatement } from './search-statement';
import { wordCounts } from './search-vocabulary';
import type { WalkTuning } from './search-window';
import { correctTerms } from './typo-lookup';

/**
 * Product search and listings (GET /api/v1/public/products/search): one statement finds the
 * page, the capped total and the facets (search-statement.ts); a second reads the cards of
 * that page by id. Facets are "among the thousand best-selling matches": bounded work on any
 * query.
 */

export interface SearchRunOptions {
  now: Date;
  urlOf: UrlOf;
  /** Tests only: a short best-selling walk (search-statement.ts). */
  walk?: WalkTuning;
}

interface SummaryRow {
  total: number;
  ids: string[] | string | null;
  rest_ids: string[] | string | null;
  brands: FacetBrand[] | string | null;
  categories: FacetCategoryRow[] | string | null;
}
/** A brand of the window as spelled, with its count (core brandFacet merges the spellings). */
interface FacetBrand {
  value: string;
  count: number;
}
interface FacetCategoryRow {
  id: string;
  vi: string;
  en: string;
  ko: string;
  count: number;
}

const { totalCountCap } = LIMITS.search;

/** postgres.js parses json columns, PGlite too; a driver that hands back text is parsed here. */
function json<T>(value: T | string | null): T | null {
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value;
}

function emptyResult(params: SearchParams, sort: SearchSort): SearchResultView {
  return {
    items: [],
    page: params.page,
    pageSize: params.pageSize,
    total: 0,
    totalIsCapped: false,
    sort,
    correctedQuery: null,
    facets: { brands: [], categories: [] },
  };
}

export function filtersOf(params: SearchParams): SearchFilters {
  const { q: _q, sort: _sort, page: _page, pageSize: _pageSize, ...filters } = params;
  return filters;
}

/**
 * The statement for given words. With two words or more, the vocabulary's counts decide
 * whether the last word (a prefix) goes to the text index or is checked on the rows.
 */
export async function statementFor(
  db: Db,
  terms: readonly string[],
  filters: SearchFilters,
  sort: SearchSort,
  page: { offset: number; limit: number },
  options: { now: Date; walk?: WalkTuning },
) {
  let prefixFilter = false;
  if (terms.length >= 2) {
    const counts = await wordCounts(db, terms);
    prefixFilter = prefixAsFilter(counts.prefix, counts.others);
  }
  return searchStatement(terms, filters, sort, page, options.now, options.walk, prefixFilter);
}

/** One run of the statement for given words (the typed ones, or the corrected ones). */
async function runStatement(
  db: Db,
  terms: readonly string[],
  filters: SearchFilters,
  sort: SearchSort,
  page: { offset: number; limit: number },
  options: SearchRunOptions,
): Promise<{ total: number; ids: string[]; facets: SearchResultView['facets'] }> {
  const statement = await statementFor(db, terms, filters, sort, page, options);
  // On PostgreSQL, JIT and parallel workers are off for every connection (db/client.ts):
  // compiling this statement took longer than running it.
  const [row] = await queryRows<SummaryRow>(db, statement);
  const ids = [...(json<string[]>(row?.ids ?? null) ?? []), ...(json<string[]>(row?.rest_ids ?? null) ?? [])];
  return {
    total: Number(row?.total ?? 0),
    ids,
    facets: {
      brands: brandFacet(json<FacetBrand[]>(row?.brands ?? null) ?? []),
      categories: (json<FacetCategoryRow[]>(row?.categories ?? null) ?? []).map((c) => ({
        id: c.id,
        name: { vi: c.vi, en: c.en, ko: c.ko },
        count: c.count,
      })),
    },
  };
}

/** The cards of one page, in the page's order. */
export async function loadCards(db: Db, ids: readonly string[], urlOf: UrlOf) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    // Still listed: a product hidden between the two statements is left out, not shown.
    .where(and(inArray(products.id, [...ids]), eq(products.listed, true)));
  const byId = new Map(rows.map((row) => [row.id, row as ProductCardRow]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductCard(row, urlOf)] : [];
  });
}

/**
 * Searches without any cache. When the words as typed match nothing, unknown words are
 * corrected against the vocabulary and, if that finds products, the answer says so in
 * `correctedQuery`.
 */
export async function searchProducts(
  db: Db,
  params: SearchParams,
  options: SearchRunOptions,
): Promise<SearchResultView> {
  const sort = effectiveSort(params);
  const terms = searchTermsOf(params.q);
  // Words were typed but none is searchable (only symbols or emoji): nothing can match them.
  if (params.q !== '' && terms.length === 0) return emptyResult(params, sort);
  const filters = filtersOf(params);
  const page = { offset: (params.page - 1) * params.pageSize, limit: params.pageSize };

  let found = await runStatement(db, terms, filters, sort, page, options);
  let correctedQuery: string | null = null;
  if (found.total === 0 && terms.length > 0) {
    const corrected = await correctTerms(db, terms);
    if (corrected) {
      const retry = await runStatement(db, searchTermsOf(corrected), filters, sort, page, options);
      if (retry.total > 0) {
        found = retry;
        correctedQuery = corrected;
      }
    }
  }
  return {
    items: await loadCards(db, found.ids, options.urlOf),
    page: params.page,
    pageSize: params.pageSize,
    total: Math.min(found.total, totalCountCap),
    totalIsCapped: found.total > totalCountCap,
    sort,
    correctedQuery,
    facets: found.facets,
  };
}
