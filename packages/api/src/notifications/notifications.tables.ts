import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/**
 * The in-app notification list (product.md §3, Notification types): one row per message
 * to one user. The words are not stored: `kind` names an i18n key (notifications.<kind>) and
 * `params` fill it, so each reader sees it in their own language. `target` says where a tap
 * goes (an order for the buyer, the seller's order page for the seller).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    targetType: text({
      enum: [
        'buyer_order',
        'seller_order',
        'refund',
        'product',
        'shop',
        'seller_centre',
        'shop_application',
        'seller_product',
        'post',
        'blook',
        'chat_room',
        'campaign',
        'blog',
        'user',
        'banner',
        'group_buy_team',
        'live',
        'affiliate',
        'affiliate_conversion',
        'affiliate_campaign',
        'affiliate_seller_campaign',
        'social_feedback',
        'awards_voucher',
      ],
    }),
    targetId: uuid(),
    readAt: timestamp({ withTimezone: true }),
    /** When the e-mail of an important order event was queued: it goes out once, however often delivery runs. */
    emailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Which important order events a member also wants by e-mail (the account's notification
 * settings). Stored as the kinds switched off, so a new kind is on by default.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOff: text().array().notNull().default(sql`ARRAY[]::text[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
