import type { Db, Tx } from '@cho-dep/db/client';
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

/** Adds messages to users' in-app lists, inside the caller's transaction. */
export async function notify(db: Db | Tx, items: readonly NewNotification[], now: Date): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      params: n.params ?? {},
      targetType: n.targetType ?? null,
      targetId: n.targetId ?? null,
      createdAt: now,
    })),
  );
}
