import { REPORT_STATUSES, reportInputSchema } from '@cho-dep/core/community/report-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { reportContent } from './report-content';

const REPORTS = '/community/v1/reports';

/** Login is checked before the body: a guest learns nothing about the input rules. */
const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const reportReceiptSchema = z
  .object({ id: z.string(), status: z.enum(REPORT_STATUSES), createdAt: z.string() })
  .openapi('ContentReportReceipt');

const reportRoute = createRoute({
  method: 'post',
  path: REPORTS,
  tags: ['Community moderation'],
  security: [{ bearerAuth: [] }],
  summary: 'Report a post, a reply or a blook to the moderators (one open report per member and target)',
  description:
    'Sending the same report again while the first is open answers the first one. Own content and content that is not public answer 404.',
  middleware: [signedIn] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: reportInputSchema } } },
  },
  responses: {
    200: {
      description: 'The open report',
      content: { 'application/json': { schema: dataSchema(reportReceiptSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

/** Members' reports of community content (the admin's side is in admin-moderation-routes.ts). */
export function reportRoutes() {
  return createRouter().openapi(reportRoute, async (c) => {
    const app = c.get('app');
    const receipt = await reportContent(
      app.database.db,
      requireUser(c).userId,
      c.req.valid('json'),
      app.now(),
    );
    return c.json({ data: receipt }, 200);
  });
}
