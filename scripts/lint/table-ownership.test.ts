import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { checkTableOwnership } from './table-ownership.mjs';

interface Write {
  file: string;
  line: number;
  verb: string;
  table: string;
  owner: string;
}

const ORDERS_TABLES = `
import { pgTable, text } from 'drizzle-orm/pg-core';
export const orders = pgTable('orders', { id: text().primaryKey(), status: text() });
export const orderHistory = pgTable('order_history', { id: text().primaryKey() });
`;

let roots: string[] = [];

/** A throw-away packages/api/src holding the given files. */
function apiTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'table-ownership-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const writesIn = (files: Record<string, string>): Write[] =>
  checkTableOwnership(apiTree({ 'orders/orders.tables.ts': ORDERS_TABLES, ...files })).writes;

afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

describe('a domain owns its tables', () => {
  it("flags another domain's writes to a table, with file, line, table and owner", () => {
    const writes = writesIn({
      'shipments/hand-over.ts': [
        "import { orders } from '../orders/orders.tables';",
        'export async function handOver(tx, id) {',
        "  await tx.update(orders).set({ status: 'shipping' }).where(id);",
        '}',
      ].join('\n'),
    });
    expect(writes).toEqual([
      expect.objectContaining({
        file: 'shipments/hand-over.ts',
        line: 3,
        verb: 'update',
        table: 'orders',
        owner: 'orders',
      }),
    ]);
  });

  it('sees inserts, deletes, renamed and namespace imports, and raw SQL', () => {
    const writes = writesIn({
      'checkout/write.ts': [
        "import { orderHistory as history } from '../orders/orders.tables';",
        "import * as ordersTables from '../orders/orders.tables';",
        "import { sql } from 'drizzle-orm';",
        'export async function write(db) {',
        '  await db.insert(history).values({});',
        '  await db.delete(ordersTables.orders);',
        "  await db.execute(sql`UPDATE orders SET status = 'paid'`);",
        '}',
      ].join('\n'),
    });
    expect(writes.map((write) => `${write.line} ${write.verb} ${write.table}`)).toEqual([
      '5 insert orderHistory',
      '6 delete orders',
      '7 update orders',
    ]);
  });

  it("passes reads of another domain's tables and writes by the owner", () => {
    const writes = writesIn({
      'revenue/report.ts': [
        "import { orders } from '../orders/orders.tables';",
        'export const report = (db) => db.select().from(orders).for("update");',
      ].join('\n'),
      'orders/cancel.ts': [
        "import { orders } from './orders.tables';",
        "export const cancel = (tx) => tx.update(orders).set({ status: 'cancelled' });",
      ].join('\n'),
    });
    expect(writes).toEqual([]);
  });

  it('leaves tests, files only tests import, test helpers and the demo seed alone', () => {
    const write = [
      "import { orders } from '../orders/orders.tables';",
      'export const make = (db) => db.insert(orders).values({});',
    ].join('\n');
    const writes = writesIn({
      'reviews/review-fixtures.ts': write,
      'reviews/reviews.api.test.ts': "import { make } from './review-fixtures';\nmake();",
      'reviews/testing/worker.ts': write,
      'seed/seed-orders.ts': write,
    });
    expect(writes).toEqual([]);
  });
});
