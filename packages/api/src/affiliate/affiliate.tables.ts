import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { orderItems, orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

const dong = () => bigint({ mode: 'number' });

export interface KolChannel {
  platform: string;
  url: string;
  followers: number;
}

/**
 * A user's KOL application and, once the admin approves it, their KOL record (the profile's
 * kol_info): where they publish, what about, and where commissions are paid. One per user; a
 * rejected applicant may apply again, which overwrites the record and waits for review anew.
 */
export const affiliateKols = pgTable(
  'affiliate_kols',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'approved', 'rejected'] }).notNull(),
    channels: jsonb().$type<KolChannel[]>().notNull(),
    niches: text().array().notNull(),
    intro: text().notNull().default(''),
    bankName: text().notNull(),
    bankAccount: text().notNull(),
    accountHolder: text().notNull(),
    taxCode: text().notNull(),
    rejectReason: text(),
    appliedAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid(),
    approvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('affiliate_kols_status_idx').on(t.status, t.appliedAt)],
);

/**
 * The seller's commission rates over time, append-only: the shop's (productId null) and each
 * product's own. Commission reads the history, not just the latest rate, because KOLs already
 * promoting keep a lowered rate's old value for a while (core/affiliate/commission.ts).
 */
export const affiliateRates = pgTable(
  'affiliate_rates',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'cascade' }),
    /** Basis points: 1 % = 100; null on a product means "back to the shop's rate". */
    bp: integer(),
    effectiveAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('affiliate_rates_shop_idx').on(t.shopId, t.productId, t.effectiveAt),
    check('affiliate_rates_range', sql`${t.bp} is null or ${t.bp} between 0 and 5000`),
  ],
);

/**
 * A seller's open campaign: products at a higher commission for a stretch of time, open to
 * every approved KOL or to the invited ones, shown to KOLs once the admin approves it.
 */
export const affiliateCampaigns = pgTable(
  'affiliate_campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    bp: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    audience: text({ enum: ['all', 'invited'] }).notNull(),
    /** E-mails of the invited KOLs (audience 'invited'), lower-cased. */
    invitees: text().array().notNull().default(sql`ARRAY[]::text[]`),
    status: text({ enum: ['pending', 'approved', 'rejected'] }).notNull(),
    rejectReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('affiliate_campaigns_shop_idx').on(t.shopId, t.createdAt),
    index('affiliate_campaigns_status_idx').on(t.status, t.startsAt),
    check('affiliate_campaigns_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('affiliate_campaigns_rate', sql`${t.bp} between 1 and 5000`),
  ],
);

export const affiliateCampaignProducts = pgTable(
  'affiliate_campaign_products',
  {
    campaignId: uuid()
      .notNull()
      .references(() => affiliateCampaigns.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index('affiliate_campaign_products_product_idx').on(t.productId),
  ],
);

/** A KOL who joined an open campaign: their links to its products earn its rate while it runs. */
export const affiliateCampaignMembers = pgTable(
  'affiliate_campaign_members',
  {
    campaignId: uuid()
      .notNull()
      .references(() => affiliateCampaigns.id, { onDelete: 'cascade' }),
    kolUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.kolUserId] }),
    index('affiliate_campaign_members_kol_idx').on(t.kolUserId),
  ],
);

/**
 * A KOL's tracked link to a product, a shop, an open campaign or a live, with its short code
 * (/l/{code}). One per KOL and target: making it again gives the same link.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    kolUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    target: text({ enum: ['product', 'shop', 'campaign', 'live'] }).notNull(),
    targetId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('affiliate_links_code_key').on(t.code),
    uniqueIndex('affiliate_links_target_key').on(t.kolUserId, t.target, t.targetId),
  ],
);

/**
 * A visit through a link. The browser keeps the click's id in a cookie and a signed-in visitor's
 * click also names them, so the attribution survives signing in or up and a cart's changes; the
 * first checkout after it uses it up (usedAt), whether or not it counted.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid().primaryKey().defaultRandom(),
    linkId: uuid()
      .notNull()
      .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
    kolUserId: uuid().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    deviceId: text(),
    clickedAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    usedByCheckoutId: uuid(),
  },
  (t) => [
    index('affiliate_clicks_link_idx').on(t.linkId, t.clickedAt),
    index('affiliate_clicks_kol_idx').on(t.kolUserId, t.clickedAt),
    index('affiliate_clicks_user_idx').on(t.userId, t.clickedAt),
  ],
);

/**
 * An order that came through a KOL's link, with why it counted or not. Its lines carry the
 * commission (affiliate_commissions); `status` sums them up for lists: pending until every
 * line is approved or cancelled.
 */
export const affiliateConversions = pgTable(
  'affiliate_conversions',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kolUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: uuid()
      .notNull()
      .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
    clickId: uuid().notNull(),
    clickedAt: timestamp({ withTimezone: true }).notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
    /** Counted orders earn commission; the others say why not (own_purchase, window_ended). */
    counted: text({ enum: ['yes', 'own_purchase', 'window_ended', 'no_commission'] }).notNull(),
    status: text({ enum: ['pending', 'approved', 'cancelled'] }).notNull(),
    /** Why a pending conversion waits for the admin (core/affiliate/fraud-checks.ts); empty: it does not. */
    flags: text().array().notNull().default(sql`ARRAY[]::text[]`),
    review: text({ enum: ['none', 'waiting', 'cleared', 'refused'] })
      .notNull()
      .default('none'),
    buyerDeviceId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('affiliate_conversions_order_key').on(t.orderId),
    index('affiliate_conversions_kol_idx').on(t.kolUserId, t.createdAt),
    index('affiliate_conversions_review_idx').on(t.review, t.createdAt),
  ],
);

/**
 * The commission on one order line: the base (what the buyer paid for it after vouchers), the
 * rate frozen when the order was placed, and the amount. Pending until the order completes and
 * its return period ends (a durable job approves it, once); a refunded unit takes its share off,
 * a cancelled or fully refunded line is cancelled with its reason.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversionId: uuid()
      .notNull()
      .references(() => affiliateConversions.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kolUserId: uuid().notNull(),
    shopId: uuid().notNull(),
    productId: uuid().notNull(),
    campaignId: uuid(),
    quantity: integer().notNull(),
    base: dong().notNull(),
    bp: integer().notNull(),
    amount: dong().notNull(),
    refundedUnits: integer().notNull().default(0),
    status: text({ enum: ['pending', 'approved', 'cancelled'] }).notNull(),
    /** Why a line was cancelled: the order cancelled, refunded, or refused on review. */
    cancelReason: text({ enum: ['order_cancelled', 'refunded', 'review_refused'] }),
    approvedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_item_key').on(t.orderItemId),
    index('affiliate_commissions_conversion_idx').on(t.conversionId),
    index('affiliate_commissions_kol_idx').on(t.kolUserId, t.status, t.approvedAt),
    index('affiliate_commissions_campaign_idx').on(t.campaignId),
    check('affiliate_commissions_amount', sql`${t.amount} >= 0 and ${t.base} >= 0`),
  ],
);

/** A KOL's token for the affiliate API (Bearer). Only a hash is kept; the token is shown once. */
export const affiliateApiTokens = pgTable(
  'affiliate_api_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    kolUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The token's first characters, to tell tokens apart in the list. */
    prefix: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('affiliate_api_tokens_hash_key').on(t.tokenHash),
    index('affiliate_api_tokens_kol_idx').on(t.kolUserId),
  ],
);
