import { SOCIAL_FEEDBACK_STATUSES } from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { z } from '@hono/zod-openapi';

/** What the social feedback API answers. Times are ISO strings. */

const status = z.enum(SOCIAL_FEEDBACK_STATUSES);

/**
 * What anyone may read of a feedback: the organisation, when, where it stands and what it is
 * about. Never the e-mail, the decision number, the pictures or the answer: those are between
 * the organisation and us (the sender reads them in their own copy).
 */
export const publicSocialFeedbackSchema = z
  .object({
    id: z.string(),
    organisationName: z.string(),
    excerpt: z.string(),
    status,
    createdAt: z.string(),
  })
  .openapi('SocialFeedbackPublic');
export type PublicSocialFeedback = z.infer<typeof publicSocialFeedbackSchema>;

const pictureSchema = z.object({ key: z.string(), url: z.string(), largeUrl: z.string() });

/** The whole feedback: for the admin, and for the signed-in member who sent it. */
export const socialFeedbackDetailSchema = publicSocialFeedbackSchema
  .extend({
    decisionNumber: z.string(),
    email: z.string(),
    content: z.string(),
    images: z.array(pictureSchema),
    language: z.enum(['vi', 'en', 'ko']),
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
    updatedAt: z.string(),
    /** Sent while signed in (the sender is also told in the app). */
    sentByMember: z.boolean(),
    /** false for a feedback sent by a guest or by another member. */
    isMine: z.boolean(),
  })
  .openapi('SocialFeedbackDetail');
export type SocialFeedbackDetail = z.infer<typeof socialFeedbackDetailSchema>;

/** One feedback as GET /social-feedback/{id} answers: the whole of it only for its sender. */
export const socialFeedbackViewSchema = z
  .object({ public: publicSocialFeedbackSchema, detail: socialFeedbackDetailSchema.nullable() })
  .openapi('SocialFeedbackView');

export const socialFeedbackPageSchema = z
  .object({
    items: z.array(publicSocialFeedbackSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('SocialFeedbackPage');
export type SocialFeedbackPage = z.infer<typeof socialFeedbackPageSchema>;

export const adminSocialFeedbackPageSchema = z
  .object({
    items: z.array(socialFeedbackDetailSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** How many wait in each status, for the desk's tabs. */
    counts: z.object({
      received: z.number().int(),
      reviewing: z.number().int(),
      answered: z.number().int(),
      closed: z.number().int(),
    }),
  })
  .openapi('AdminSocialFeedbackPage');
export type AdminSocialFeedbackPage = z.infer<typeof adminSocialFeedbackPageSchema>;
