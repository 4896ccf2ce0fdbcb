/**
 * The database side of the search mix: for each search of bench/lib/search-mix.ts (or of the
 * long tail, `--mix long-tail`), the statement the API runs (searchStatement, with the same
 * per-statement settings) under EXPLAIN (ANALYZE, BUFFERS), one at a time on a quiet
 * connection. Prints each search's execution time (best of --repeat) and the full plans of
 * the --plans slowest, so a slow search in the HTTP benchmark can be traced to its plan.
 * On PGlite (`--data-dir`) it only times the statements: EXPLAIN ANALYZE has been seen to
 * hang later pg_trgm queries there.
 *
 *   npm run bench -- explain --database-url postgres://postgres@127.0.0.1:5432/bench
 *   npm run bench -- explain --data-dir /tmp/data-bench --mix long-tail --long-tail-count 200
 */
import { resolve } from 'node:path';
import { filtersOf, statementFor } from '@cho-dep/api/search/search-products';
import { correctTerms } from '@cho-dep/api/search/typo-lookup';
import { foldText } from '@cho-dep/core/search/fold-text';
import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import { searchParamsSchema } from '@cho-dep/core/search/search-params';
import { effectiveSort } from '@cho-dep/core/search/search-query';
import { type Db, openDatabase } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { type SQL, sql } from 'drizzle-orm';
import { machineNote, numberArg, readArgs } from './lib/args';
import { sampleCatalog } from './lib/catalog-sample';
import { LONG_TAIL_SEED_WORDS, longTailMix } from './lib/search-long-tail';
import { searchMix } from './lib/search-mix';

const args = readArgs({
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
  repeat: { type: 'string' },
  plans: { type: 'string' },
  only: { type: 'string' },
  mix: { type: 'string' },
  'long-tail-count': { type: 'string' },
});
const url = args['database-url'] as string | undefined;
const dataDir = args['data-dir'] as string | undefined;
if (!url && !dataDir) {
  console.error('pass --database-url (plans) or --data-dir (PGlite: timings only)');
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

/** PGlite: the statement timed from outside (planning included), no plan. */
async function timeOnly(db: Db, statement: SQL): Promise<{ ms: number; planning: number; plan: string }> {
  const started = performance.now();
  await queryRows(db, statement);
  return { ms: performance.now() - started, planning: Number.NaN, plan: '(PGlite: no plan)' };
}

/** Names of listed products the long tail is cut from: the best sellers of each seed word, as the API pages them. */
async function catalogNamesFromDb(db: Db): Promise<string[]> {
  const names = new Set<string>();
  for (const word of LONG_TAIL_SEED_WORDS) {
    const rows = await queryRows<{ name: string }>(
      db,
      sql`SELECT name FROM products WHERE listed AND search @@ to_tsquery('simple', ${`${foldText(word)}:*`})
          ORDER BY sold_count DESC, id DESC LIMIT 60`,
    );
    for (const row of rows) names.add(row.name);
  }
  return [...names];
}

async function main() {
  const sample = await sampleCatalog({ dataDir: dataDir ?? '', databaseUrl: url }, 2);
  const database = url
    ? await openDatabase({ url, max: 1 })
    : await openDatabase({ dataDir: resolve(dataDir as string, 'pglite') });
  const { db } = database;
  const measure = url ? explain : timeOnly;
  const now = new Date();
  const mix =
    args.mix === 'long-tail'
      ? longTailMix(await catalogNamesFromDb(db), numberArg(args['long-tail-count'], 200))
      : searchMix(sample.categoryIdBySlug);
  console.log(
    `explain search ${args.mix === 'long-tail' ? 'long tail' : 'mix'} on ${url ?? `PGlite ${dataDir}`}: ${sample.productCount} listed products; ${await machineNote()}`,
  );
  const rows: Array<{ label: string; best: number; planning: number; plan: string }> = [];
  for (const entry of mix) {
    if (args.only && !entry.label.includes(args.only as string)) continue;
    const params = searchParamsSchema.parse(
      Object.fromEntries(new URLSearchParams(entry.path.split('?')[1])),
    );
    const sort = effectiveSort(params);
    const filters = filtersOf(params);
    const page = { offset: (params.page - 1) * params.pageSize, limit: params.pageSize };
    let terms = searchTermsOf(params.q);
    let label = args.mix === 'long-tail' ? `${entry.label}: ${params.q}` : entry.label;
    // A search whose words find nothing is retried with corrected words: explain that run too.
    const [first] = await queryRows<{ total: number }>(
      db,
      await statementFor(db, terms, filters, sort, page, { now }),
    );
    if (Number(first?.total ?? 0) === 0 && terms.length > 0) {
      const corrected = await correctTerms(db, terms);
      if (corrected) {
        terms = searchTermsOf(corrected);
        label += ` -> "${corrected}"`;
      }
    }
    const runs = [];
    for (let i = 0; i < repeat; i++)
      runs.push(await measure(db, await statementFor(db, terms, filters, sort, page, { now })));
    const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    rows.push({ label, best: best.ms, planning: best.planning, plan: best.plan });
    console.log(
      `  ${label.padEnd(44)} execution ${best.ms.toFixed(1).padStart(7)} ms  planning ${best.planning.toFixed(1)} ms`,
    );
  }
  const sorted = [...rows].map((r) => r.best).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  console.log(
    `\n${rows.length} searches, one at a time: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms, mean ${(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)).toFixed(1)} ms; ${await machineNote()}`,
  );
  const withPlans = url ? [...rows].sort((a, b) => b.best - a.best).slice(0, showPlans) : [];
  for (const row of withPlans) {
    console.log(`\n=== ${row.label}: ${row.best.toFixed(1)} ms\n${row.plan}`);
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
