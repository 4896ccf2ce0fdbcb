import { shouldEmail } from '@cho-dep/core/notifications/email-notifications';
import { notificationCategory } from '@cho-dep/core/notifications/notification-categories';
import { notificationHref, pushDataOf } from '@cho-dep/core/notifications/notification-target';
import type { Db, Tx } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { scheduleJob } from '../jobs/job-runner';
import { renderMail } from '../outbox/mail-layout';
import { enqueueMail } from '../outbox/outbox-service';
import { pushTokens } from '../push/push.tables';
import { sendPushToUser } from '../push/send-push';
import { notificationPreferences, notifications } from './notifications.tables';

/** The job that carries a notification beyond the app: its order e-mail and its Web Push. */
export const NOTIFICATION_DELIVERY_JOB = 'notification.deliver';

/**
 * Inside notify()'s transaction: a delivery job for each notification that has somewhere to
 * go (an order event that is mailed, or a reader with a registered device). The job runs
 * after the commit in whichever server process claims it, once, so notify() itself stays a
 * few inserts and a rolled-back change sends nothing.
 */
export async function scheduleDeliveries(
  tx: Db | Tx,
  rows: readonly { id: string; userId: string; kind: string }[],
  now: Date,
): Promise<void> {
  const readers = [...new Set(rows.map((row) => row.userId))];
  const withDevices = new Set(
    (
      await tx
        .selectDistinct({ userId: pushTokens.userId })
        .from(pushTokens)
        .where(inArray(pushTokens.userId, readers))
    ).map((row) => row.userId),
  );
  for (const row of rows) {
    if (!withDevices.has(row.userId) && !shouldEmail(row.kind, [])) continue;
    await scheduleJob(tx, {
      kind: NOTIFICATION_DELIVERY_JOB,
      key: `${NOTIFICATION_DELIVERY_JOB}:${row.id}`,
      runAt: now,
      payload: { notificationId: row.id },
    });
  }
}

/**
 * Delivers one notification: the e-mail of an important order event (unless the reader
 * switched that type off, or has no confirmed address), queued once, then a Web Push to each
 * of the reader's devices, worded in the reader's language.
 */
export async function deliverNotification(ctx: AppContext, notificationId: string): Promise<void> {
  const db = ctx.database.db;
  const [row] = await db
    .select({
      notification: notifications,
      email: users.email,
      emailVerified: users.emailVerified,
      language: users.language,
      emailOff: notificationPreferences.emailOff,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row) return;
  const { notification, language } = row;
  const body = translate(language, `notifications.${notification.kind}`, notification.params);
  const href = notificationHref(notification);
  if (row.email && row.emailVerified && shouldEmail(notification.kind, row.emailOff ?? [])) {
    const to = row.email;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(notifications)
        .set({ emailedAt: ctx.now() })
        .where(and(eq(notifications.id, notification.id), isNull(notifications.emailedAt)))
        .returning({ id: notifications.id });
      if (!claimed) return;
      await enqueueOrderEventMail(tx, ctx, { to, language, kind: notification.kind, body, href });
    });
  }
  const title = translate(language, `notifications.push.${notificationCategory(notification.kind)}`);
  await sendPushToUser(ctx, notification.userId, pushDataOf(notification, { title, body }));
}

async function enqueueOrderEventMail(
  tx: Tx,
  ctx: AppContext,
  mail: { to: string; language: 'vi' | 'en' | 'ko'; kind: string; body: string; href: string | null },
): Promise<void> {
  const t = (key: string, params?: Record<string, string>) =>
    translate(mail.language, `notifications.mail.${key}`, params);
  const url = `${ctx.config.publicUrl}${mail.href ?? '/trang-ca-nhan?tab=notifications'}`;
  const { text, html } = renderMail(mail.language, {
    heading: t('heading'),
    intro: [mail.body],
    outro: [
      t('open', { url }),
      t('settings', { url: `${ctx.config.publicUrl}/trang-ca-nhan?tab=notifications` }),
    ],
  });
  await enqueueMail(tx, {
    to: mail.to,
    subject: `${t('subject')}: ${mail.body}`.slice(0, 200),
    text,
    html,
    template: `notifications.${mail.kind}`,
  });
}
