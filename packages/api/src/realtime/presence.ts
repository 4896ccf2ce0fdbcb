import { type PresenceStatus, presenceFromMarks } from '@cho-dep/core/realtime/presence';
import type { PresencePayload } from '@cho-dep/core/realtime/realtime-events';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { userPresence } from './presence.tables';

/**
 * The PostgreSQL channel presence changes are announced on. Every server process listens and
 * tells its own sockets watching the member (realtime-server.ts), so a change made through any
 * process, by a page's HTTP call or a socket, reaches every watcher once.
 */
export const PRESENCE_CHANNEL = 'presence';

export interface DeviceRef {
  userId: string;
  deviceId: string;
}

async function presenceIn(db: Db | Tx, userIds: readonly string[], now: Date): Promise<PresencePayload[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userPresence.userId, status: userPresence.status, changedAt: userPresence.changedAt })
    .from(userPresence)
    .where(inArray(userPresence.userId, [...userIds]));
  return userIds.map((userId) =>
    presenceFromMarks(
      userId,
      rows.filter((row) => row.userId === userId),
      now,
    ),
  );
}

/** Online now and last seen, for each of `userIds` (in that order; unknown ids are simply offline). */
export function presenceOf(ctx: AppContext, userIds: readonly string[]): Promise<PresencePayload[]> {
  return presenceIn(ctx.database.db, [...new Set(userIds)], ctx.now());
}

/**
 * Records what one device says (online or offline, or a refresh of its online mark) and, when
 * that turns the member online or offline as a whole, announces it to watchers once the
 * transaction commits. Changes of one member are serialised, so two devices going offline at
 * once announce "offline" exactly once. Returns the member's presence afterwards.
 */
export async function setDeviceStatus(
  ctx: AppContext,
  device: DeviceRef,
  status: PresenceStatus,
): Promise<PresencePayload> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`presence:${device.userId}`}))`);
    const [before] = await presenceIn(tx, [device.userId], now);
    await tx
      .insert(userPresence)
      .values({ userId: device.userId, deviceId: device.deviceId, status, changedAt: now })
      .onConflictDoUpdate({
        target: [userPresence.userId, userPresence.deviceId],
        set: { status, changedAt: now },
      });
    const [after] = await presenceIn(tx, [device.userId], now);
    if (!after) throw new Error('presence of a user came back empty');
    if (before?.online !== after.online) {
      await tx.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(after)})`);
    }
    return after;
  });
}

/**
 * Keeps the online marks of connected devices fresh (the socket server calls this for its
 * sockets), so a member with an open socket never lapses to offline. Only marks still online
 * are touched: a device that said offline stays offline until it says otherwise.
 */
export async function refreshOnlineMarks(ctx: AppContext, devices: readonly DeviceRef[]): Promise<void> {
  const now = ctx.now();
  const keys = [...new Set(devices.map(({ userId, deviceId }) => `${userId}|${deviceId}`))];
  // One statement per thousand devices: a process may hold thousands of sockets.
  for (let start = 0; start < keys.length; start += 1000) {
    await ctx.database.db
      .update(userPresence)
      .set({ changedAt: now })
      .where(
        and(
          eq(userPresence.status, 'online'),
          inArray(
            sql`${userPresence.userId}::text || '|' || ${userPresence.deviceId}`,
            keys.slice(start, start + 1000),
          ),
        ),
      );
  }
}
