import { salesTierCondition, salesTiers } from '@cho-dep/core/search/sales-tiers';
import { RELEVANCE_WINDOW, sortPlan } from '@cho-dep/core/search/search-plan';
import { type SQL, sql } from 'drizzle-orm';
import { andSql, orderBySql, type TextCondition, type TextWord } from './search-filters';

/**
 * The window of a search: the RELEVANCE_WINDOW (cap + 1) best-selling matches, as the CTE
 * `win` (and the CTEs it reads). Its size is the total (capped), its rows give the facets,
 * and for 'relevance' it is what gets scored and ranked (search-statement.ts).
 *
 * Finding it touches about a window of product rows whatever the words:
 * 1. probe: when the vocabulary (search_terms document counts) says the rarest word is in
 *    at least RELEVANCE_WINDOW / probeRows of the products (10 % by default: 'áo', 'nữ'),
 *    walk products_listed_sold_idx in best-selling order for `probeRows` entries,
 *    index-only (the index carries the tsvector and every filtered column), keeping the
 *    matches. Common words fill the window within a few thousand entries;
 * 2. otherwise (or when the probe fell short) the sales tiers (core sales-tiers.ts), best
 *    sellers first: each tier's text index finds the tier's matches, the best-selling ones
 *    are kept, and the next tier is read only while the window is not full. Tiers are
 *    disjoint ranges of sold_count, so tier after tier is the best-selling order.
 *
 * Measured at a million products on PostgreSQL (decision 056): 'đầm maxi' (8,330 matches)
 * walked 125,000 entries of the best-selling index (320 ms) or, through the one text index,
 * read every match (120 ms cold, 55 ms warm); through the tiers it reads about 2,600.
 * PostgreSQL alone cannot choose well: it multiplies the words' frequencies ('dam' and
 * 'maxi' always come together) and expects a few hundred matches for thousands.
 * Without statistics (reltuples unknown, as on a fresh table) the size counts as 0, so the
 * probe is tried: fine on small tables, and a server's tables get analysed.
 */
export interface WalkTuning {
  probeRows: number;
  /** Tests: other tier bounds than the indexes' give the same answers, only through other plans. */
  tierBounds?: readonly number[];
  /** Beyond the cap, words in at most this many products sort their matches (search-statement.ts). */
  sortMatchesMax?: number;
}
export const WALK: WalkTuning = { probeRows: 10_000 };

/** The columns products_listed_sold_idx carries (products.tables.ts): what a walk may read. */
const COVERED_COLUMNS =
  'sold_count, id, search, category_id, effective_price, price, shop_country, free_shipping, rating_avg, created_at, shop_id, brand, attributes';

/** What the window keeps of each match. */
const WINDOW_COLUMNS = ['id', 'sold_count', 'created_at', 'effective_price', 'category_id', 'brand'];
const windowColumns = (alias: string) => sql.raw(WINDOW_COLUMNS.map((c) => `${alias}.${c}`).join(', '));
export const bestSelling = (alias: string) => orderBySql(sortPlan('best_selling'), alias);

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
export function gated(query: SQL, gate: SQL): SQL {
  return sql`SELECT * FROM (${query}) gated WHERE ${gate}`;
}

/** The first `limit` entries of the best-selling walk, filtered; the walk itself carries no condition. */
function probeSql(filtered: SQL, score: (alias: string) => SQL, gate: SQL, limit: number): SQL {
  // With a condition in the walk the planner may guess few rows and prefer a full scan and
  // sort; without, it walks the index. The filters apply to what the walk yields.
  const walk = gated(
    sql`SELECT ${sql.raw(COVERED_COLUMNS)} FROM products WHERE listed
      ORDER BY sold_count DESC, id DESC LIMIT ${limit}`,
    gate,
  );
  return sql`SELECT ${windowColumns('p')}, ${score('p')} AS score FROM (${walk}) p
    WHERE ${filtered}
    ORDER BY ${bestSelling('p')} LIMIT ${RELEVANCE_WINDOW}`;
}

/**
 * The best-selling `keep` matches of one tier. OFFSET 0 keeps the ORDER BY out of the scan:
 * the tier's text index finds the matches, then they are sorted (walking the best-selling
 * index for a rare word reads most of the tier). The tier's condition is literal SQL, the
 * same text as its index's predicate, so the planner can use that partial index.
 */
function tierSql(condition: string, filtered: SQL, score: (alias: string) => SQL, keep: SQL, gate: SQL): SQL {
  return gated(
    sql`SELECT ${windowColumns('m')}, ${score('m')} AS score FROM (
      SELECT ${windowColumns('p')}, p.search FROM products p
      WHERE p.listed AND ${sql.raw(condition)} AND ${filtered} OFFSET 0) m
      ORDER BY ${bestSelling('m')} LIMIT ${keep}`,
    gate,
  );
}

export function windowSql(
  conditions: readonly SQL[],
  text: readonly TextCondition[],
  score: (alias: string) => SQL,
  { probeRows, tierBounds }: WalkTuning,
): SQL {
  const filtered = andSql([...text.map((t) => t.on('p')), ...conditions]);
  if (text.length === 0) {
    // A listing without words: the indexes by category and by sales serve the order directly.
    return sql`win AS MATERIALIZED (
      SELECT ${windowColumns('p')}, ${score('p')} AS score FROM products p
      WHERE p.listed AND ${filtered}
      ORDER BY ${bestSelling('p')} LIMIT ${RELEVANCE_WINDOW})`;
  }
  const rows = sql`(SELECT greatest(reltuples, 0)::float8 FROM pg_class WHERE oid = 'products'::regclass)`;
  // The probe runs when the words may be common enough to fill the window within probeRows
  // (an upper bound: the rarest word's count).
  const probeGate = sql`(SELECT n FROM estimate) >= ${RELEVANCE_WINDOW}
    AND (SELECT n FROM estimate)::float8 * ${probeRows} >= ${RELEVANCE_WINDOW}::float8 * ${rows}`;
  const probeShort = sql`(SELECT n FROM probe_count) < ${RELEVANCE_WINDOW}`;
  const tiers = salesTiers(tierBounds);
  const parts = tiers.map((tier, i) => {
    const seen = i === 0 ? sql`0` : sql.raw(`(SELECT n FROM seen_${i - 1})`);
    const body = tierSql(
      salesTierCondition(tier, 'p.sold_count'),
      filtered,
      score,
      sql`${RELEVANCE_WINDOW} - ${seen}`,
      i === 0 ? probeShort : sql`${probeShort} AND ${seen} < ${RELEVANCE_WINDOW}`,
    );
    return sql`${sql.raw(`tier_${i}`)} AS MATERIALIZED (${body}),
    ${sql.raw(`seen_${i}`)} AS MATERIALIZED (SELECT ${seen} + count(*)::int AS n FROM ${sql.raw(`tier_${i}`)})`;
  });
  const fromTiers = tiers.map((_, i) => sql.raw(`SELECT * FROM tier_${i}`));
  return sql`estimate AS MATERIALIZED (SELECT ${matchEstimateSql(text.flatMap((t) => t.words))} AS n),
    probe AS MATERIALIZED (${probeSql(filtered, score, probeGate, probeRows)}),
    probe_count AS MATERIALIZED (SELECT count(*)::int AS n FROM probe),
    ${sql.join(parts, sql`,\n    `)},
    win AS MATERIALIZED (
      SELECT * FROM probe WHERE NOT ${probeShort}
      UNION ALL
      ${sql.join(fromTiers, sql` UNION ALL `)})`;
}
