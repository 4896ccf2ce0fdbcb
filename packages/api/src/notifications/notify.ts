import { SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import type { Db, Tx } from '@cho-dep/db/client';
import { publishAfterCommit } from '../realtime/publish';
import { scheduleDeliveries } from './notification-delivery';
import { notifications } from './notifications.tables';

export type NotificationTarget = (typeof notifications.$inferInsert)['targetType'] & string;

export interface NewNotification {
  userId: string;
  /** An i18n key under notifications.*, e.g. 'order.awaiting_pickup'. */
  kind: string;
  params?: Record<string, string | number>;
  /**
   * Where a tap goes (web notification-target.ts): seller_centre is /ban-hang, shop_application
   * the registration page, seller_product the seller's product editor.
   */
  targetType?: NotificationTarget;
  targetId?: string;
}

/**
 * Adds messages to users' in-app lists, inside the caller's transaction, and announces each to
 * its reader's open pages once that transaction commits (nothing is announced if it rolls back).
 * The e-mail of an important order event and the Web Push go out after the commit, through a
 * durable job (notification-delivery.ts).
 */
export async function notify(db: Db | Tx, items: readonly NewNotification[], now: Date): Promise<void> {
  if (items.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(
      items.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        params: n.params ?? {},
        targetType: n.targetType ?? null,
        targetId: n.targetId ?? null,
        createdAt: now,
      })),
    )
    .returning();
  await scheduleDeliveries(db, rows, now);
  for (const row of rows) {
    await publishAfterCommit(db, {
      to: [row.userId],
      event: SERVER_EVENTS.notification,
      data: {
        id: row.id,
        kind: row.kind,
        params: row.params,
        targetType: row.targetType,
        targetId: row.targetId,
        createdAt: row.createdAt.toISOString(),
      },
    });
  }
}
