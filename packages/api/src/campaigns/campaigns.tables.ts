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
import { users } from '../accounts/users.tables';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * A platform campaign (decision 027), e.g. "11.11 Siêu sale thời trang": the
 * admin sets the registration window, the sale window [startsAt, endsAt), the minimum discount
 * and how many products one shop may nominate. Approved nominations become items of one
 * promotion program per shop and campaign (promotions.campaign_id), which cart pricing reads.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    coverKey: text(),
    registrationStartsAt: timestamp({ withTimezone: true }).notNull(),
    registrationEndsAt: timestamp({ withTimezone: true }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    minDiscountPercent: integer().notNull(),
    maxProductsPerShop: integer().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_time_idx').on(t.startsAt, t.endsAt),
    check(
      'campaigns_windows',
      sql`${t.registrationEndsAt} > ${t.registrationStartsAt} and ${t.startsAt} >= ${t.registrationEndsAt} and ${t.endsAt} > ${t.startsAt}`,
    ),
    check('campaigns_min_discount', sql`${t.minDiscountPercent} between 1 and 80`),
  ],
);

/**
 * A seller's nomination of one product (variantId null = all its variants) or one variant at
 * a campaign price. Pending until an admin approves it (it then points at the promotion item it
 * became) or rejects it with a reason. A pending nomination withdrawn by the seller is deleted.
 */
export const campaignNominations = pgTable(
  'campaign_nominations',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    /** What buyers paid when the seller nominated: the discount is measured from it. */
    originalPrice: bigint({ mode: 'number' }).notNull(),
    campaignPrice: bigint({ mode: 'number' }).notNull(),
    stock: integer().notNull(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The promotion item an approval created (null until then). */
    promotionItemId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A product or variant is nominated once per campaign (a rejected one may be nominated again).
    uniqueIndex('campaign_nominations_product_key')
      .on(t.campaignId, t.productId)
      .where(sql`${t.variantId} IS NULL AND ${t.status} <> 'rejected'`),
    uniqueIndex('campaign_nominations_variant_key')
      .on(t.campaignId, t.variantId)
      .where(sql`${t.variantId} IS NOT NULL AND ${t.status} <> 'rejected'`),
    index('campaign_nominations_queue_idx').on(t.campaignId, t.status, t.createdAt),
    index('campaign_nominations_shop_idx').on(t.shopId, t.campaignId),
    check(
      'campaign_nominations_price',
      sql`${t.campaignPrice} > 0 and ${t.campaignPrice} < ${t.originalPrice}`,
    ),
    check('campaign_nominations_stock', sql`${t.stock} > 0`),
  ],
);
