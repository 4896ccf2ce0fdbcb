import { LIMITS } from '@cho-dep/core/constants/limits';
import { RELEVANCE_WINDOW, relevancePageParts, sortPlan } from '@cho-dep/core/search/search-plan';
import type { SearchSort } from '@cho-dep/core/search/search-query';
import { type SQL, sql } from 'drizzle-orm';
import {
  andSql,
  filterSql,
  orderBySql,
  relevanceScoreSql,
  type SearchFilters,
  type TextCondition,
  textCondition,
} from './search-filters';
import { bestSelling, gated, WALK, type WalkTuning, windowSql } from './search-window';

/**
 * The one statement of a product search: the page's ids, the capped total and the facets.
 *
 * `win` (the window, search-window.ts) holds the RELEVANCE_WINDOW (cap + 1) best-selling
 * matches. Its size is the total (capped), its rows give the facets, and for 'relevance' it
 * is what gets scored and ranked. Pages: 'relevance' and 'best_selling' read the window in
 * their order and continue past it with the best-selling rest; the other sorts sort the
 * window when it holds every match (total within the cap), else walk their own index.
 * Branches that are not needed are cut by one-time filters, so one statement serves every case.
 */

/**
 * Price and newest sorts beyond the cap: when the vocabulary says the words are in at most
 * this many products, the text index finds them all and they are sorted (about 30 ms for
 * 14,000 matches at a million products, warm); above, the sort's index is walked. A walk
 * costs a product row per entry and meets matches rarely when the order and the words
 * disagree ('ao polo' by price descending starts among bags and perfume: a second).
 */
const SORT_MATCHES_MAX = 20_000;

const { totalCountCap, facetValuesMax } = LIMITS.search;

/**
 * The brands of the window as spelled, with their counts: core's brandFacet merges the
 * spellings that fold alike (folding in the database cost more than the rest of the facets).
 */
const brandSpellings = sql`SELECT brand AS value, count(*)::int AS count FROM win
  WHERE brand IS NOT NULL AND btrim(brand) <> '' GROUP BY brand`;

/** Where a page beyond the cap comes from, for the sorts that do not read the window. */
interface RestSources {
  /** The filters with a leaf category matched by `=`, and when the category is a leaf. */
  leaf: { where: SQL; gate: SQL } | null;
  /** When the text index and a sort of the matches are cheaper than the walk. */
  sortMatches: SQL | null;
}

