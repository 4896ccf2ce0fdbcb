import {
  SOCIAL_FEEDBACK_STATUSES,
  socialFeedbackAnswerSchema,
  socialFeedbackStatusSchema,
} from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireRole } from '../accounts/current-user';
import { adminGuarded, adminOnly, dataAnswer } from '../admin/admin-route-kit';
import type { ApiEnv } from '../http/hono-env';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { answerSocialFeedback, moveSocialFeedback } from './answer-social-feedback';
import { listSocialFeedbackForAdmin, socialFeedbackForAdmin } from './social-feedback-queries';
import { adminSocialFeedbackPageSchema, socialFeedbackDetailSchema } from './social-feedback-schemas';

const tags = ['Admin: social-organisation feedback'];
const BASE = '/api/v1/admin/social-feedback';
const params = z.object({ id: z.string().openapi({ description: 'The feedback id' }) });
const changed = {
  200: dataAnswer('The feedback after the change', socialFeedbackDetailSchema),
  400: errorResponses[400],
  ...adminGuarded,
  404: errorResponses[404],
  409: { ...errorResponses[409], description: 'CONFLICT: not a move allowed from its status' },
};

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  middleware: [adminOnly] as const,
  summary:
    'Feedback of one status (received and reviewing oldest first), 20 a page, with the count per status',
  request: {
    query: z.object({
      status: z.enum(SOCIAL_FEEDBACK_STATUSES).default('received'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: dataAnswer('One page', adminSocialFeedbackPageSchema),
    400: errorResponses[400],
    ...adminGuarded,
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'One feedback in full: e-mail, decision number, pictures, answer',
  request: { params },
  responses: {
    200: dataAnswer('The feedback', socialFeedbackDetailSchema),
    ...adminGuarded,
    404: errorResponses[404],
  },
});

const answerRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/answer`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Answer by e-mail (in the language it was sent in); the status becomes answered; audited',
  description: 'A signed-in sender is also told in the app. A closed feedback is not answered (CONFLICT).',
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: socialFeedbackAnswerSchema } } },
  },
  responses: changed,
});

const statusRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}/status`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Take up (reviewing), close, or reopen a closed feedback for review; audited',
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: socialFeedbackStatusSchema } } },
  },
  responses: changed,
});

const urlOf = (c: Context<ApiEnv>) => (key: string) => c.get('app').storage.urlOf(key);

/** The admin's feedback desk (/quan-tri/phan-anh). */
export function adminSocialFeedbackRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { status, page } = c.req.valid('query');
      const data = await listSocialFeedbackForAdmin(c.get('app').database.db, status, page, urlOf(c));
      return c.json({ data }, 200);
    })
    .openapi(oneRoute, async (c) => {
      const data = await socialFeedbackForAdmin(c.get('app').database.db, c.req.valid('param').id, urlOf(c));
      return c.json({ data }, 200);
    })
    .openapi(answerRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const { id } = c.req.valid('param');
      await answerSocialFeedback(c.get('app'), admin.userId, id, c.req.valid('json').answer);
      return c.json({ data: await socialFeedbackForAdmin(c.get('app').database.db, id, urlOf(c)) }, 200);
    })
    .openapi(statusRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const { id } = c.req.valid('param');
      await moveSocialFeedback(c.get('app'), admin.userId, id, c.req.valid('json').status);
      return c.json({ data: await socialFeedbackForAdmin(c.get('app').database.db, id, urlOf(c)) }, 200);
    });
}
