import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/**
 * Whether a member is here (product.md §4: online or offline pushed on page visibility change
 * and unload), per device: a member is online while any of their devices is. `changed_at` of
 * the last device to go offline gives "Hoạt động 5 phút trước".
 */
export const userPresence = pgTable(
  'user_presence',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    status: text({ enum: ['online', 'offline'] }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);
