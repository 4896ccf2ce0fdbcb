import { PRODUCT_STATUSES } from '@cho-dep/core/catalog/catalog-states';
import type { ImportRowError } from '@cho-dep/core/product-bulk/import-sheet';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from '../../shops/shops.tables';

const BULK_FORMATS = ['xlsx', 'csv'] as const;

/**
 * The download history of /ban-hang/quan-ly-san-pham/tai-xuong-danh-sach (product.md §9:
 * kept 30 days). The file itself lives in storage under `private/`, which /media never
 * serves; the seller fetches it through a shop-scoped route until `expiresAt`, when the
 * expiry job deletes file and row.
 */
export const productExports = pgTable(
  'product_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    format: text({ enum: BULK_FORMATS }).notNull(),
    /** The status tab the seller filtered on; null for every product. */
    statusFilter: text({ enum: PRODUCT_STATUSES }),
    rowCount: integer().notNull(),
    sizeBytes: integer().notNull(),
    storageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('product_exports_shop_idx').on(t.shopId, t.createdAt)],
);

export const IMPORT_STATES = ['queued', 'validating', 'importing', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/**
 * One bulk upload. The request only stores the file and this row; the job runner reads,
 * validates and imports it, writing progress here for the page to poll. `errors` lists every
 * bad row (all-or-nothing: a failed import created nothing).
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    format: text({ enum: BULK_FORMATS }).notNull(),
    storageKey: text().notNull(),
    status: text({ enum: IMPORT_STATES }).notNull().default('queued'),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    createdProducts: integer().notNull().default(0),
    /** Why the file as a whole failed (unreadable, no rows, too many rows): an error code. */
    failureCode: text(),
    errors: jsonb().$type<ImportRowError[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('product_imports_shop_idx').on(t.shopId, t.createdAt)],
);
