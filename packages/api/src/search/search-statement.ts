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
  type TextWord,
  textCondition,
} from './search-filters';

/**
 * The one statement of a product search: the page's ids, the capped total and the facets.
 *
 * `win` (the window) holds the RELEVANCE_WINDOW (cap + 1) best-selling matches. Its size is
 * the total (capped), its rows give the facets, and for 'relevance' it is what gets scored
 * and ranked. Pages: 'relevance' and 'best_selling' read the window in their order and
 * continue past it with the best-selling rest; the other sorts sort the window when it holds
 * every match (total within the cap), else walk their own index. Branches that are not
 * needed are cut by one-time filters, so one statement serves every case.
 *
 * Finding the window. With words, PostgreSQL cannot guess how many products match: 'dam'
 * and 'maxi' always come together, so it multiplies their frequencies and expects a few
 * thousand for thirty thousand, and a wrong guess costs a visit to every matching product
 * row. The statement decides from what it sees instead:
 * 1. probe: when the vocabulary (search_terms document counts) says the rarest word is in
 *    more than a window of products and at least WALK_MIN_SHARE of them, walk
 *    products_listed_sold_idx in best-selling order for `probeRows` entries, index-only (the
 *    index carries the tsvector and every filtered column), keeping the matches;
 * 2. walk on: if the probe did not fill the window but its matches show the words in at
 *    least WALK_MIN_SHARE of what it read, and project more than a window over the table,
 *    continue the walk up to `walkRows`;
 * 3. otherwise the plain query: the GIN index finds every match and the best sellers are kept.
 * Without statistics (reltuples unknown, as on a fresh table) the size counts as 0, so the
 * walk is tried: fine on small tables, and a server's tables get analysed.
 * Below WALK_MIN_SHARE the text index is cheaper than walking; above, walking is (measured
 * on PostgreSQL at a million products: reading 1,000 product rows costs about as much as
 * walking 30,000 index entries).
 */
export interface WalkTuning {
  probeRows: number;
  walkRows: number;
  /** Beyond the cap, words in at most this many products sort their matches (pageSql). */
  sortMatchesMax?: number;
}
const WALK: WalkTuning = { probeRows: 50_000, walkRows: 250_000 };
/**
 * Price and newest sorts beyond the cap: when the vocabulary says the words are in at most
 * this many products, the text index finds them all and they are sorted (about 30 ms for
 * 14,000 matches at a million products, warm); above, the sort's index is walked. A walk
 * costs a product row per entry and meets matches rarely when the order and the words
 * disagree ('ao polo' by price descending starts among bags and perfume: a second).
 */
const SORT_MATCHES_MAX = 20_000;
const WALK_MIN_SHARE = 0.006;

const { totalCountCap, facetValuesMax } = LIMITS.search;

/** The columns products_listed_sold_idx carries (products.tables.ts): what a walk may read. */
const COVERED_COLUMNS =
  'sold_count, id, search, category_id, effective_price, price, shop_country, free_shipping, rating_avg, created_at, shop_id, brand, attributes';

/** What the window keeps of each match. */
const windowColumns = (alias: string) =>
  sql.raw(
    ['id', 'sold_count', 'created_at', 'effective_price', 'category_id', 'brand']
      .map((c) => `${alias}.${c}`)
      .join(', '),
  );
const bestSelling = (alias: string) => orderBySql(sortPlan('best_selling'), alias);

/**
 * The brand facet folds each spelling once, not each product: a window of a thousand matches
 * holds a few hundred spellings, and folding (unaccent) is the costly part. The facet shows
 * the most common spelling of a folded brand ('Innisfree' over 'INNISFREE'), the first in
 * order on a tie.
 */
const brandSpellings = sql`SELECT brand, count(*) AS n FROM win
  WHERE brand IS NOT NULL AND btrim(brand) <> '' GROUP BY brand`;

/** Upper bound of the matches from the vocabulary: the rarest word's document count. */
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
 * Runs `query` only when `gate` holds. The gate sits above the query's LIMIT, where the
 * planner cannot push it down: it becomes a one-time filter that skips the whole branch,
 * before any parallel worker is started for it.
 */
function gated(query: SQL, gate: SQL): SQL {
  return sql`SELECT * FROM (${query}) gated WHERE ${gate}`;
}

