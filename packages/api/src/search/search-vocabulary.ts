import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';

/**
 * search_terms: the words of listed product names and brands, with how many products use
 * each, for typo correction. Rebuilt whole from the stored tsvectors (ts_stat reads every
 * listed product once): a few seconds on a million products, so it runs in the background
 * (start-background.ts), after seeding, and never on a request.
 *
 * Kept: words of 2 to 40 characters made of letters and digits, not numbers alone (sizes
 * and codes are not corrected). The replace happens in one transaction, so readers see the
 * old list or the new one, never an empty table.
 */
export async function refreshSearchVocabulary(
  ctx: AppContext,
  options: { skipIfBusy?: boolean } = {},
): Promise<{ terms: number }> {
  const count = await ctx.database.db.transaction(async (tx) => {
    // Two rebuilds at once would insert the same words twice and fail. Several server processes
    // run the background loop: when one is already rebuilding, the others leave it be
    // (`skipIfBusy`); a rebuild after new products (the seed) waits its turn instead.
    if (options.skipIfBusy) {
      const [lock] = await queryRows<{ got: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(${VOCABULARY_LOCK}) AS got`,
      );
      if (!lock?.got) return null;
    } else {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${VOCABULARY_LOCK})`);
    }
    await tx.execute(sql`DELETE FROM search_terms`);
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`WITH inserted AS (
            INSERT INTO search_terms (term, doc_count)
            SELECT word, ndoc FROM ts_stat('SELECT search FROM products WHERE listed')
            WHERE length(word) BETWEEN 2 AND 40
              AND word !~ '^[0-9]+$'
              AND word !~ '[[:space:][:punct:]]'
            RETURNING 1)
          SELECT count(*)::int AS n FROM inserted`,
    );
    return Number(rows[0]?.n ?? 0);
  });
  return { terms: count ?? (await termCount(ctx.database.db)) };
}

/** The advisory lock key of the vocabulary's rebuild (seed and sync keys are 727275-727277). */
const VOCABULARY_LOCK = 727278;

async function termCount(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM search_terms`);
  return Number(rows[0]?.n ?? 0);
}

/** True when the vocabulary has never been built (a fresh database). */
export async function isSearchVocabularyEmpty(ctx: AppContext): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    ctx.database.db,
    sql`SELECT EXISTS (SELECT 1 FROM search_terms) AS found`,
  );
  return rows[0]?.found !== true;
}

/**
 * How many listed products use each word of a search (the last one as a prefix: every word
 * starting with it), from the vocabulary; 0 for a word it does not hold.
 */
export async function wordCounts(
  db: Db,
  terms: readonly string[],
): Promise<{ others: number[]; prefix: number }> {
  const last = terms.at(-1) ?? '';
  const others = terms.slice(0, -1);
  const rows = await queryRows<{ term: string; n: number }>(
    db,
    sql`SELECT term, doc_count AS n FROM search_terms WHERE term = ANY(${sql`ARRAY[${sql.join(
      others.map((term) => sql`${term}`),
      sql`, `,
    )}]::text[]`})
        UNION ALL
        SELECT NULL, coalesce(sum(doc_count), 0)::int FROM search_terms
        WHERE term >= ${last} AND term < ${last} || chr(1114111)`,
  );
  const count = new Map(rows.filter((r) => r.term !== null).map((r) => [r.term, Number(r.n)]));
  return {
    others: others.map((term) => count.get(term) ?? 0),
    prefix: Number(rows.find((r) => r.term === null)?.n ?? 0),
  };
}
