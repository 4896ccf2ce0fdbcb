import type { Tx } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { type NewNotification, notify } from '../notifications/notify';
import { renderMail } from '../outbox/mail-layout';
import { enqueueMail } from '../outbox/outbox-service';

export interface SellerNotice {
  /** The shop owner who receives it. */
  userId: string;
  /** Under notifications.* (in-app) and admin.mail.* (subject, heading, body). */
  kind:
    | 'shop_application.approved'
    | 'shop_application.rejected'
    | 'product_review.approved'
    | 'product_review.rejected';
  params: Record<string, string>;
  targetType: NonNullable<NewNotification['targetType']>;
  targetId: string;
  /** The page of the site the mail points to (a path such as /ban-hang). */
  path: string;
}

/**
 * Tells the seller about an admin's decision, inside the decision's transaction: an in-app
 * notification (worded when read, in the reader's language) and a mail through the outbox in
 * the language of their account, when they have an email address.
 */
export async function noticeSeller(tx: Tx, ctx: AppContext, notice: SellerNotice, now: Date): Promise<void> {
  await notify(
    tx,
    [
      {
        userId: notice.userId,
        kind: notice.kind,
        params: notice.params,
        targetType: notice.targetType,
        targetId: notice.targetId,
      },
    ],
    now,
  );
  const [owner] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, notice.userId));
  if (!owner?.email) return;
  const language = owner.language;
  const t = (key: string) => translate(language, `admin.mail.${notice.kind}.${key}`, notice.params);
  const { text, html } = renderMail(language, {
    heading: t('heading'),
    intro: [t('body')],
    outro: [translate(language, 'admin.mail.open', { url: `${ctx.config.publicUrl}${notice.path}` })],
  });
  await enqueueMail(tx, {
    to: owner.email,
    subject: t('subject'),
    text,
    html,
    template: `admin.${notice.kind}`,
  });
}
