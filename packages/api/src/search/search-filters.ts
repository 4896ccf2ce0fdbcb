import { foldText } from '@cho-dep/core/search/fold-text';
import { queryTerms } from '@cho-dep/core/search/query-terms';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import {
  RELEVANCE_WEIGHTS,
  type SortKey,
  type SortTerm,
  tsQueryText,
} from '@cho-dep/core/search/search-plan';
import { FILTERABLE_ATTRIBUTES } from '@cho-dep/core/search/search-query';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL pieces of a product search. Every value travels as a bound parameter; the only text
 * spliced into the statement comes from fixed maps below (column names, ASC/DESC) and from
 * table aliases chosen in code. Text queries are tsquery text built from letters-and-digits
 * terms (core search-plan.ts), and are bound as well.
 */

/** The filters of a search, without its words (cache keys and the typo retry share them). */
export type SearchFilters = Omit<SearchParams, 'q' | 'sort' | 'page' | 'pageSize'>;

/** Each sort key's column; all of them are carried by products_listed_sold_idx. */
const SORT_COLUMNS: Record<Exclude<SortKey, 'relevance'>, string> = {
  soldCount: 'sold_count',
  createdAt: 'created_at',
  effectivePrice: 'effective_price',
  id: 'id',
};

/** ORDER BY for a sort plan; `alias` qualifies the columns ('' for a CTE's own columns). */
export function orderBySql(plan: readonly SortTerm[], alias: string): SQL {
  const prefix = alias ? `${alias}.` : '';
  const parts = plan.map((term) => {
    const column = term.key === 'relevance' ? 'score' : `${prefix}${SORT_COLUMNS[term.key]}`;
    return `${column} ${term.direction === 'asc' ? 'ASC' : 'DESC'}`;
  });
  return sql.raw(parts.join(', '));
}

/** A word the tsvector must hold, for the cost estimate from search_terms. */
export interface TextWord {
  term: string;
  prefix: boolean;
}

/** Conditions on the stored tsvector: the query's words, and a brand's words as a cheap pre-check. */
export interface TextCondition {
  /** The condition over `<alias>.search`. */
  on(alias: string): SQL;
  words: TextWord[];
}

function tsMatch(alias: string, query: string): SQL {
  return sql`${sql.raw(alias)}.search @@ to_tsquery('simple', ${query})`;
}

/**
 * Every word of the query, the last one as a prefix ('ao th' while typing 'ao thun').
 * `prefixAsFilter` (core prefix-filter.ts): the text index is asked for the other words, and
 * the prefix is checked on the rows they find; ts_match_vq is @@ in a form no index answers.
 */
export function textCondition(terms: readonly string[], prefixAsFilter = false): TextCondition | null {
  const query = tsQueryText(terms, { mode: 'all', prefixLast: true });
  if (query === null) return null;
  const words = terms.map((term, i) => ({ term, prefix: i === terms.length - 1 }));
  const others = tsQueryText(terms.slice(0, -1), { mode: 'all', prefixLast: false });
  const last = tsQueryText(terms.slice(-1), { mode: 'all', prefixLast: true });
  if (!prefixAsFilter || others === null || last === null)
    return { on: (alias) => tsMatch(alias, query), words };
  return {
    on: (alias) =>
      sql`${tsMatch(alias, others)} AND ts_match_vq(${sql.raw(alias)}.search, to_tsquery('simple', ${last}))`,
    words,
  };
}

/**
 * The relevance score of core's RELEVANCE_WEIGHTS, from the weighted tsvector alone (name
 * words are weight A, brand words B), so candidates are scored without reading product rows.
 */
export function relevanceScoreSql(terms: readonly string[], alias: string): SQL {
  const phraseInName = tsQueryText(terms, { mode: 'phrase', prefixLast: true, weight: 'A' });
  const allInName = tsQueryText(terms, { mode: 'all', prefixLast: true, weight: 'A' });
  const wholeWords = tsQueryText(terms, { mode: 'all', prefixLast: false });
  if (phraseInName === null || allInName === null || wholeWords === null) return sql`0`;
  const w = RELEVANCE_WEIGHTS;
  return sql`(
    CASE WHEN ${tsMatch(alias, phraseInName)} THEN ${w.namePhrase}::int ELSE 0 END
    + CASE WHEN ${tsMatch(alias, allInName)} THEN ${w.nameAllTerms}::int ELSE 0 END
    + CASE WHEN ${tsMatch(alias, wholeWords)} THEN ${w.wholeWord}::int ELSE 0 END)`;
}

