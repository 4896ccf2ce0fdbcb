import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from '../campaigns/campaigns.tables';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * A promotion program (product.md §3): a platform flash sale (shopId null) or a shop's
 * program by product or by variant, running within [startsAt, endsAt). The storefront shows
 * running ones (home strip with a countdown, "on promotion" filter); the checkout issue
 * applies their prices to the cart and the marketing issue gives sellers their tools.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid().references(() => shops.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ['flash_sale', 'product', 'variant'] }).notNull(),
    coverKey: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the owner ends it early. */
    endedAt: timestamp({ withTimezone: true }),
    /** A shop's program inside a platform campaign (decision 027): its approved nominations. */
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_time_idx').on(t.startsAt, t.endsAt),
    uniqueIndex('promotions_campaign_shop_key')
      .on(t.campaignId, t.shopId)
      .where(sql`${t.campaignId} IS NOT NULL`),
    check('promotions_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A product (or one variant of it) in a program, with its program price and stock. */
export const promotionItems = pgTable(
  'promotion_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    promotionId: uuid()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    discountedPrice: bigint({ mode: 'number' }).notNull(),
    /** The seller's cap on what one unit may lose, in dong; null = the discount itself. */
    maxDiscount: bigint({ mode: 'number' }),
    /** Units available at the program price; `soldCount` of them are gone. */
    stock: integer().notNull(),
    soldCount: integer().notNull().default(0),
    perOrderLimit: integer(),
    /** Units one buyer may buy at the program price over all their orders; null = no limit. */
    perUserLimit: integer(),
    position: integer().notNull().default(0),
  },
  (t) => [
    // One row per product (variantId null) or per variant within a program.
    uniqueIndex('promotion_items_product_key')
      .on(t.promotionId, t.productId)
      .where(sql`${t.variantId} IS NULL`),
    uniqueIndex('promotion_items_variant_key')
      .on(t.promotionId, t.variantId)
      .where(sql`${t.variantId} IS NOT NULL`),
    index('promotion_items_product_idx').on(t.productId),
    check('promotion_items_sold_within_stock', sql`${t.soldCount} <= ${t.stock}`),
  ],
);
