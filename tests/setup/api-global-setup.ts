import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import {
  dropTestTemplate,
  type PostgresTestTarget,
  prepareTestTemplate,
} from '../../packages/db/src/test-database';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where race tests get their databases on the embedded pass: a reachable PostgreSQL, or null. */
    racePostgres: PostgresTestTarget | null;
  }
}

/** The PostgreSQL race tests use when the suite runs on PGlite (RACE_DATABASE_URL to change it). */
const DEFAULT_RACE_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function answers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/**
 * Migrates the template database once; every API test file copies it. On the embedded
 * database, tests of concurrent money and stock changes (raceIt) need a real server, since
 * PGlite runs one transaction at a time and would let them pass with no lock at all: when a
 * PostgreSQL answers, a template is made there for them too; when none does they are skipped,
 * each with the reason in its name, and the PostgreSQL pass of .ci/run runs them.
 */
export default async function setup(project: TestProject) {
  await prepareTestTemplate();
  if (process.env.DATABASE_URL) {
    project.provide('racePostgres', null);
    return;
  }
  const url = process.env.RACE_DATABASE_URL ?? DEFAULT_RACE_URL;
  if (!(await answers(url))) {
    console.log(`[api tests] no PostgreSQL at ${new URL(url).host}: race tests are skipped on this run`);
    project.provide('racePostgres', null);
    return;
  }
  const target = { url, template: `race_${process.pid}_template` };
  await prepareTestTemplate(target);
  console.log(`[api tests] race tests run on PostgreSQL at ${new URL(url).host}`);
  project.provide('racePostgres', target);
  return () => dropTestTemplate(target);
}
