import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { lockDataDir } from './data-dir-lock';
import { postgresClient } from './postgres-target';
import { preparingClient } from './prepared-statements';

/** The query interface every domain uses; the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection URL of a PostgreSQL database (tests hand it to a second process). */
  url?: string;
  /** Runs raw SQL with several statements (migrations, test setup). */
  exec(sqlText: string): Promise<void>;
  /**
   * Calls `onPayload` for each `pg_notify(channel, payload)` once its transaction commits (never
   * for one rolled back); on PostgreSQL every process listening hears it. Resolves to a function
   * that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions = { url: string; max?: number } | { dataDir: string } | { pglite: PGlite };

export const pgliteExtensions = { pg_trgm, unaccent };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.max ?? 10);
  if ('pglite' in options) return wrapPglite(options.pglite, () => {});
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions });
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

function wrapPglite(client: PGlite, unlock: () => void): Database {
  return {
    db: drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

function openPostgres(url: string, max: number): Database {
  // Notices (such as "extension already exists") are noise in the logs.
  // Web requests are many short statements: JIT compiling costs more than it saves (seen as
  // +50 ms on a search), and parallel workers speed one query up at the others' expense when
  // twenty arrive together. Both are off for our connections, set at connection start-up.
  // Queries are prepared statements (prepared-statements.ts) but still planned for their
  // values each run, as before: a plan made for any value could pick the wrong path for a
  // search whose cost depends on its words and limits. A transaction of key lookups may reuse
  // its plans with SET LOCAL plan_cache_mode = auto (the checkout's does: decision 057).
  const client = postgresClient(url, {
    max,
    onnotice: () => {},
    connection: { jit: 'off', max_parallel_workers_per_gather: 0, plan_cache_mode: 'force_custom_plan' },
  });
  return {
    db: drizzlePostgres({ client: preparingClient(client), casing: 'snake_case' }) as unknown as Db,
    kind: 'postgres',
    url,
    exec: async (sqlText) => {
      await client.unsafe(sqlText);
    },
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
    close: () => client.end({ timeout: 5 }),
  };
}
