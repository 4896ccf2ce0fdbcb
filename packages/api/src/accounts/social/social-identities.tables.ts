import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users.tables';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'zalo', 'apple'] as const;

/**
 * An account at a social provider (its stable subject id) linked to one of our users. Found
 * again at each social sign-in; a user may link one identity per provider.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    emailVerified: boolean().notNull().default(false),
    displayName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_subject_key').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_key').on(t.userId, t.provider),
  ],
);

/**
 * One sign-in attempt in flight: the state, PKCE verifier and nonce sent to the provider,
 * checked when it sends the browser back. Used once, short-lived.
 */
export const oauthAttempts = pgTable(
  'oauth_attempts',
  {
    state: text().primaryKey(),
    provider: text({ enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    /** Where to send the browser after signing in (a path on our site). */
    returnTo: text().notNull().default('/'),
    deviceId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('oauth_attempts_expires_idx').on(t.expiresAt)],
);

/**
 * A provider account whose verified e-mail matches an existing user: it is linked only after
 * that user confirms with their password. Holds the verified identity until then.
 */
export const pendingIdentityLinks = pgTable(
  'pending_identity_links',
  {
    /** A random token the browser carries to the confirmation page (hashed at rest). */
    tokenHash: text().primaryKey(),
    provider: text({ enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    displayName: text(),
    returnTo: text().notNull().default('/'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('pending_identity_links_user_idx').on(t.userId)],
);
