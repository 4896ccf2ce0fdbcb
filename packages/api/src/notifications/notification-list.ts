import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notifications } from './notifications.tables';

/** Messages per page of the in-app list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Language = Parameters<typeof translate>[0];

export interface NotificationView {
  id: string;
  kind: string;
  /** The words, in the reader's language (notifications.<kind> with the stored params). */
  text: string;
  params: Record<string, string | number>;
  targetType: string | null;
  targetId: string | null;
  read: boolean;
  createdAt: string;
}

/** The user's messages, newest first, worded in `language`, with how many are unread. */
export async function listNotifications(
  db: Db,
  input: { userId: string; page: number; language: Language },
): Promise<{
  items: NotificationView[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  unread: number;
}> {
  const pageSize = NOTIFICATIONS_PAGE_SIZE;
  const mine = eq(notifications.userId, input.userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((input.page - 1) * pageSize);
  const [totals] = await db.select({ n: count() }).from(notifications).where(mine);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  const total = totals?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: translate(input.language, `notifications.${row.kind}`, row.params),
      params: row.params,
      targetType: row.targetType,
      targetId: row.targetId,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    page: input.page,
    pageSize,
    total,
    hasMore: input.page * pageSize < total,
    unread: unread?.n ?? 0,
  };
}

/** Marks one of the user's messages read (again is fine); someone else's is NOT_FOUND. */
export async function markNotificationRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.readAt) return;
  await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, id));
}

/** Marks every unread message of the user read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string, now: Date): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}