/** The page's ids: [window part, rest part] as two json arrays. */
function pageSql(
  sort: SearchSort,
  where: SQL,
  page: { offset: number; limit: number },
  sources: RestSources,
): { ids: SQL; rest: SQL } {
  const plan = sortPlan(sort);
  const none = sql`NULL::json`;
  if (sort === 'relevance' || sort === 'best_selling') {
    // The window is the head of the best-selling order and the ranked relevance order.
    const parts = relevancePageParts(page.offset, page.limit);
    const ids = parts.ranked
      ? sql`(SELECT json_agg(r.id ORDER BY ${orderBySql(plan, 'r')}) FROM (
          SELECT * FROM win ORDER BY ${orderBySql(plan, '')}
          OFFSET ${parts.ranked.offset} LIMIT ${parts.ranked.limit}) r)`
      : none;
    const rest = parts.rest
      ? sql`(SELECT json_agg(r.id ORDER BY ${bestSelling('r')}) FROM (${gated(
          sql`SELECT p.id, p.sold_count FROM products p WHERE ${where}
            ORDER BY ${bestSelling('p')} OFFSET ${parts.rest.offset} LIMIT ${parts.rest.limit}`,
          sql`(SELECT n FROM total) >= ${RELEVANCE_WINDOW}`,
        )}) r)`
      : none;
    return { ids, rest };
  }
  // Within the cap the window holds every match: sort it. Beyond, walk the sort's index, or
  // sort every match when the words are rare enough (one branch runs, by one-time filters).
  const columns = sql`p.id, p.sold_count, p.created_at, p.effective_price`;
  const pageOf = (alias: string) =>
    sql`ORDER BY ${orderBySql(plan, alias)} OFFSET ${page.offset} LIMIT ${page.limit}`;
  const walk = (w: SQL) => sql`SELECT ${columns} FROM products p WHERE ${w} ${pageOf('p')}`;
  const beyond = sql`(SELECT n FROM total) > ${totalCountCap}`;
  const walkGate = sources.sortMatches ? sql`${beyond} AND NOT (${sources.sortMatches})` : beyond;
  const branches = sources.leaf
    ? [
        gated(walk(sources.leaf.where), sql`${walkGate} AND ${sources.leaf.gate}`),
        gated(walk(where), sql`${walkGate} AND NOT ${sources.leaf.gate}`),
      ]
    : [gated(walk(where), walkGate)];
  if (sources.sortMatches) {
    // OFFSET 0 keeps the ORDER BY out of the scan: the text index, not the sort's index.
    branches.push(
      gated(
        sql`SELECT m.* FROM (SELECT ${columns} FROM products p WHERE ${where} OFFSET 0) m ${pageOf('m')}`,
        sql`${beyond} AND ${sources.sortMatches}`,
      ),
    );
  }
  return {
    ids: sql`(SELECT json_agg(r.id ORDER BY ${orderBySql(plan, 'r')}) FROM (
        SELECT * FROM win WHERE (SELECT n FROM total) <= ${totalCountCap}
        ORDER BY ${orderBySql(plan, '')} OFFSET ${page.offset} LIMIT ${page.limit}) r)`,
    rest: sql`(SELECT json_agg(r.id ORDER BY ${orderBySql(plan, 'r')}) FROM (${sql.join(branches, sql` UNION ALL `)}) r)`,
  };
}

export function searchStatement(
  terms: readonly string[],
  filters: SearchFilters,
  sort: SearchSort,
  page: { offset: number; limit: number },
  now: Date,
  /** Tests shrink the walk to reach every branch with a small table. */
  walk: WalkTuning = WALK,
  /** The last word is checked on the rows the others find (core prefix-filter.ts). */
  prefixAsFilter = false,
): SQL {
  const { conditions, text: brandText } = filterSql(filters, now);
  const text = [textCondition(terms, prefixAsFilter), brandText].filter(
    (t): t is TextCondition => t !== null,
  );
  const whereOf = (c: readonly SQL[]) => sql`p.listed AND ${andSql([...text.map((t) => t.on('p')), ...c])}`;
  const where = whereOf(conditions);
  const score = (alias: string) => (sort === 'relevance' ? relevanceScoreSql(terms, alias) : sql`0`);
  const { ids, rest } = pageSql(sort, where, page, {
    leaf: filters.category
      ? {
          where: whereOf(filterSql(filters, now, true).conditions),
          gate: sql`NOT EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = ${filters.category})`,
        }
      : null,
    sortMatches:
      text.length > 0 ? sql`(SELECT n FROM estimate) <= ${walk.sortMatchesMax ?? SORT_MATCHES_MAX}` : null,
  });
  return sql`
    WITH ${windowSql(conditions, text, score, walk)},
    total AS MATERIALIZED (SELECT count(*)::int AS n FROM win)
    SELECT
      (SELECT n FROM total) AS total,
      ${ids} AS ids,
      ${rest} AS rest_ids,
      (SELECT json_agg(b) FROM (${brandSpellings}) b) AS brands,
      (SELECT json_agg(f) FROM (
        SELECT c.id, c.name_vi AS vi, c.name_en AS en, c.name_ko AS ko, count(*)::int AS count
        FROM win JOIN categories c ON c.id = win.category_id
        GROUP BY c.id ORDER BY count(*) DESC, c.position, c.id LIMIT ${facetValuesMax}) f) AS categories`;
}
