import { AppError } from '@cho-dep/core/errors/app-error';
import {
  ALL_PREFIXES,
  listFilter,
  listOfCategory,
  type NotificationCategory,
  type NotificationList,
  notificationCategory,
} from '@cho-dep/core/notifications/notification-categories';
import type { Db } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { notifications } from './notifications.tables';

/** Messages per page of the in-app list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Language = Parameters<typeof translate>[0];
export type NotificationTab = NotificationCategory | 'all';

export interface NotificationView {
  id: string;
  kind: string;
  /** The tab it belongs to (core notification-categories.ts). */
  category: NotificationCategory;
  /** The words, in the reader's language (notifications.<kind> with the stored params). */
  text: string;
  params: Record<string, string | number>;
  targetType: string | null;
  targetId: string | null;
  read: boolean;
  createdAt: string;
}

const startsWithAny = (prefixes: readonly string[]): SQL =>
  or(...prefixes.map((prefix) => sql`starts_with(${notifications.kind}, ${prefix})`)) ?? sql`false`;

/** The kinds a list (and tab) shows, as a condition on the notifications table. */
function inList(list: NotificationList, tab: NotificationTab): SQL {
  const filter = listFilter(list, tab);
  const claimed = filter.prefixes.length > 0 ? startsWithAny(filter.prefixes) : sql`false`;
  if (!filter.unclaimed) return claimed;
  return or(claimed, sql`not (${startsWithAny(ALL_PREFIXES)})`) ?? claimed;
}

/**
 * One of the two lists, newest first, worded in `language`: the shop side (orders, refunds,
 * shop, payments) or the community side (mentions, follows, replies, moderation), optionally
 * one tab of it, with the list's unread count and the unread count of each of its tabs.
 */
export async function listNotifications(
  db: Db,
  input: { userId: string; list: NotificationList; tab: NotificationTab; page: number; language: Language },
): Promise<{
  items: NotificationView[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  unread: number;
  unreadByTab: Record<string, number>;
}> {
  const pageSize = NOTIFICATIONS_PAGE_SIZE;
  const mine = eq(notifications.userId, input.userId);
  const shown = and(mine, inList(input.list, input.tab));
  const [rows, totals, unreadKinds] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(shown)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((input.page - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(shown),
    unreadByKind(db, input.userId),
  ]);
  const unreadByTab: Record<string, number> = {};
  let unread = 0;
  for (const { kind, n } of unreadKinds) {
    const category = notificationCategory(kind);
    if (listOfCategory(category) !== input.list) continue;
    unread += n;
    unreadByTab[category] = (unreadByTab[category] ?? 0) + n;
  }
  const total = totals[0]?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      category: notificationCategory(row.kind),
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
    unread,
    unreadByTab,
  };
}

/** Unread counts per kind: a handful of rows, placed in tabs by the same rule as the lists. */
function unreadByKind(db: Db, userId: string) {
  return db
    .select({ kind: notifications.kind, n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.kind);
}

/** Every unread message of the member, both lists (the header bell). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
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

/** Marks every unread message of the user read, of one list or of both; answers how many changed. */
export async function markAllNotificationsRead(
  db: Db,
  userId: string,
  now: Date,
  list?: NotificationList,
): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        list ? inList(list, 'all') : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
