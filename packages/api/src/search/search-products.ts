import { LIMITS } from '@cho-dep/core/constants/limits';
import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import { effectiveSort, type SearchParams, type SearchSort } from '@cho-dep/core/search/search-params';
import { RELEVANCE_WINDOW, relevancePageParts, sortPlan } from '@cho-dep/core/search/search-plan';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { UrlOf } from '../catalog/catalog-media';
import { type ProductCardRow, productCardColumns, toProductCard } from '../catalog/product-cards';
import { products } from '../catalog/products.tables';
import { shops } from '../shops/shops.tables';
import {
  andSql,
  filterSql,
  orderBySql,
  relevanceScoreSql,
  type SearchFilters,
  type TextCondition,
  type TextWord,
  textCondition,
} from './search-filters';
import { correctTerms } from './typo-lookup';

/**
 * Product search and listings (GET /api/v1/public/products/search): one statement finds the
 * page, the capped total and the facets; a second reads the cards of that page by id.
 *
 * The statement (see core search-plan.ts for the rules):
 * - `win`: the RELEVANCE_WINDOW (cap + 1) best-selling matches, read from
 *   products_listed_sold_idx alone (it carries the tsvector and the filtered columns). Its
 *   size is the total (capped), its rows give the facets, and for 'relevance' it is what gets
 *   scored and ranked;
 * - the page: for 'relevance', ranked window rows, continued past the window by the
 *   best-selling rest; for other sorts, the window sorted when it holds every match
 *   (total within the cap), else the matches in that sort's index order. Only one of the two
 *   branches runs: the other is cut by a one-time filter on the total.
 * Facets are therefore "among the most popular thousand matches": bounded work on any query.
 */

export interface SearchRunOptions {
  now: Date;
  urlOf: UrlOf;
}

interface SummaryRow {
  total: number;
  ids: string[] | string | null;
  rest_ids: string[] | string | null;
  brands: FacetBrand[] | string | null;
  categories: FacetCategoryRow[] | string | null;
}
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

const { totalCountCap, facetValuesMax } = LIMITS.search;

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
 * How far the fast path walks the best-selling order looking for matches before it gives up
 * (about 25 ms of index-only scanning on PostgreSQL). A query whose words are in at least
 * window/FAST_SCAN_ROWS of the products fills the window within it.
 */
const FAST_SCAN_ROWS = 100_000;

/** The columns products_listed_sold_idx carries (products.tables.ts): what the fast path may read. */
const COVERED_COLUMNS = [
  'sold_count',
  'id',
  'search',
  'category_id',
  'effective_price',
  'price',
  'shop_country',
  'free_shipping',
  'rating_avg',
  'created_at',
  'shop_id',
  'brand',
  'attributes',
];

/** Upper bound of the matches from the vocabulary's document counts: the rarest word's count. */
function matchEstimateSql(words: readonly TextWord[]): SQL {
  const counts = words.map((word) =>
    word.prefix
      ? sql`(SELECT coalesce(sum(doc_count), 0) FROM search_terms
             WHERE term >= ${word.term} AND term < ${word.term} || chr(1114111))`
      : sql`coalesce((SELECT doc_count FROM search_terms WHERE term = ${word.term}), 0)`,
  );
  return sql`least(${sql.join(counts, sql`, `)})`;
}

/**
 * The candidate window: the RELEVANCE_WINDOW best-selling matches.
 *
 * With words, PostgreSQL cannot estimate how many products match ('dam' and 'maxi' always
 * come together, so it multiplies their frequencies and guesses a few thousand for thirty
 * thousand) and a wrong guess costs a visit to every matching product row. So the statement
 * decides from the vocabulary instead:
 * - fast path, when the words are common enough to possibly fill the window within
 *   FAST_SCAN_ROWS: walk products_listed_sold_idx in order (index-only: it carries the
 *   tsvector and the filtered columns) and keep the first matches;
 * - otherwise, or when the walk found fewer than the window (the words are rarer together than
 *   apart), the plain query: the GIN index finds every match, the best sellers are kept.
 * Both are in the statement; one-time filters run only the one needed.
 */
function windowSql(
  conditions: readonly SQL[],
  text: readonly TextCondition[],
  score: (alias: string) => SQL,
): SQL {
  const columns = (alias: string) =>
    sql.raw(
      ['id', 'sold_count', 'created_at', 'effective_price', 'category_id', 'brand']
        .map((c) => `${alias}.${c}`)
        .join(', '),
    );
  const bestSelling = (alias: string) => orderBySql(sortPlan('best_selling'), alias);
  const filtered = andSql([...text.map((t) => t.on('p')), ...conditions]);
  const everything = sql`p.listed AND ${filtered}`;
  if (text.length === 0) {
    return sql`win AS MATERIALIZED (
      SELECT ${columns('p')}, ${score('p')} AS score FROM products p WHERE ${everything}
      ORDER BY ${bestSelling('p')} LIMIT ${RELEVANCE_WINDOW})`;
  }
  const need = sql`(SELECT n FROM estimate) * ${FAST_SCAN_ROWS}::float8 >= ${RELEVANCE_WINDOW}::float8 * (SELECT reltuples FROM pg_class WHERE oid = 'products'::regclass)`;
  // The walk itself carries no filter: with one, the planner may guess few rows and prefer a
  // full scan and sort. Filters apply to what the walk yields (all columns are in the index).
  return sql`estimate AS MATERIALIZED (
      SELECT ${matchEstimateSql(text.flatMap((t) => t.words))} AS n),
    fast AS MATERIALIZED (
      SELECT ${columns('p')}, ${score('p')} AS score FROM (
        SELECT ${sql.raw(COVERED_COLUMNS.join(', '))} FROM products WHERE listed AND ${need}
        ORDER BY sold_count DESC, id DESC LIMIT ${FAST_SCAN_ROWS}) p
      WHERE ${filtered}
      ORDER BY ${bestSelling('p')} LIMIT ${RELEVANCE_WINDOW}),
    fast_count AS MATERIALIZED (SELECT count(*)::int AS n FROM fast),
    win AS MATERIALIZED (
      SELECT * FROM fast WHERE (SELECT n FROM fast_count) >= ${RELEVANCE_WINDOW}
      UNION ALL
      (SELECT ${columns('p')}, ${score('p')} AS score FROM products p
       WHERE ${everything} AND (SELECT n FROM fast_count) < ${RELEVANCE_WINDOW}
       ORDER BY ${bestSelling('p')} LIMIT ${RELEVANCE_WINDOW}))`;
}

