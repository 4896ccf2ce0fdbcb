import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/**
 * A user's saved delivery addresses (product.md §3), at most LIMITS.address.maxPerUser.
 * Province and ward are stored as codes plus the names they had when saved: a later data
 * version may rename or merge units, and an old address must still read correctly. The
 * partial unique indexes make "one default / pickup / default return per user" a database
 * fact, not only a service rule.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text().notNull(),
    /** E.164. */
    phone: text().notNull(),
    country: text({ enum: ['VN', 'KO'] }).notNull(),
    provinceCode: text().notNull(),
    provinceName: text().notNull(),
    /** Korean district, or the district of a legacy (pre-2025) Vietnamese address. */
    district: text(),
    wardCode: text(),
    wardName: text(),
    specificAddress: text().notNull(),
    postalCode: text(),
    type: text({ enum: ['home', 'company'] }).notNull(),
    deliveryTime: text({ enum: ['all_days', 'office_hours', 'any_time'] }).notNull(),
    isDefault: boolean().notNull().default(false),
    isPickup: boolean().notNull().default(false),
    isDefaultReturn: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
    uniqueIndex('addresses_one_pickup_key').on(t.userId).where(sql`${t.isPickup}`),
    uniqueIndex('addresses_one_return_key').on(t.userId).where(sql`${t.isDefaultReturn}`),
  ],
);
