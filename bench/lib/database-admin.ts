import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '@cho-dep/db/client';
import { postgresClient } from '@cho-dep/db/postgres-target';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';

/** The benchmark never writes to the test suite's databases. */
const PROTECTED = new Set(['test', 'test_template', 'postgres', 'template0', 'template1']);

/** Creates the target database on the server when it does not exist yet (trust auth, local server). */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || PROTECTED.has(name))
    throw new Error(`refusing to use database "${name}": name a separate one, e.g. /bench`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = postgresClient(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const rows = await client`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) await client.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end({ timeout: 5 });
  }
}

function directoryBytes(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : statSync(full).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The PGlite directory's files (measure after closing, when everything is flushed). */
export function diskSize(path: string): string {
  return mb(directoryBytes(path));
}

/** Database and products-table sizes as the server counts them. */
export async function databaseSize(database: Database): Promise<string> {
  const [row] = await queryRows<{ db: string; products: string; variants: string }>(
    database.db,
    sql`select pg_database_size(current_database())::text as db,
               pg_total_relation_size('products')::text as products,
               pg_total_relation_size('product_variants')::text as variants`,
  );
  const parts = [
    `database ${mb(Number(row?.db))}`,
    `products table with indexes ${mb(Number(row?.products))}`,
    `variants ${mb(Number(row?.variants))}`,
  ];
  return parts.join(', ');
}

/**
 * PostgreSQL's buffer setting, and with `prewarm` the products table and its indexes read into
 * shared buffers (pg_prewarm, created in the bench database). A million products are 3.7 GB with
 * their indexes: with the default 128 MB of shared buffers most reads of a long-tail search
 * come from the operating system's cache, at a cost in CPU a tuned deployment does not pay.
 */
export async function postgresBuffers(url: string, prewarm: boolean): Promise<string> {
  const client = postgresClient(url, { max: 1, onnotice: () => {} });
  try {
    const [setting] = await client`select current_setting('shared_buffers') as shared_buffers`;
    if (!prewarm) return `shared_buffers ${setting?.shared_buffers}`;
    await client`create extension if not exists pg_prewarm`;
    const [blocks] = await client`select
        pg_prewarm('products'::regclass)
        + (select coalesce(sum(pg_prewarm(indexrelid)), 0) from pg_index where indrelid = 'products'::regclass)
        + pg_prewarm('search_terms'::regclass) as n`;
    return `shared_buffers ${setting?.shared_buffers}, prewarmed ${mb(Number(blocks?.n ?? 0) * 8192)} of products and its indexes`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
