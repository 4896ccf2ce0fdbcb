import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { startPollLoop } from '../app/poll-loop';
import { jobs } from './jobs.tables';

/** What a job kind does when it is due. It must be idempotent: a job may run twice after a crash. */
export type JobHandler = (ctx: AppContext, payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

const BATCH = 20;
const LEASE_SECONDS = 60;
const POLL_MS = 1_000;
const MAX_ATTEMPTS = 10;

/**
 * Schedules a job, idempotently: a second call with the same key keeps the first job (one
 * payment deadline per checkout, however often the checkout is retried). Call it inside the
 * transaction that creates the thing the job is about, so both exist or neither.
 */
export async function scheduleJob(
  db: Db | Tx,
  job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: jobs.key });
}

/** Brings a pending job forward to `runAt` (a team ended early runs its expiry at once). */
export async function runJobAt(db: Db | Tx, key: string, runAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt })
    .where(and(eq(jobs.key, key), eq(jobs.status, 'pending')));
}

/** Brings several pending jobs forward to `runAt`; answers how many were pending. */
export async function runJobsAt(db: Db | Tx, keys: readonly string[], runAt: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const moved = await db
    .update(jobs)
    .set({ runAt })
    .where(and(inArray(jobs.key, [...keys]), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return moved.length;
}

/**
 * Runs every due job once. Like the outbox, claiming and running are separate: a short
 * transaction takes due rows with FOR UPDATE SKIP LOCKED (two processes never take the same
 * job) and pushes their run time a lease ahead; the handler then runs in its own
 * transactions. A process dying mid-job leaves the lease to expire and the job runs again.
 */
export async function runDueJobs(ctx: AppContext, handlers: JobHandlers): Promise<number> {
  let ran = 0;
  for (let round = 0; round < 50; round++) {
    const now = ctx.now();
    const claimed = await ctx.database.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)))
        .orderBy(asc(jobs.runAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, runAt: new Date(now.getTime() + LEASE_SECONDS * 1000) })
        .where(
          inArray(
            jobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    for (const job of claimed) {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(ctx, job.payload as Record<string, unknown>);
        await ctx.database.db
          .update(jobs)
          .set({ status: 'done', doneAt: ctx.now(), lastError: null })
          .where(eq(jobs.id, job.id));
        ran++;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const giveUp = job.attempts >= MAX_ATTEMPTS;
        ctx.logger.error(
          { jobId: job.id, kind: job.kind, err: message },
          giveUp ? 'job failed for good' : 'job failed',
        );
        // Back off: 2^attempts seconds, so a broken dependency is not hammered.
        const retryAt = new Date(ctx.now().getTime() + 2 ** job.attempts * 1000);
        await ctx.database.db
          .update(jobs)
          .set(giveUp ? { status: 'failed', lastError: message } : { lastError: message, runAt: retryAt })
          .where(eq(jobs.id, job.id));
      }
    }
    if (claimed.length < BATCH) break;
  }
  return ran;
}

/** Runs due jobs every second until the returned function is called. */
export function startJobRunner(ctx: AppContext, handlers: JobHandlers): () => Promise<void> {
  return startPollLoop(ctx, { name: 'job', intervalMs: POLL_MS, pass: () => runDueJobs(ctx, handlers) });
}
