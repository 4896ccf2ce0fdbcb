import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@cho-dep/core/community/report-schemas';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/users.tables';

/**
 * A member's report of a post, a reply or a blook. One open report per reporter and target:
 * reporting again while it is open changes nothing (the dialog may be sent twice). A moderator's
 * decision (remove or keep) resolves every open report of the target at once; a later report
 * of the same target opens a new row. No foreign key to the target: posts, replies and blooks
 * live in three tables, and the report stays as history when the content is deleted.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid().notNull(),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    note: text().notNull().default(''),
    status: text({ enum: REPORT_STATUSES }).notNull().default('open'),
    /** The moderator who resolved it and when (removed, restored or kept). */
    resolvedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_reports_open_once')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('content_reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('content_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Content refused automatically because it read as offensive (the word filter on posts,
 * replies and blooks): who tried, what they wrote and which words matched, so a moderator can
 * see abuse building up and tune the list. Written outside the refused write's transaction
 * (that one rolls back with the refusal).
 */
export const contentRefusals = pgTable(
  'content_refusals',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: REPORT_TARGET_TYPES }).notNull(),
    /** The text as submitted (at most a post's length). */
    content: text().notNull(),
    /** The words of the list it matched, as the list spells them. */
    matched: text().array().notNull().default(sql`ARRAY[]::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_refusals_created_idx').on(t.createdAt.desc())],
);
