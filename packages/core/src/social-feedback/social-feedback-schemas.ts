import { z } from 'zod';
import { LIMITS } from '../constants/limits';

const F = LIMITS.socialFeedback;

/** A required text field: blank is "required", too long names the limit. */
const requiredText = (max: number, tooLong: string) =>
  z.string().trim().min(1, 'validation.required').max(max, tooLong);

/** A required e-mail address: blank is "required", anything else must be an address. */
export const requiredEmail = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')
    .pipe(z.email('validation.invalidEmail'));

/**
 * The social-organisation feedback form of /phan-anh-to-chuc-xa-hoi (product.md §5): the
 * organisation's name, its establishment decision number, an e-mail to answer to, what it
 * reports, and at least one picture (uploaded first; their keys are sent here).
 */
export const socialFeedbackInputSchema = z.object({
  organisationName: requiredText(F.organisationNameMax, 'validation.socialFeedback.organisationNameMax'),
  decisionNumber: requiredText(F.decisionNumberMax, 'validation.socialFeedback.decisionNumberMax'),
  email: requiredEmail(F.emailMax),
  content: requiredText(F.contentMax, 'validation.socialFeedback.contentMax'),
  imageKeys: z
    .array(z.string().min(1).max(200))
    .min(F.imagesMin, 'validation.socialFeedback.imageRequired')
    .max(F.imagesMax, 'validation.socialFeedback.imagesMax'),
});
export type SocialFeedbackInput = z.infer<typeof socialFeedbackInputSchema>;

export const SOCIAL_FEEDBACK_STATUSES = ['received', 'reviewing', 'answered', 'closed'] as const;
export type SocialFeedbackStatus = (typeof SOCIAL_FEEDBACK_STATUSES)[number];

/** The admin's answer, mailed to the organisation in the language it wrote in. */
export const socialFeedbackAnswerSchema = z.object({
  answer: requiredText(F.answerMax, 'validation.tooLong'),
});
export type SocialFeedbackAnswerInput = z.infer<typeof socialFeedbackAnswerSchema>;

/** The admin moves a feedback by hand (answering moves it to `answered` by itself). */
export const socialFeedbackStatusSchema = z.object({
  status: z.enum(['reviewing', 'closed']),
});

/**
 * Which status the admin may move a feedback to by hand. Anything still open may be taken
 * up (reviewing) or closed; a closed one may be opened again for review; `answered` is
 * reached only by sending an answer, so the organisation always has the mail that says so.
 */
export function canMoveSocialFeedback(from: SocialFeedbackStatus, to: SocialFeedbackStatus): boolean {
  if (from === to) return false;
  if (to === 'answered') return false;
  if (to === 'received') return false;
  if (from === 'closed') return to === 'reviewing';
  return true;
}

/** Any feedback not closed may be answered (again: a follow-up answer is another mail). */
export function canAnswerSocialFeedback(status: SocialFeedbackStatus): boolean {
  return status !== 'closed';
}

/**
 * What the public list shows of a feedback's content: the start, cut at a word when one ends
 * near the limit, with an ellipsis. The whole text stays for the admin.
 */
export function socialFeedbackExcerpt(content: string, max: number = F.excerptMax): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
