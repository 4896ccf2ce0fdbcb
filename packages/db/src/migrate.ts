import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './client';

/** Where the committed migrations live; overridable because the built server copies them. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  // From source (tests, scripts) the folder sits beside src; from the bundled server, whose
  // import.meta.url is inside build/, we find it from the repository root (the working dir).
  const besideSource = fileURLToPath(new URL('../migrations', import.meta.url));
  return existsSync(besideSource) ? besideSource : resolve(process.cwd(), 'packages/db/migrations');
}

/** Applies every committed migration not yet applied. Safe to run at each start. */
export async function migrate(database: Database, folder = migrationsFolder()): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    // Several app processes may start together against one server: serialise their migrations.
    await database.exec('SELECT pg_advisory_lock(727274)');
    try {
      await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder: folder });
    } finally {
      await database.exec('SELECT pg_advisory_unlock(727274)');
    }
  }
}
