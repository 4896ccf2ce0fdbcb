import { createTestDatabase } from '@cho-dep/db/test-database';
import { inject, it, type TestFunction } from 'vitest';
import { createTestApp } from './test-app';

/**
 * Tests of concurrent writes to money and stock must run on PostgreSQL: PGlite runs one
 * transaction at a time, so a race test there passes with every lock and guard removed.
 * On a PostgreSQL run (DATABASE_URL) they use the file's own database; on the embedded run
 * they get a database of their own on the PostgreSQL the global setup found
 * (tests/setup/api-global-setup.ts), or are skipped with the reason in their name.
 */
const racePostgres = process.env.DATABASE_URL ? null : inject('racePostgres');

/** Whether race tests run on this pass. */
export const racesRun = Boolean(process.env.DATABASE_URL) || racePostgres !== null;

const SKIPPED =
  ' [skipped: needs PostgreSQL; PGlite runs one transaction at a time. Start PostgreSQL or run .ci/run]';

/** `it` for a race test: on PostgreSQL, or skipped with the reason in its name. */
export function raceIt(name: string, fn: TestFunction, timeout?: number): void {
  if (racesRun) it(name, fn, timeout);
  else it.skip(`${name}${SKIPPED}`, fn);
}

/**
 * The API app race tests use: the file's usual test app on a PostgreSQL run, else one on the
 * PostgreSQL the global setup found. Close it when done.
 */
export async function createRaceTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  if (!racePostgres) return createTestApp(options);
  return createTestApp({ ...options, database: await createTestDatabase(racePostgres) });
}
