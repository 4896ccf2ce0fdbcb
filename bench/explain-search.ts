/**
 * The database side of the search mix, on PostgreSQL only: for each of the 20 searches of
 * bench/lib/search-mix.ts, the statement the API runs (searchStatement, with the same
 * per-statement settings) under EXPLAIN (ANALYZE, BUFFERS), one at a time on a quiet
 * connection. Prints each search's execution time (best of --repeat) and the full plans of
 * the --plans slowest, so a slow search in the HTTP benchmark can be traced to its plan.
 * Never on PGlite (EXPLAIN ANALYZE has been seen to hang later pg_trgm queries there).
 *
 *   npm run bench -- explain --database-url postgres://postgres@127.0.0.1:5432/bench
 */
import { filtersOf } from '@cho-dep/api/search/search-products';
import { searchStatement } from '@cho-dep/api/search/search-statement';
import { correctTerms } from '@cho-dep/api/search/typo-lookup';
import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import { searchParamsSchema } from '@cho-dep/core/search/search-params';
import { effectiveSort } from '@cho-dep/core/search/search-query';
import { type Db, openDatabase } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { type SQL, sql } from 'drizzle-orm';
import { machineNote, numberArg, readArgs } from './lib/args';
import { sampleCatalog } from './lib/catalog-sample';
import { searchMix } from './lib/search-mix';

const args = readArgs({
  'database-url': { type: 'string' },
  repeat: { type: 'string' },
  plans: { type: 'string' },
  only: { type: 'string' },
});
const url = args['database-url'] as string | undefined;
if (!url) {
  console.error('explain runs on PostgreSQL only: pass --database-url (never EXPLAIN ANALYZE on PGlite)');
  process.exit(2);
}
const repeat = numberArg(args.repeat, 3);
const showPlans = numberArg(args.plans, 3);

/** Runs as the API does: in a transaction with JIT and parallel workers off for the statement. */
async function explain(db: Db, statement: SQL): Promise<{ ms: number; planning: number; plan: string }> {
  const lines = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  });
  const plan = lines.map((l) => l['QUERY PLAN']).join('\n');
  const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN);
  const planning = Number(/Planning Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN);
  return { ms, planning, plan };
}

async function main() {
  const sample = await sampleCatalog({ dataDir: '', databaseUrl: url }, 2);
  const database = await openDatabase({ url: url as string, max: 1 });
  const { db } = database;
  const now = new Date();
  console.log(`explain search mix on ${url}: ${sample.productCount} listed products; ${await machineNote()}`);
  const rows: Array<{ label: string; best: number; planning: number; plan: string }> = [];
  for (const entry of searchMix(sample.categoryIdBySlug)) {
    if (args.only && !entry.label.includes(args.only as string)) continue;
    const params = searchParamsSchema.parse(
      Object.fromEntries(new URLSearchParams(entry.path.split('?')[1])),
    );
    const sort = effectiveSort(params);
    const filters = filtersOf(params);
    const page = { offset: (params.page - 1) * params.pageSize, limit: params.pageSize };
    let terms = searchTermsOf(params.q);
    let label = entry.label;
    // A search whose words find nothing is retried with corrected words: explain that run too.
    const [first] = await queryRows<{ total: number }>(db, searchStatement(terms, filters, sort, page, now));
    if (Number(first?.total ?? 0) === 0 && terms.length > 0) {
      const corrected = await correctTerms(db, terms);
      if (corrected) {
        terms = searchTermsOf(corrected);
        label += ` -> "${corrected}"`;
      }
    }
    const runs = [];
    for (let i = 0; i < repeat; i++)
      runs.push(await explain(db, searchStatement(terms, filters, sort, page, now)));
    const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    rows.push({ label, best: best.ms, planning: best.planning, plan: best.plan });
    console.log(
      `  ${label.padEnd(44)} execution ${best.ms.toFixed(1).padStart(7)} ms  planning ${best.planning.toFixed(1)} ms`,
    );
  }
  for (const row of [...rows].sort((a, b) => b.best - a.best).slice(0, showPlans)) {
    console.log(`\n=== ${row.label}: ${row.best.toFixed(1)} ms\n${row.plan}`);
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
