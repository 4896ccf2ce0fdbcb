import { AppError } from '@cho-dep/core/errors/app-error';
import {
  canAnswerSocialFeedback,
  canMoveSocialFeedback,
  type SocialFeedbackStatus,
} from '@cho-dep/core/social-feedback/social-feedback-schemas';
import type { Tx } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import { eq } from 'drizzle-orm';
import { recordAdminDecision } from '../admin/record-admin-decision';
import type { AppContext } from '../app/app-context';
import { notify } from '../notifications/notify';
import { renderMail } from '../outbox/mail-layout';
import { enqueueMail } from '../outbox/outbox-service';
import { socialFeedback } from './social-feedback.tables';
import { socialFeedbackRow } from './social-feedback-queries';

type Row = typeof socialFeedback.$inferSelect;

/** The answer mail, in the language the organisation wrote in, queued with the change. */
async function mailAnswer(tx: Tx, ctx: AppContext, row: Row, answer: string): Promise<void> {
  const language = row.language;
  const params = { organisation: row.organisationName, date: row.createdAt.toISOString().slice(0, 10) };
  const t = (key: string) => translate(language, `socialFeedback.mail.${key}`, params);
  const { text, html } = renderMail(language, {
    heading: t('heading'),
    intro: [t('intro'), ...answer.split(/\n{2,}/)],
    outro: [translate(language, 'socialFeedback.mail.outro', { url: `${ctx.config.publicUrl}/danh-sach` })],
  });
  await enqueueMail(tx, {
    to: row.email,
    subject: t('subject'),
    text,
    html,
    template: 'social_feedback.answer',
  });
}

/**
 * The admin answers a feedback: under the row's lock (two admins answering at once send one
 * mail each, in order, never a lost answer), the answer is kept, the status becomes answered,
 * the organisation gets the mail, a signed-in sender an in-app notice too, and the audit log a line.
 */
export async function answerSocialFeedback(ctx: AppContext, adminUserId: string, id: string, answer: string) {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const row = await socialFeedbackRow(tx, id, true);
    if (!canAnswerSocialFeedback(row.status)) throw new AppError('CONFLICT');
    const [updated] = await tx
      .update(socialFeedback)
      .set({ answer, answeredAt: now, answeredBy: adminUserId, status: 'answered', updatedAt: now })
      .where(eq(socialFeedback.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    await mailAnswer(tx, ctx, updated, answer);
    if (updated.userId) {
      await notify(
        tx,
        [
          {
            userId: updated.userId,
            kind: 'social_feedback.answered',
            params: { organisation: updated.organisationName },
            targetType: 'social_feedback',
            targetId: id,
          },
        ],
        now,
      );
    }
    await recordAdminDecision(tx, {
      adminUserId,
      action: 'social_feedback.answer',
      targetType: 'social_feedback',
      targetId: id,
      details: { from: row.status },
      now,
    });
  });
}

/** The admin takes a feedback up, closes it or opens it again (core decides which moves are allowed). */
export async function moveSocialFeedback(
  ctx: AppContext,
  adminUserId: string,
  id: string,
  status: SocialFeedbackStatus,
) {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const row = await socialFeedbackRow(tx, id, true);
    if (!canMoveSocialFeedback(row.status, status)) throw new AppError('CONFLICT');
    await tx.update(socialFeedback).set({ status, updatedAt: now }).where(eq(socialFeedback.id, id));
    await recordAdminDecision(tx, {
      adminUserId,
      action: 'social_feedback.status',
      targetType: 'social_feedback',
      targetId: id,
      details: { from: row.status, to: status },
      now,
    });
  });
}
