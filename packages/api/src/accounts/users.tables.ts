import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A person with an account. Email and phone are each optional but at least one is required
 * (checked by the service); both are unique when present. Roles: buyer (everyone), seller
 * (owns an approved shop), admin.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text(),
    emailVerified: boolean().notNull().default(false),
    /** E.164, for example +84912345678. */
    phone: text(),
    phoneVerified: boolean().notNull().default(false),
    passwordHash: text().notNull(),
    fullName: text().notNull(),
    avatarUrl: text(),
    birthDate: date(),
    gender: text({ enum: ['male', 'female', 'other'] }),
    /** CMND (9 digits) or CCCD (12 digits). */
    idNumber: text(),
    taxCode: text(),
    bankName: text(),
    bankAccount: text(),
    bankBranch: text(),
    roles: text().array().notNull().default(sql`ARRAY['buyer']::text[]`),
    /** Body measurements in cm / kg, see product.md §3 (User profile). */
    bodyMeasurements: jsonb().$type<Record<string, number>>(),
    language: text({ enum: ['vi', 'en', 'ko'] })
      .notNull()
      .default('vi'),
    country: text({ enum: ['VN', 'KO'] })
      .notNull()
      .default('VN'),
    deleteRequestedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Bumped on password change: sessions created before it are refused. */
    credentialsVersion: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** A login. The token itself is never stored: only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    /** The user's credentialsVersion when the session began; older sessions are refused. */
    credentialsVersion: integer().notNull().default(1),
    deviceId: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * A visitor without an account (product.md §4, Guest): the `guest_token` cookie holds the
 * token, the table only its SHA-256. Registering the guest links it to the new account.
 */
export const guests = pgTable(
  'guests',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    deviceId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    convertedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    convertedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('guests_token_key').on(t.tokenHash)],
);
