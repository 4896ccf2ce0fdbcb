import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Raw SQL answers come back as `{ rows }` from PGlite and as an array from postgres.js.
 * Use this for the rare raw query so callers see one shape.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
