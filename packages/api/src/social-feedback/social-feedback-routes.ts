import { outreachCharges } from '@cho-dep/core/social-feedback/outreach-throttle';
import { socialFeedbackInputSchema } from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { spend } from '../accounts/throttle-counters';
import { dataAnswer, errorAnswer } from '../admin/admin-route-kit';
import type { ApiEnv } from '../http/hono-env';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { uploadLimit } from '../http/upload-limits';
import { uploadSocialFeedbackPicture } from './social-feedback-media';
import { listPublicSocialFeedback, socialFeedbackFor } from './social-feedback-queries';
import {
  socialFeedbackDetailSchema,
  socialFeedbackPageSchema,
  socialFeedbackViewSchema,
} from './social-feedback-schemas';
import { submitSocialFeedback } from './submit-social-feedback';

const tags = ['Social-organisation feedback'];
const PATH = '/api/v1/mobile/social-feedback';
const tooMany = { 429: { ...errorResponses[429], description: 'RATE_LIMITED, with Retry-After' } };

const listRoute = createRoute({
  method: 'get',
  path: PATH,
  tags,
  summary: 'The feedback received (/danh-sach), newest first, 20 a page: organisation, date, status, excerpt',
  description: 'Public. E-mails, decision numbers, pictures and answers are never listed.',
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: { 200: dataAnswer('One page', socialFeedbackPageSchema), 400: errorResponses[400] },
});

const oneRoute = createRoute({
  method: 'get',
  path: `${PATH}/{id}`,
  tags,
  summary: 'One feedback: its public view, and the whole of it (pictures, answer) for the member who sent it',
  request: { params: z.object({ id: z.string().openapi({ description: 'The feedback id' }) }) },
  responses: { 200: dataAnswer('The feedback', socialFeedbackViewSchema), 404: errorResponses[404] },
});

const sendRoute = createRoute({
  method: 'post',
  path: PATH,
  tags,
  summary: "A social organisation's feedback (/phan-anh-to-chuc-xa-hoi); guests may send it",
  description:
    'organisationName and decisionNumber required, up to 100 characters; email required and valid; content required, up to 500; imageKeys 1 to 5 keys from POST /api/v1/mobile/social-feedback/media. The answer is mailed in the language of the request.',
  request: {
    body: { required: true, content: { 'application/json': { schema: socialFeedbackInputSchema } } },
  },
  responses: {
    201: dataAnswer('The feedback as received', socialFeedbackDetailSchema),
    400: errorResponses[400],
    ...tooMany,
  },
});

const mediaRoute = createRoute({
  method: 'post',
  path: `${PATH}/media`,
  tags,
  middleware: [uploadLimit({ images: 1 })] as const,
  summary:
    'Upload one picture of a feedback (png, jpeg, gif or webp checked by content; WebP 800 and 400 px)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z
              .custom<File>((value) => value instanceof File, 'validation.required')
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: dataAnswer(
      'The stored picture: send its key in imageKeys',
      z.object({ key: z.string(), url: z.string() }),
    ),
    400: errorResponses[400],
    413: errorAnswer('File too large'),
    415: errorAnswer('Not a png, jpeg, gif or webp image'),
    ...tooMany,
  },
});

const urlOf = (c: Context<ApiEnv>) => (key: string) => c.get('app').storage.urlOf(key);

/** Social organisations' feedback: the public form, the list, one item. */
export function socialFeedbackRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const page = await listPublicSocialFeedback(c.get('app').database.db, c.req.valid('query').page);
      return c.json({ data: page }, 200);
    })
    .openapi(mediaRoute, async (c) => {
      const app = c.get('app');
      const info = c.get('info');
      await spend(app, outreachCharges('socialFeedbackMedia', { ip: info.ip, deviceId: info.deviceId }));
      const stored = await uploadSocialFeedbackPicture(app, c.get('user')?.userId, c.req.valid('form').file);
      return c.json({ data: stored }, 201);
    })
    .openapi(oneRoute, async (c) => {
      const viewer = c.get('user')?.userId ?? null;
      const view = await socialFeedbackFor(
        c.get('app').database.db,
        c.req.valid('param').id,
        viewer,
        urlOf(c),
      );
      return c.json({ data: view }, 200);
    })
    .openapi(sendRoute, async (c) => {
      const sent = await submitSocialFeedback(
        c.get('app'),
        c.get('info'),
        c.get('user')?.userId,
        c.req.valid('json'),
      );
      return c.json({ data: sent }, 201);
    });
}
