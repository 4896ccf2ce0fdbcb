import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from '../shops/shops.tables';

/**
 * A curated spot for a shop on the storefront, chosen by the platform: "Brand of Month" on the
 * home page (the seller page's default position, product.md §2). Active within its window.
 */
export const shopPlacements = pgTable(
  'shop_placements',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ['brand_of_month'] }).notNull(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    headline: text(),
    position: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('shop_placements_kind_time_idx').on(t.kind, t.startsAt, t.endsAt)],
);
