import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { type Database, openDatabase, pgliteExtensions } from './client';
import { migrate } from './migrate';

/**
 * Tests get a fresh, fully migrated database in well under a second: migrations run once
 * into a template (in the test run's global setup), and every test file starts from a copy.
 * On PGlite the copy is a data-directory dump loaded into memory; on PostgreSQL it is
 * CREATE DATABASE ... TEMPLATE.
 */
const templateDir = join(process.cwd(), '.data-test');
const templateDump = join(templateDir, 'template.tar.gz');

function templateName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'test'}_template`;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Builds the template once per test run. */
export async function prepareTestTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const name = templateName(url);
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, name), max: 1 });
    await migrate(database);
    await database.close();
    return;
  }
  mkdirSync(templateDir, { recursive: true });
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite: client });
  await migrate(database);
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(templateDump, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

/** A fresh migrated database for one test file. Close it in afterAll. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${templateName(url)}"`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, name), max: 5 });
    return {
      ...database,
      url: withDatabase(url, name),
      close: async () => {
        await database.close();
        const cleanup = postgres(url, { max: 1, onnotice: () => {} });
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
