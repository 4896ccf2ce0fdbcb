import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/**
 * One-time codes sent by mail or SMS (product.md §4, Identity verification; forgot
 * password). The code itself is never stored: only sha256(code + id), so a leaked table
 * row cannot be replayed and equal codes hash differently.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text({ enum: ['verify_email', 'verify_phone', 'reset_password'] }).notNull(),
    /** Lower-case email or E.164 phone. */
    target: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    failedAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt),
    index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);
