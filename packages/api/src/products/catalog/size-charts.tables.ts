import type { SizeChartRow } from '@cho-dep/core/catalog/size-chart';
import { SIZE_CHART_TYPES } from '@cho-dep/core/catalog/size-chart';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from '../../shops/shops.tables';

/** A shop's size chart (product.md §3), shared by the products that point at it. */
export const sizeCharts = pgTable(
  'size_charts',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text({ enum: SIZE_CHART_TYPES }).notNull(),
    rows: jsonb().$type<SizeChartRow[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('size_charts_shop_idx').on(t.shopId)],
);
