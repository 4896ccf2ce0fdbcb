import { vietnamDay } from '@cho-dep/core/settlement/fee-rules';
import { planPartitions } from '@cho-dep/core/tracking/tracking-partitions';
import { queryRows } from '@cho-dep/db/rows';
import { getTableName, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { scheduleJob } from '../jobs/job-runner';
import { trackingEvents, trackingSessions } from './tracking.tables';

/**
 * The daily upkeep of the tracking tables' day partitions: today's and the next 7 days' are
 * made ahead, days past TRACKING_RETENTION_DAYS are dropped (that is how old sessions go: a
 * dropped partition costs nothing, a delete of millions of rows does). The job schedules its
 * next run for the next Vietnam day, so it runs daily on whichever server process is up.
 */
export const TRACKING_PARTITIONS_JOB = 'tracking-partitions';
const TABLES = [getTableName(trackingSessions), getTableName(trackingEvents)];
const DAY_MS = 86_400_000;

/** Schedules today's upkeep (at once) unless it is scheduled already; called on every start. */
export async function scheduleTrackingPartitions(ctx: AppContext): Promise<void> {
  const today = vietnamDay(ctx.now());
  await scheduleJob(ctx.database.db, {
    kind: TRACKING_PARTITIONS_JOB,
    key: `${TRACKING_PARTITIONS_JOB}:${today}`,
    runAt: ctx.now(),
  });
}

export async function maintainTrackingPartitions(
  ctx: AppContext,
): Promise<{ created: string[]; dropped: string[] }> {
  const db = ctx.database.db;
  const today = vietnamDay(ctx.now());
  const created: string[] = [];
  const dropped: string[] = [];
  for (const table of TABLES) {
    const existing = await queryRows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = ${table}::regclass`,
    );
    const plan = planPartitions(
      table,
      today,
      existing.map((row) => row.name),
      ctx.config.TRACKING_RETENTION_DAYS,
    );
    for (const part of plan.create) {
      // Rows of that day may sit in the default partition already (sent before the partition
      // existed, or with a client clock ahead): PostgreSQL refuses to attach a partition over
      // them, so they move in with it, the default partition locked meanwhile.
      await db.transaction(async (tx) => {
        const parent = sql.identifier(table);
        const fallback = sql.identifier(`${table}_default`);
        const name = sql.identifier(part.name);
        await tx.execute(sql`lock table ${fallback} in access exclusive mode`);
        await tx.execute(sql`create table if not exists ${name} (like ${parent} including defaults)`);
        await tx.execute(sql`
          with moved as (
            delete from ${fallback} where day >= ${part.from}::date and day < ${part.to}::date returning *
          )
          insert into ${name} select * from moved`);
        await tx.execute(
          sql`alter table ${parent} attach partition ${name} for values from (${sql.raw(`'${part.from}'`)}) to (${sql.raw(`'${part.to}'`)})`,
        );
      });
      created.push(part.name);
    }
    for (const name of plan.drop) {
      await db.execute(sql`drop table if exists ${sql.identifier(name)}`);
      dropped.push(name);
    }
    // Old days that never had a partition of their own go too.
    const oldestKept = vietnamDay(
      new Date(ctx.now().getTime() - ctx.config.TRACKING_RETENTION_DAYS * DAY_MS),
    );
    await db.execute(sql`delete from ${sql.identifier(`${table}_default`)} where day < ${oldestKept}::date`);
  }
  return { created, dropped };
}

/** The job: today's upkeep, then tomorrow's run scheduled (00:05 Vietnam time). */
export async function runTrackingPartitionsJob(ctx: AppContext): Promise<void> {
  try {
    await maintainTrackingPartitions(ctx);
  } finally {
    const tomorrow = vietnamDay(new Date(ctx.now().getTime() + DAY_MS));
    await scheduleJob(ctx.database.db, {
      kind: TRACKING_PARTITIONS_JOB,
      key: `${TRACKING_PARTITIONS_JOB}:${tomorrow}`,
      runAt: new Date(`${tomorrow}T00:05:00+07:00`),
    });
  }
}
