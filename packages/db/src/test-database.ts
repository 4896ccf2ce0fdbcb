import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, pgliteExtensions } from './client';
import { migrate } from './migrate';
import { postgresClient } from './postgres-target';

/**
 * Tests get a fresh, fully migrated database in well under a second: migrations run once
 * into a template (in the test run's global setup), and every test file starts from a copy.
 * On PGlite the copy is a data-directory dump loaded into memory; on PostgreSQL it is
 * CREATE DATABASE ... TEMPLATE.
 */
const templateDir = join(process.cwd(), '.data-test');
// Not compressed: every test file loads it, and unpacking the gzip took a third of each load
// (about 0.25 s of 0.75 s, over 300 files).
const templateDump = join(templateDir, 'template.tar');

function templateName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'test'}_template`;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** A PostgreSQL server and the template database on it that test databases are copied from. */
export interface PostgresTestTarget {
  url: string;
  template: string;
}

/** DATABASE_URL's server and template, or null on the embedded database. */
function defaultTarget(): PostgresTestTarget | null {
  const url = process.env.DATABASE_URL;
  return url ? { url, template: templateName(url) } : null;
}

/** Builds the template once per test run (on `target`, else on DATABASE_URL or PGlite). */
export async function prepareTestTemplate(
  target: PostgresTestTarget | null = defaultTarget(),
): Promise<void> {
  if (target) {
    const admin = postgresClient(target.url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${target.template}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${target.template}"`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(target.url, target.template), max: 1 });
    await migrate(database);
    await database.close();
    return;
  }
  mkdirSync(templateDir, { recursive: true });
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite: client });
  await migrate(database);
  const dump = await client.dumpDataDir('none');
  // Written beside and renamed into place: another test run on the same checkout may be
  // copying the template at this very moment, and must never read half a file.
  const partial = `${templateDump}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, templateDump);
  await client.close();
}

/** Drops a template made by prepareTestTemplate (at the end of a test run). */
export async function dropTestTemplate(target: PostgresTestTarget): Promise<void> {
  const admin = postgresClient(target.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${target.template}" WITH (FORCE)`);
  await admin.end();
}

/**
 * A fresh migrated database for one test file (on `target`, else on DATABASE_URL or PGlite).
 * Close it in afterAll.
 */
export async function createTestDatabase(
  target: PostgresTestTarget | null = defaultTarget(),
): Promise<Database> {
  if (target) {
    const { url } = target;
    const name = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgresClient(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${target.template}"`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, name), max: 5 });
    return {
      ...database,
      url: withDatabase(url, name),
      close: async () => {
        await database.close();
        const cleanup = postgresClient(url, { max: 1, onnotice: () => {} });
        await cleanup.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  if (!existsSync(templateDump)) await prepareTestTemplate();
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(templateDump)]),
    extensions: pgliteExtensions,
  });
  return openDatabase({ pglite: client });
}
