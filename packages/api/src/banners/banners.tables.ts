import type { Language } from '@cho-dep/core/locale/locales';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * A banner (product.md §3): the platform's (shopId null, on the home carousel) or a shop's
 * (on its seller page). Shown while now is within [startsAt, endsAt). The seller tools for
 * banners come with the marketing issue; the storefront reads them from here.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid().references(() => shops.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /**
     * The title in other languages ({ en, ko }) for the platform's banners, written by the
     * platform; a banner without one shows `title` (a seller writes theirs in one language).
     */
    titles: jsonb().$type<Partial<Record<Language, string>>>().notNull().default({}),
    /** Where it shows: the home carousel or a shop page; the marketing issue adds more types. */
    type: text({ enum: ['home', 'shop'] }).notNull(),
    imageKey: text().notNull(),
    coverKey: text(),
    link: text(),
    position: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_type_time_idx').on(t.type, t.startsAt, t.endsAt)],
);

export const bannerProducts = pgTable(
  'banner_products',
  {
    bannerId: uuid()
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.productId] })],
);