/** Attribute filters as one jsonb containment document. */
function attributesDocument(filters: SearchFilters): string | null {
  const doc: Record<string, string> = {};
  if (filters.gender) doc.gender = filters.gender;
  for (const key of FILTERABLE_ATTRIBUTES) {
    const value = filters[key];
    // Sellers' values are stored NFC; a link may carry NFD.
    if (value) doc[key] = value.normalize('NFC');
  }
  return Object.keys(doc).length === 0 ? null : JSON.stringify(doc);
}

export interface FilterSql {
  /** Conditions over `p` (products), besides `p.listed` which the caller adds where it is needed. */
  conditions: SQL[];
  /** A tsvector pre-check implied by a filter (the brand's words), if any. */
  text: TextCondition | null;
}

/**
 * The conditions of each filter that is set (not the query's words, not `listed`).
 * `categoryIsLeaf`: the caller knows the category has no sub-categories, so it is matched
 * with `=`, which lets the planner walk products_listed_category_price_idx / _new_idx in order.
 */
export function filterSql(filters: SearchFilters, now: Date, categoryIsLeaf = false): FilterSql {
  const conditions: SQL[] = [];
  let text: TextCondition | null = null;
  if (filters.category && categoryIsLeaf) {
    conditions.push(sql`p.category_id = ${filters.category}`);
  } else if (filters.category) {
    // A top-level category includes its sub-categories (the tree has two levels).
    conditions.push(
      sql`p.category_id IN (SELECT c.id FROM categories c WHERE c.id = ${filters.category} OR c.parent_id = ${filters.category})`,
    );
  }
  if (filters.shop) conditions.push(sql`p.shop_id = ${filters.shop}`);
  if (filters.priceMin !== undefined) conditions.push(sql`p.effective_price >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`p.effective_price <= ${filters.priceMax}`);
  if (filters.brand) {
    const folded = foldText(filters.brand.normalize('NFC')).trim();
    // The brand's words are in the tsvector: a cheap necessary condition before the exact
    // folded comparison. Only for a brand of plain words (the text-search parser then splits
    // it the same way); 'H&M' or "Levi's" go straight to the comparison.
    const words = queryTerms(folded);
    const phrase = tsQueryText(words, { mode: 'phrase', prefixLast: false });
    if (/^[\p{L}\p{Nd}]+( [\p{L}\p{Nd}]+)*$/u.test(folded) && phrase !== null) {
      text = { on: (alias) => tsMatch(alias, phrase), words: words.map((term) => ({ term, prefix: false })) };
    }
    conditions.push(sql`vn_fold(p.brand) = ${folded}`);
  }
  const attributes = attributesDocument(filters);
  if (attributes !== null) conditions.push(sql`p.attributes @> ${attributes}::jsonb`);
  if (filters.ratingMin !== undefined) conditions.push(sql`p.rating_avg >= ${filters.ratingMin}`);
  if (filters.country) conditions.push(sql`p.shop_country = ${filters.country}`);
  if (filters.freeShipping) conditions.push(sql`p.free_shipping`);
  if (filters.onPromotion) {
    // On sale, or in a program running now. The IN list is hashed once per query, not probed per row.
    const at = now.toISOString();
    conditions.push(sql`(p.effective_price < p.price OR p.id IN (
      SELECT pi.product_id FROM promotion_items pi JOIN promotions pr ON pr.id = pi.promotion_id
      WHERE pr.starts_at <= ${at}::timestamptz AND pr.ends_at > ${at}::timestamptz AND pr.ended_at IS NULL))`);
  }
  return { conditions, text };
}

/** AND of the conditions; TRUE for none. */
export function andSql(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`TRUE` : sql.join([...conditions], sql` AND `);
}
