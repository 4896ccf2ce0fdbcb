import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';

/**
 * Bulk loading with COPY ... FROM (CSV), the fastest path on both databases: PGlite reads the
 * CSV from a Blob ('/dev/blob'), postgres.js streams it over the connection (FROM STDIN).
 * Triggers and generated columns still run for every row, so `listed`, `shop_country`,
 * `effective_price` and the folded search columns come out as the app writes them.
 */

/** How a JS value becomes a CSV field: plain value, jsonb document, or text[] literal. */
export type ColumnKind = 'value' | 'json' | 'array';
export type ColumnSpec<T> = readonly (readonly [key: keyof T & string, kind: ColumnKind])[];

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

function field(value: unknown, kind: ColumnKind): string {
  // An unquoted empty field is NULL in PostgreSQL's CSV format; an empty string must be quoted.
  if (value === null || value === undefined) return '';
  if (kind === 'json') return quote(JSON.stringify(value));
  if (kind === 'array') {
    const items = (value as readonly string[]).map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`);
    return quote(`{${items.join(',')}}`);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return quote(String(value));
}

export function toCsv<T>(rows: readonly T[], columns: ColumnSpec<T>): string {
  const lines: string[] = [];
  for (const row of rows) {
    lines.push(columns.map(([key, kind]) => field(row[key], kind)).join(','));
  }
  return `${lines.join('\n')}\n`;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface BulkCopier {
  copy<T>(table: string, columns: ColumnSpec<T>, rows: readonly T[]): Promise<void>;
}

function copyStatement<T>(table: string, columns: ColumnSpec<T>, source: string): string {
  return `COPY ${table} (${columns.map(([key]) => snake(key)).join(', ')}) FROM ${source} WITH (FORMAT csv)`;
}

export function pgliteCopier(client: PGlite): BulkCopier {
  return {
    async copy(table, columns, rows) {
      if (rows.length === 0) return;
      const blob = new Blob([toCsv(rows, columns)]);
      await client.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob });
    },
  };
}

export function postgresCopier(sql: postgres.Sql): BulkCopier {
  return {
    async copy(table, columns, rows) {
      if (rows.length === 0) return;
      const writable = await sql.unsafe(copyStatement(table, columns, 'STDIN')).writable();
      await new Promise<void>((resolve, reject) => {
        writable.on('error', reject);
        writable.on('finish', resolve);
        writable.end(toCsv(rows, columns));
      });
    },
  };
}