/** The one statement of a search (exported so its plan can be inspected with EXPLAIN). */
export function searchStatement(
  terms: readonly string[],
  filters: SearchFilters,
  sort: SearchSort,
  page: { offset: number; limit: number },
  now: Date,
): SQL {
  const { conditions, text: brandText } = filterSql(filters, now);
  const queryText = textCondition(terms);
  const text = [queryText, brandText].filter((t): t is TextCondition => t !== null);
  const where = sql`p.listed AND ${andSql([...text.map((t) => t.on('p')), ...conditions])}`;
  const plan = sortPlan(sort);
  const score = (alias: string) => (sort === 'relevance' ? relevanceScoreSql(terms, alias) : sql`0`);

  let pageSql: SQL;
  let restSql: SQL = sql`NULL::json`;
  if (sort === 'relevance') {
    const parts = relevancePageParts(page.offset, page.limit);
    pageSql = parts.ranked
      ? sql`(SELECT json_agg(r.id ORDER BY ${orderBySql(plan, 'r')}) FROM (
          SELECT * FROM win ORDER BY ${orderBySql(plan, '')}
          OFFSET ${parts.ranked.offset} LIMIT ${parts.ranked.limit}) r)`
      : sql`NULL::json`;
    if (parts.rest) {
      const bestSelling = sortPlan('best_selling');
      restSql = sql`(SELECT json_agg(r.id ORDER BY ${orderBySql(bestSelling, 'r')}) FROM (
          SELECT p.id, p.sold_count FROM products p WHERE ${where} ORDER BY ${orderBySql(bestSelling, 'p')}
          OFFSET ${parts.rest.offset} LIMIT ${parts.rest.limit}) r)`;
    }
  } else {
    // Within the cap the window holds every match: sort it. Beyond, walk the sort's index.
    pageSql = sql`(SELECT json_agg(r.id ORDER BY ${orderBySql(plan, 'r')}) FROM (
        SELECT * FROM win WHERE (SELECT n FROM total) <= ${totalCountCap}
        ORDER BY ${orderBySql(plan, '')} OFFSET ${page.offset} LIMIT ${page.limit}) r)`;
    restSql = sql`(SELECT json_agg(r.id ORDER BY ${orderBySql(plan, 'r')}) FROM (
        SELECT p.id, p.sold_count, p.created_at, p.effective_price FROM products p
        WHERE ${where} AND (SELECT n FROM total) > ${totalCountCap}
        ORDER BY ${orderBySql(plan, 'p')} OFFSET ${page.offset} LIMIT ${page.limit}) r)`;
  }

  return sql`
    WITH ${windowSql(conditions, text, score)},
    total AS MATERIALIZED (SELECT count(*)::int AS n FROM win)
    SELECT
      (SELECT n FROM total) AS total,
      ${pageSql} AS ids,
      ${restSql} AS rest_ids,
      (SELECT json_agg(b) FROM (
        SELECT mode() WITHIN GROUP (ORDER BY brand) AS value, count(*)::int AS count
        FROM win WHERE brand IS NOT NULL AND btrim(brand) <> ''
        GROUP BY vn_fold(brand) ORDER BY count(*) DESC, 1 LIMIT ${facetValuesMax}) b) AS brands,
      (SELECT json_agg(f) FROM (
        SELECT c.id, c.name_vi AS vi, c.name_en AS en, c.name_ko AS ko, count(*)::int AS count
        FROM win JOIN categories c ON c.id = win.category_id
        GROUP BY c.id ORDER BY count(*) DESC, c.position, c.id LIMIT ${facetValuesMax}) f) AS categories`;
}

/** One run of the statement for given words (the typed ones, or the corrected ones). */
async function runStatement(
  db: Db,
  terms: readonly string[],
  filters: SearchFilters,
  sort: SearchSort,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ total: number; ids: string[]; facets: SearchResultView['facets'] }> {
  const statement = searchStatement(terms, filters, sort, page, now);
  const [row] = await queryRows<SummaryRow>(db, statement);
  const ids = [...(json<string[]>(row?.ids ?? null) ?? []), ...(json<string[]>(row?.rest_ids ?? null) ?? [])];
  return {
    total: Number(row?.total ?? 0),
    ids,
    facets: {
      brands: json<FacetBrand[]>(row?.brands ?? null) ?? [],
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
    .where(inArray(products.id, [...ids]));
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

  let found = await runStatement(db, terms, filters, sort, page, options.now);
  let correctedQuery: string | null = null;
  if (found.total === 0 && terms.length > 0) {
    const corrected = await correctTerms(db, terms);
    if (corrected) {
      const retry = await runStatement(db, searchTermsOf(corrected), filters, sort, page, options.now);
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
