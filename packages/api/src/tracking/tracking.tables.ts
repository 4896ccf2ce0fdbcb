import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Both tables are partitioned by `day` (the Vietnamese calendar day the session started) with
 * PostgreSQL's declarative partitioning: the migration adds `PARTITION BY RANGE (day)` and a
 * default partition, a daily job creates the coming days' partitions and drops the ones older
 * than the retention setting. Drizzle has no words for partitioning, so the primary keys lead
 * with `day` (PostgreSQL requires the partition key in them) and nothing else knows.
 */

/**
 * A browsing session sent by a client: who, on what, and whether it ended in an order. Sent
 * again as it grows (an in-progress copy, then the final one): the latest copy wins.
 */
export const trackingSessions = pgTable(
  'tracking_sessions',
  {
    day: date().notNull(),
    sessionId: text().notNull(),
    userId: uuid(),
    deviceId: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    osVersion: text(),
    appVersion: text(),
    area: text().notNull(),
    language: text().notNull(),
    conversionStatus: text({ enum: ['in_progress', 'order_success'] }).notNull(),
    eventCount: integer().notNull().default(0),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.sessionId] }),
    index('tracking_sessions_started_idx').on(t.startedAt),
  ],
);

/** One event of a session, stored once however many copies of the session arrive. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    day: date().notNull(),
    sessionId: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    objectId: text(),
    metadata: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.sessionId, t.eventId] }),
    index('tracking_events_type_idx').on(t.day, t.type),
  ],
);
