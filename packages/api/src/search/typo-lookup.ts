import { allowedDistance, correctQuery, type TermCandidate } from '@cho-dep/core/search/typo-correction';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';

/** Neighbours fetched per unknown word, by each of the two lookups below. */
const TRIGRAM_NEIGHBOURS = 10;
const SAME_START_NEIGHBOURS = 100;

/**
 * Finds the vocabulary neighbours of the words that are not in search_terms and lets core's
 * correctQuery pick the corrections. Two lookups, because each misses what the other finds:
 * trigram similarity (`%`, GIN index) catches a wrong first letter in a long word, but a
 * swapped pair in a short word ('mxai') shares almost no trigram with 'maxi'; words with the
 * same first letter and a similar length catch those. Only runs when a search found nothing.
 */
export async function correctTerms(db: Db, terms: readonly string[]): Promise<string | null> {
  const list = sql`ARRAY[${sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
  const last = terms.at(-1) ?? '';
  const knownRows = await queryRows<{ term: string }>(
    db,
    sql`SELECT term FROM search_terms WHERE term = ANY(${list})
        UNION ALL
        SELECT ${last}::text WHERE EXISTS (SELECT 1 FROM search_terms WHERE starts_with(term, ${last}))`,
  );
  const known = new Set(knownRows.map((row) => row.term));
  const unknown = terms.filter((term) => !known.has(term) && allowedDistance(term) > 0);
  if (unknown.length === 0) return null;

  const unknownList = sql`ARRAY[${sql.join(
    unknown.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
  const rows = await queryRows<{ typed: string; term: string; doc_count: number }>(
    db,
    sql`SELECT q.typed, n.term, n.doc_count FROM unnest(${unknownList}) AS q(typed)
        CROSS JOIN LATERAL (
          (SELECT term, doc_count FROM search_terms WHERE term % q.typed
           ORDER BY similarity(term, q.typed) DESC, doc_count DESC LIMIT ${TRIGRAM_NEIGHBOURS})
          UNION
          (SELECT term, doc_count FROM search_terms
           WHERE starts_with(term, left(q.typed, 1)) AND abs(length(term) - length(q.typed)) <= 2
           ORDER BY doc_count DESC LIMIT ${SAME_START_NEIGHBOURS})
        ) n`,
  );
  const candidates = new Map<string, TermCandidate[]>();
  for (const row of rows) {
    const list = candidates.get(row.typed) ?? [];
    list.push({ term: row.term, docCount: Number(row.doc_count) });
    candidates.set(row.typed, list);
  }
  return correctQuery({ terms, known, candidates });
}
