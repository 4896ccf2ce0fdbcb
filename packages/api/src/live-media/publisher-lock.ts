import { postgresClient } from '@cho-dep/db/postgres-target';
import type { AppContext } from '../app/app-context';

/** Gives the lock back (the connection holding it is closed). */
export type ReleasePublisher = () => Promise<void>;

/**
 * One publisher per live across server processes: on PostgreSQL a session advisory lock named
 * for the live, held on a connection of its own for as long as the publisher streams. A process
 * that dies loses its connection, and with it the lock, so the seller can reconnect elsewhere
 * at once. Null when another process publishes this live. The embedded database serves one
 * process only: the process's own check is enough there.
 */
export async function claimPublisher(ctx: AppContext, liveId: string): Promise<ReleasePublisher | null> {
  const url = ctx.database.kind === 'postgres' ? ctx.database.url : undefined;
  if (!url) return async () => {};
  const connection = postgresClient(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await connection<{ held: boolean }[]>`
      select pg_try_advisory_lock(hashtextextended(${`live-publisher:${liveId}`}, 0)) as held`;
    if (row?.held) return () => connection.end({ timeout: 5 });
  } catch (error) {
    await connection.end({ timeout: 1 });
    throw error;
  }
  await connection.end({ timeout: 5 });
  return null;
}
