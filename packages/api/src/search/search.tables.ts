import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/** Every search a buyer ran (folded query), for trending keywords. Old rows are pruned. */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    queryFolded: text().notNull(),
    /** As typed (lower case, accents kept): trending shows the most common spelling, 'đầm maxi' not 'dam maxi'. */
    queryText: text().notNull().default(''),
    /** The user, or the device/session key for anonymous visitors: trending counts people, not requests. */
    actorKey: text().notNull(),
    resultCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_log_time_idx').on(t.createdAt)],
);

/**
 * The words of listed product names and brands with how many products use them: the
 * vocabulary that typo correction and suggestions look up (refreshed in the background).
 * Read and rebuilt through SQL; the export is for the migrations.
 * @public
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text().primaryKey(),
    docCount: integer().notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/** A logged-in buyer's recent searches, on every device (guests keep theirs in the browser). */
export const recentSearches = pgTable(
  'recent_searches',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queryFolded: text().notNull(),
    queryText: text().notNull(),
    searchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.queryFolded] }),
    index('recent_searches_user_idx').on(t.userId, t.searchedAt),
  ],
);
