import { LIVE_SERVER_EVENTS } from '@cho-dep/core/live/live-events';
import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { publishAfterCommit } from '../realtime/publish';
import { liveRoom } from '../realtime/socket-rooms';
import { lives } from './live.tables';

type LiveRow = typeof lives.$inferSelect;

/** The live's row under its lock: every change of state, pin or peak goes through it. */
export async function lockLive(tx: Tx, liveId: string): Promise<LiveRow | null> {
  const [live] = await tx.select().from(lives).where(eq(lives.id, liveId)).for('update');
  return live ?? null;
}

/** Tells the live's room (and so every viewer on any process) its new state, after commit. */
export async function announceState(tx: Tx, live: LiveRow): Promise<void> {
  await publishAfterCommit(tx, {
    to: [],
    rooms: [liveRoom(live.id)],
    event: LIVE_SERVER_EVENTS.state,
    data: {
      liveId: live.id,
      state: live.state,
      startedAt: live.startedAt?.toISOString() ?? null,
      endedAt: live.endedAt?.toISOString() ?? null,
      replayPath: live.replayPath,
    },
  });
}
