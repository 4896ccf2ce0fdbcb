import { type DiscountRange, VOUCHER_KINDS } from '@cho-dep/core/vouchers/voucher-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { shops } from '../shops/shops.tables';

const dong = () => bigint({ mode: 'number' });

/**
 * A voucher (product.md §3): the platform's (shopId null) or a shop's. The columns mirror
 * the `Voucher` of core's voucher engine, which decides whether and how much it applies;
 * `budgetUsed`, `usedCount` and `savedCount` only change under a row lock (see
 * vouchers/redeem-vouchers.ts) and the checks keep them inside their limits whatever happens.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid().references(() => shops.id, { onDelete: 'cascade' }),
    kind: text({ enum: VOUCHER_KINDS }).notNull(),
    name: text().notNull(),
    /** Up to 9 characters (product.md §5), stored upper-case. */
    code: text().notNull(),
    discountType: text({ enum: ['price', 'percent'] }).notNull(),
    /** Dong for fixed, whole percent for percent. */
    value: integer().notNull(),
    maxDiscount: dong(),
    /** discount_by_range_price entries, when the value depends on the order base. */
    ranges: jsonb().$type<DiscountRange[]>(),
    minOrderValue: dong().notNull().default(0),
    budget: dong(),
    budgetUsed: dong().notNull().default(0),
    /** How many buyers may save it; null = unlimited. */
    saveLimit: integer(),
    savedCount: integer().notNull().default(0),
    /** How many times it may be used in all; null = unlimited. */
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    perUserPerDay: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the owner ends it early. */
    endedAt: timestamp({ withTimezone: true }),
    /** Shown on /khuyen-mai and the shop page ('all'), or only usable by code ('hidden'). */
    display: text({ enum: ['all', 'hidden'] })
      .notNull()
      .default('all'),
    /** Null = the whole shop (or the whole order for platform vouchers). */
    productIds: uuid().array(),
    userIds: uuid().array(),
    shopIds: uuid().array(),
    firstPurchaseOnly: boolean().notNull().default(false),
    paymentMethods: text().array(),
    shippingMethods: text().array(),
    appOnly: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(t.code),
    index('vouchers_shop_idx').on(t.shopId, t.endsAt),
    index('vouchers_time_idx').on(t.startsAt, t.endsAt),
    check('vouchers_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('vouchers_budget_within', sql`${t.budget} IS NULL OR ${t.budgetUsed} <= ${t.budget}`),
    check('vouchers_usage_within', sql`${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit}`),
    check('vouchers_saves_within', sql`${t.saveLimit} IS NULL OR ${t.savedCount} <= ${t.saveLimit}`),
    check(
      'vouchers_counts_positive',
      sql`${t.usedCount} >= 0 AND ${t.budgetUsed} >= 0 AND ${t.savedCount} >= 0`,
    ),
  ],
);

/** A buyer's saved voucher ("my vouchers"). */
export const voucherSaves = pgTable(
  'voucher_saves',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherId: uuid()
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.voucherId] }),
    index('voucher_saves_voucher_idx').on(t.voucherId),
  ],
);

/**
 * One use of a voucher by a checkout: what it took off and who pays for it (the seller's
 * revenue detail reads `paidBy`). `releasedAt` is set when the orders are cancelled
 * before payment: the use and the budget go back to the voucher.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    voucherId: uuid()
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The checkout (order group) that used it; no FK so the voucher domain stays below orders. */
    checkoutId: uuid().notNull(),
    amount: dong().notNull(),
    paidBy: text({ enum: ['platform', 'seller'] }).notNull(),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_checkout_key').on(t.checkoutId, t.voucherId),
    index('voucher_redemptions_user_idx').on(t.userId, t.voucherId, t.redeemedAt),
  ],
);
