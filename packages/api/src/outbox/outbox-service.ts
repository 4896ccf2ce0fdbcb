import type { Db, Tx } from '@cho-dep/db/client';
import { count, desc, ilike, sql } from 'drizzle-orm';
import { type OutboxMessage, outboxMessages } from './outbox.tables';

export interface MailToEnqueue {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The template that produced it, for example `verification.verify_email`. */
  template: string;
}

export interface SmsToEnqueue {
  /** E.164 phone number. */
  to: string;
  text: string;
  template: string;
}

/**
 * Queues a mail. Pass the transaction of the change that causes the mail, so both commit or
 * neither does; the outbox dispatcher sends it shortly after.
 */
export async function enqueueMail(db: Db | Tx, mail: MailToEnqueue): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      template: mail.template,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Queues an SMS, like enqueueMail. */
export async function enqueueSms(db: Db | Tx, sms: SmsToEnqueue): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: 'sms', recipient: sms.to, body: sms.text, template: sms.template })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Admin list: newest first, optionally only recipients containing `recipient`. */
export async function listOutbox(
  db: Db,
  query: { page: number; limit: number; recipient?: string },
): Promise<{ data: OutboxMessage[]; total: number }> {
  const where = query.recipient
    ? ilike(outboxMessages.recipient, `%${escapeLike(query.recipient)}%`)
    : undefined;
  const [data, totals] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.seq))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return { data, total: totals[0]?.total ?? 0 };
}

/**
 * The newest message to this recipient, compared without case (development convenience, see
 * outbox-routes.ts).
 */
export async function latestMessageTo(db: Db, recipient: string): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(sql`lower(${outboxMessages.recipient}) = lower(${recipient})`)
    .orderBy(desc(outboxMessages.seq))
    .limit(1);
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
