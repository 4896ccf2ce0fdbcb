import { AppError } from '@cho-dep/core/errors/app-error';
import { outreachCharges } from '@cho-dep/core/social-feedback/outreach-throttle';
import type { SocialFeedbackInput } from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { spend } from '../accounts/throttle-counters';
import type { AppContext, RequestInfo } from '../app/app-context';
import { socialFeedback } from './social-feedback.tables';
import { feedbackPicturesExist } from './social-feedback-media';
import { detailView } from './social-feedback-queries';

/**
 * POST /api/v1/mobile/social-feedback: an organisation's feedback, from a guest or a member.
 * Counted against the sender's IP and device first (a refused send still counts: flooding is
 * what the budget is for); the pictures must be this sender's uploads. It is stored in the
 * language of the page it came from, which is the language the answer is mailed in.
 */
export async function submitSocialFeedback(
  ctx: AppContext,
  info: RequestInfo,
  userId: string | undefined,
  input: SocialFeedbackInput,
) {
  await spend(ctx, outreachCharges('socialFeedback', { ip: info.ip, deviceId: info.deviceId }));
  if (!(await feedbackPicturesExist(ctx, userId, input.imageKeys))) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'imageKeys', message: 'validation.socialFeedback.imageInvalid' }],
    });
  }
  const now = ctx.now();
  const [row] = await ctx.database.db
    .insert(socialFeedback)
    .values({
      ...input,
      email: input.email.toLowerCase(),
      userId: userId ?? null,
      language: info.language,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('social feedback insert returned nothing');
  return detailView(row, (key) => ctx.storage.urlOf(key), userId ?? null);
}