/** A stretch of the best-selling walk, filtered; the walk itself carries no condition (see below). */
function walkSql(
  filtered: SQL,
  score: (alias: string) => SQL,
  gate: SQL,
  stretch: { offset: number; limit: number },
  keep: SQL,
): SQL {
  // With a condition in the walk the planner may guess few rows and prefer a full scan and
  // sort; without, it walks the index. The filters apply to what the walk yields.
  const walk = gated(
    sql`SELECT ${sql.raw(COVERED_COLUMNS)} FROM products WHERE listed
      ORDER BY sold_count DESC, id DESC OFFSET ${stretch.offset} LIMIT ${stretch.limit}`,
    gate,
  );
  return sql`SELECT ${windowColumns('p')}, ${score('p')} AS score FROM (${walk}) p
    WHERE ${filtered}
    ORDER BY ${bestSelling('p')} LIMIT ${keep}`;
}

function windowSql(
  conditions: readonly SQL[],
  text: readonly TextCondition[],
  score: (alias: string) => SQL,
  { probeRows, walkRows }: WalkTuning,
): SQL {
  const filtered = andSql([...text.map((t) => t.on('p')), ...conditions]);
  const plain = (gate: SQL) =>
    gated(
      sql`SELECT ${windowColumns('p')}, ${score('p')} AS score FROM products p
        WHERE p.listed AND ${filtered}
        ORDER BY ${bestSelling('p')} LIMIT ${RELEVANCE_WINDOW}`,
      gate,
    );
  if (text.length === 0) return sql`win AS MATERIALIZED (${plain(sql`TRUE`)})`;

  const rows = sql`(SELECT greatest(reltuples, 0)::float8 FROM pg_class WHERE oid = 'products'::regclass)`;
  // Probe when the words may be common enough and may fill the window (an upper bound:
  // the rarest word's count). Walk on when the probe's share of matches says they are, and
  // that the whole table holds more than a window of them; else the text index is cheaper.
  const probeGate = sql`(SELECT n FROM estimate) >= ${RELEVANCE_WINDOW}
    AND (SELECT n FROM estimate) >= ${WALK_MIN_SHARE}::float8 * ${rows}`;
  const walkGate = sql`(SELECT n FROM probe_count) < ${RELEVANCE_WINDOW}
    AND (SELECT n FROM probe_count) >= ${Math.ceil(WALK_MIN_SHARE * probeRows)}
    AND (SELECT n FROM probe_count)::float8 * ${rows} >= ${RELEVANCE_WINDOW * probeRows}::float8`;
  return sql`estimate AS MATERIALIZED (SELECT ${matchEstimateSql(text.flatMap((t) => t.words))} AS n),
    probe AS MATERIALIZED (${walkSql(filtered, score, probeGate, { offset: 0, limit: probeRows }, sql`${RELEVANCE_WINDOW}`)}),
    probe_count AS MATERIALIZED (SELECT count(*)::int AS n FROM probe),
    walk AS MATERIALIZED (
      SELECT * FROM probe
      UNION ALL
      (${walkSql(
        filtered,
        score,
        walkGate,
        { offset: probeRows, limit: walkRows - probeRows },
        sql`${RELEVANCE_WINDOW} - (SELECT n FROM probe_count)`,
      )})),
    walk_count AS MATERIALIZED (SELECT count(*)::int AS n FROM walk),
    win AS MATERIALIZED (
      SELECT * FROM walk WHERE (SELECT n FROM walk_count) >= ${RELEVANCE_WINDOW}
      UNION ALL
      (${plain(sql`(SELECT n FROM walk_count) < ${RELEVANCE_WINDOW}`)}))`;
}

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
): SQL {
  const { conditions, text: brandText } = filterSql(filters, now);
  const text = [textCondition(terms), brandText].filter((t): t is TextCondition => t !== null);
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
      (SELECT json_agg(b) FROM (
        SELECT (array_agg(s.brand ORDER BY s.n DESC, s.brand))[1] AS value, sum(s.n)::int AS count
        FROM (${brandSpellings}) s
        GROUP BY vn_fold(s.brand) ORDER BY 2 DESC, 1 LIMIT ${facetValuesMax}) b) AS brands,
      (SELECT json_agg(f) FROM (
        SELECT c.id, c.name_vi AS vi, c.name_en AS en, c.name_ko AS ko, count(*)::int AS count
        FROM win JOIN categories c ON c.id = win.category_id
        GROUP BY c.id ORDER BY count(*) DESC, c.position, c.id LIMIT ${facetValuesMax}) f) AS categories`;
}
