import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Durable jobs (README.md (layout), Jobs): work due at a time that must survive a restart, such
 * as cancelling an unpaid checkout at its payment deadline. A runner claims due rows with
 * FOR UPDATE SKIP LOCKED, so several processes never run the same job; `key` makes
 * scheduling idempotent (one deadline job per checkout).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    key: text().notNull(),
    payload: jsonb().notNull().default({}),
    runAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
  ],
);
