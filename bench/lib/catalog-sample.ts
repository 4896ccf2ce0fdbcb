import { resolve } from 'node:path';
import { type Database, openDatabase } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { migrationDrift } from './migration-drift';

/**
 * What the benchmarks need from the catalog (category ids for filters, product ids for the
 * product page), read straight from the database before the server starts: PGlite allows
 * one process per data directory, so this must run while no server holds it.
 */
export interface CatalogSample {
  categoryIdBySlug: Map<string, string>;
  /** Listed products: best sellers first (the pages people open most), then a spread of others. */
  productIds: string[];
  bestSellerIds: Set<string>;
  productCount: number;
}

export async function sampleCatalog(
  target: { dataDir: string; databaseUrl?: string },
  products = 400,
): Promise<CatalogSample> {
  const database: Database = target.databaseUrl
    ? await openDatabase({ url: target.databaseUrl, max: 1 })
    : await openDatabase({ dataDir: resolve(target.dataDir, 'pglite') });
  try {
    const drift = await migrationDrift(database);
    if (drift.length > 0) {
      console.warn(
        `WARNING: migrations changed after this database applied them: ${drift.join(', ')}. Regenerate the data for figures that match the code.`,
      );
    }
    const categories = await queryRows<{ id: string; slug: string }>(
      database.db,
      sql`select id, slug from categories`,
    );
    const top = await queryRows<{ id: string }>(
      database.db,
      sql`select id from products where listed order by sold_count desc, id limit ${Math.floor(products / 2)}`,
    );
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where listed`,
    );
    // A deterministic spread over the whole table (same rows every run) without sorting it.
    const percent = Math.min(100, (300 * products) / Math.max(1, count?.n ?? 1));
    const spread = await queryRows<{ id: string }>(
      database.db,
      sql`select id from products tablesample bernoulli (${sql.raw(percent.toFixed(4))}) repeatable (7)
          where listed limit ${products - top.length}`,
    );
    return {
      categoryIdBySlug: new Map(categories.map((c) => [c.slug, c.id])),
      productIds: [...new Set([...top, ...spread].map((r) => r.id))],
      bestSellerIds: new Set(top.map((r) => r.id)),
      productCount: count?.n ?? 0,
    };
  } finally {
    await database.close();
  }
}
