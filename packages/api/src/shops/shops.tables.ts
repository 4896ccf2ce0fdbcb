import { BUSINESS_TYPES, SHOP_COUNTRIES, SHOP_STATUSES } from '@cho-dep/core/catalog/catalog-states';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { categories } from '../products/catalog/categories.tables';

/**
 * A seller's shop (product.md §3, Shop registration). One shop per owner. The address is
 * the new two-level Vietnamese form (province code, ward code, street; see product.md §partners); a
 * Korea-based shop leaves the codes empty and writes its address in `street`.
 */
export const shops = pgTable(
  'shops',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    slug: text().notNull(),
    country: text({ enum: SHOP_COUNTRIES }).notNull().default('VN'),
    status: text({ enum: SHOP_STATUSES }).notNull().default('submitted'),
    /** The registration's category: a top-level category (men, women, accessories, other, cosmetics). */
    mainCategoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    isBusiness: boolean().notNull().default(false),
    businessType: text({ enum: BUSINESS_TYPES }).notNull().default('personal'),
    taxCode: text(),
    description: text(),
    logoKey: text(),
    coverKey: text(),
    provinceCode: text(),
    wardCode: text(),
    street: text(),
    ratingAvg: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer().notNull().default(0),
    followerCount: integer().notNull().default(0),
    /** The owner's "vacation mode": products stay but are not listed. */
    isPaused: boolean().notNull().default(false),
    /**
     * Payment methods the shop accepts (product.md §3, Payment methods); all eight unless
     * the seller turns some off in its settings. Checkout refuses the others.
     */
    paymentMethods: text()
      .array()
      .notNull()
      .default(sql`ARRAY['CASH','EWALLET','VNPAYQR','ATM','VISA','MASTERCARD','JCB','AMEX']::text[]`),
    /** Delivery the shop offers: its own ('self') and the carriers it enabled. */
    shippingMethods: text().array().notNull().default(sql`ARRAY['ghn','ghtk','self']::text[]`),
    /** Seller settings: what a new product's form starts with (preparation time, return policy). */
    defaultPreparationDays: integer().notNull().default(2),
    defaultReturnDays: integer().notNull().default(7),
    defaultReturnConditions: text()
      .array()
      .notNull()
      .default(sql`ARRAY['defective','wrong_item','not_as_described','damaged_in_transit']::text[]`),
    /**
     * The owner's last change made in the seller centre (any successful write under
     * /api/v1/seller): the "inactive 7 or more days" warning of product.md §8 reads it.
     */
    sellerActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Why the application was refused, shown to the owner with the support contact. */
    rejectReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shops_owner_key').on(t.ownerUserId),
    uniqueIndex('shops_slug_key').on(t.slug),
    index('shops_status_idx').on(t.status),
    index('shops_name_trgm_idx').using('gin', sql`vn_fold(${t.name}) gin_trgm_ops`),
  ],
);
