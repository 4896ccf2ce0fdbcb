import { LIMITS } from '@cho-dep/core/constants/limits';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { startPollLoop } from '../app/poll-loop';
import { type OutboxMessage, outboxMessages } from './outbox.tables';
import { afterFailure } from './outbox-retry';

const { batchSize, claimLeaseSeconds, pollIntervalMs } = LIMITS.outbox;

export interface DispatchResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Delivers every message that is due, batch by batch, and reports what happened.
 *
 * Claiming and sending are separate steps on purpose: a short transaction takes due rows with
 * FOR UPDATE SKIP LOCKED (so several processes never take the same message) and pushes their
 * next attempt a lease into the future; the sending then happens outside any transaction.
 * Holding a transaction across an SMTP call would block the embedded database (PGlite has one
 * connection) for as long as the mail server takes. If the process dies mid-send, the lease
 * runs out and another pass sends the message again: delivery is at least once.
 */
export async function dispatchDueMessages(ctx: AppContext): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  // A bounded number of rounds per call, so one call cannot run forever on a flood.
  for (let round = 0; round < 50; round++) {
    const claimed = await claimDue(ctx);
    for (const message of claimed) {
      const outcome = await deliver(ctx, message);
      result[outcome]++;
    }
    if (claimed.length < batchSize) break;
  }
  return result;
}

async function claimDue(ctx: AppContext): Promise<OutboxMessage[]> {
  const now = ctx.now();
  const leaseUntil = new Date(now.getTime() + claimLeaseSeconds * 1000);
  return ctx.database.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function deliver(ctx: AppContext, message: OutboxMessage): Promise<keyof DispatchResult> {
  try {
    if (message.channel === 'email') {
      await ctx.mail.send({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        html: message.html ?? undefined,
      });
    } else {
      await ctx.sms.send({ to: message.recipient, text: message.body });
    }
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const next = afterFailure(message.attempts);
    ctx.logger.warn(
      { outboxId: message.id, channel: message.channel, attempts: message.attempts, err: lastError },
      next.giveUp ? 'outbox message failed for good' : 'outbox message will be retried',
    );
    await ctx.database.db
      .update(outboxMessages)
      .set(
        next.giveUp
          ? { status: 'failed', lastError }
          : { lastError, nextAttemptAt: new Date(ctx.now().getTime() + next.delayMs) },
      )
      .where(eq(outboxMessages.id, message.id));
    return next.giveUp ? 'failed' : 'retried';
  }
  await ctx.database.db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: ctx.now(), lastError: null })
    .where(eq(outboxMessages.id, message.id));
  return 'sent';
}

/** Delivers due messages every two seconds until the returned function is called. */
export function startOutboxDispatcher(ctx: AppContext): () => Promise<void> {
  return startPollLoop(ctx, {
    name: 'outbox dispatch',
    intervalMs: pollIntervalMs,
    pass: () => dispatchDueMessages(ctx),
  });
}
