import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '@cho-dep/db/client';
import { migrationsFolder } from '@cho-dep/db/migrate';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';

/**
 * Migrations whose file changed after this database applied it. Drizzle never re-runs an
 * applied migration, so a benchmark database generated while a migration was still being
 * written keeps the old version (say, an index without a column the search now relies on):
 * its figures would not be the code's. Compared by the hash drizzle stores (sha256 of the SQL).
 */
export async function migrationDrift(database: Database): Promise<string[]> {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const applied = await queryRows<{ hash: string; created_at: string }>(
    database.db,
    sql`select hash, created_at::text from drizzle.__drizzle_migrations`,
  );
  const byWhen = new Map(applied.map((row) => [Number(row.created_at), row.hash]));
  return journal.entries.flatMap((entry) => {
    const hash = byWhen.get(entry.when);
    if (hash === undefined) return [];
    const file = createHash('sha256')
      .update(readFileSync(join(folder, `${entry.tag}.sql`), 'utf8'))
      .digest('hex');
    return file === hash ? [] : [entry.tag];
  });
}
