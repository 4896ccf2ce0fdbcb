import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/**
 * A browser's Web Push subscription (product.md §3, Push token record: token, deviceId, os,
 * userId, createdAt, updatedAt, lastUsed). The token is the push service's endpoint; p256dh
 * and auth are the browser's keys the payload is encrypted to. One row per device: a device
 * that subscribes again replaces its row. Removed at logout; deleted when the push service
 * answers 404 or 410 (the subscription is gone).
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    token: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    os: text().notNull().default('Web'),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_tokens_device_key').on(t.deviceId),
    uniqueIndex('push_tokens_token_key').on(t.token),
    index('push_tokens_user_idx').on(t.userId),
  ],
);
