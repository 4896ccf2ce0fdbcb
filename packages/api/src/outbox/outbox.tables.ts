import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail and SMS the product sends. A message is written in the same transaction as the
 * change that causes it, and the outbox dispatcher delivers it later, so a rolled-back change
 * never sends anything and a restart never loses a message: the state lives here, not in a timer.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * Insertion order, for "newest first": timestamps can tie (PGlite's clock ticks every
     * 10 ms), an identity column cannot.
     */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    /** An email address, or an E.164 phone number for SMS. */
    recipient: text().notNull(),
    /** Mail subject; null for SMS. */
    subject: text(),
    body: text().notNull(),
    html: text(),
    /** Which template produced the message, for example `verification.verify_email`. */
    template: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Delivery attempts started so far (counted when the dispatcher claims the message). */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    lastError: text(),
    // clock_timestamp(), not now(): the real time each message was written, even within one transaction.
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_recipient_seq_idx').on(t.recipient, t.seq),
    index('outbox_seq_idx').on(t.seq),
  ],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
