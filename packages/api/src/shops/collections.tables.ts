import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../products/catalog/products.tables';
import { shops } from './shops.tables';

/**
 * A shop's collection (product.md §3, Shop category: title, shown or hidden, products).
 * Buyers see it at /bo-suu-tap/{id}; a shop's collections are listed at /danh-sach/bo-suu-tap.
 */
export const shopCollections = pgTable(
  'shop_collections',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    isVisible: boolean().notNull().default(true),
    coverKey: text(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_collections_shop_idx').on(t.shopId, t.position)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid()
      .notNull()
      .references(() => shopCollections.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_product_idx').on(t.productId),
  ],
);
