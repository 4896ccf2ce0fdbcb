import { AppError } from '@cho-dep/core/errors/app-error';
import { type CreatePushTokenInput, isAllowedPushEndpoint } from '@cho-dep/core/notifications/push-token';
import type { Db } from '@cho-dep/db/client';
import { and, eq, or } from 'drizzle-orm';
import { pushTokens } from './push.tables';

export interface PushTokenView {
  deviceId: string;
  os: string;
  createdAt: string;
  updatedAt: string;
  lastUsedAt: string | null;
}

const view = (row: typeof pushTokens.$inferSelect): PushTokenView => ({
  deviceId: row.deviceId,
  os: row.os,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Registers this device's push subscription for the signed-in member (after login, when the
 * browser already allows notifications, or when they allow them). One row per device and per
 * endpoint: a device that subscribes again, or that another member signs in on, replaces it.
 */
export async function savePushToken(
  db: Db,
  input: CreatePushTokenInput & { userId: string; now: Date; loopback: boolean },
): Promise<PushTokenView> {
  if (!isAllowedPushEndpoint(input.token, { loopback: input.loopback })) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'token', message: 'validation.push.endpoint' }],
    });
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ createdAt: pushTokens.createdAt, userId: pushTokens.userId })
      .from(pushTokens)
      .where(and(eq(pushTokens.deviceId, input.deviceId), eq(pushTokens.token, input.token)));
    await tx
      .delete(pushTokens)
      .where(or(eq(pushTokens.deviceId, input.deviceId), eq(pushTokens.token, input.token)));
    const [row] = await tx
      .insert(pushTokens)
      .values({
        userId: input.userId,
        deviceId: input.deviceId,
        token: input.token,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        os: input.os,
        // The same subscription of the same member keeps its first registration time.
        createdAt: existing?.userId === input.userId ? existing.createdAt : input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', { detail: 'push token not saved' });
    return view(row);
  });
}

/** Removes the member's subscription of this device (logout); answers how many went. */
export async function removePushToken(db: Db, userId: string, deviceId: string): Promise<number> {
  const removed = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.deviceId, deviceId)))
    .returning({ id: pushTokens.id });
  return removed.length;
}
