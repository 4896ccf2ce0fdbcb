import { rejectDecisionSchema } from '@cho-dep/core/admin/admin-decision-schemas';
import {
  type ModerationAction,
  refusalLogQuerySchema,
  reportQueueQuerySchema,
  statusAfter,
} from '@cho-dep/core/community/moderation-schemas';
import { REPORT_TARGET_TYPES } from '@cho-dep/core/community/report-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { requireRole } from '../../accounts/current-user';
import { adminGuarded, adminOnly, dataAnswer, errorAnswer } from '../../admin/admin-route-kit';
import { errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { listRefusals, refusalLogSchema } from './refusal-log';
import { decideReportedContent } from './remove-content';
import { listReportQueue, reportQueueSchema } from './report-queue';

const BASE = '/api/v1/admin/community';
const tags = ['Admin', 'Community moderation'];
const security = [{ bearerAuth: [] }];

const targetParams = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES).openapi({ description: 'post, reply or blook' }),
  id: z.string().openapi({ description: 'The content id' }),
});

const decisionSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string(),
    contentStatus: z.enum(['published', 'removed']),
  })
  .openapi('ModerationDecision');

const queueRoute = createRoute({
  method: 'get',
  path: `${BASE}/reports`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary:
    'Reported posts, replies and blooks grouped by content: the content, its author, the report count and reasons (open: most reported first; resolved: latest decision first)',
  request: { query: reportQueueQuerySchema },
  responses: {
    200: dataAnswer('One page of the queue', reportQueueSchema),
    400: errorResponses[400],
    ...adminGuarded,
  },
});

const refusalsRoute = createRoute({
  method: 'get',
  path: `${BASE}/refusals`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Content the offensive-word filter refused, newest first, with the words it matched',
  request: { query: refusalLogQuerySchema },
  responses: {
    200: dataAnswer('One page of the log', refusalLogSchema),
    400: errorResponses[400],
    ...adminGuarded,
  },
});

const summaries: Record<ModerationAction, string> = {
  remove:
    'Remove the content (hidden from everyone but its author, who is notified with the reason; a post leaves the feeds); resolves its open reports',
  restore: 'Restore removed content (the author is notified); resolves its open reports',
  keep: 'Keep the reported content as it is: resolves its open reports without telling the author',
};

const decisionAnswers = {
  200: dataAnswer('The content after the decision', decisionSchema),
  400: errorResponses[400],
  ...adminGuarded,
  404: errorResponses[404],
  409: errorAnswer('Another moderator decided first (MODERATION_ALREADY_DECIDED)'),
};

/** Remove and restore carry the reason the author reads (the reject dialog's 10-500 characters). */
function reasonedRoute(action: 'remove' | 'restore') {
  return createRoute({
    method: 'post',
    path: `${BASE}/{targetType}/{id}/${action}`,
    tags,
    security,
    middleware: [adminOnly] as const,
    summary: summaries[action],
    request: {
      params: targetParams,
      body: { required: true, content: { 'application/json': { schema: rejectDecisionSchema } } },
    },
    responses: decisionAnswers,
  });
}

const removeRoute = reasonedRoute('remove');
const restoreRoute = reasonedRoute('restore');
const keepRoute = createRoute({
  method: 'post',
  path: `${BASE}/{targetType}/{id}/keep`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: summaries.keep,
  request: { params: targetParams },
  responses: decisionAnswers,
});

/** The moderation desk at /quan-tri: the report queue, the refusal log and the decisions. */
export function adminModerationRoutes() {
  const router = createRouter()
    .openapi(queueRoute, async (c) => {
      const ctx = c.get('app');
      const queue = await listReportQueue(ctx.database.db, c.req.valid('query'), (key) =>
        ctx.storage.urlOf(key),
      );
      return c.json({ data: queue }, 200);
    })
    .openapi(refusalsRoute, async (c) => {
      return c.json({ data: await listRefusals(c.get('app').database.db, c.req.valid('query')) }, 200);
    });
  for (const [route, action] of [
    [removeRoute, 'remove'],
    [restoreRoute, 'restore'],
  ] as const) {
    router.openapi(route, async (c) => {
      const admin = requireRole(c, 'admin');
      const { targetType, id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      await decideReportedContent(c.get('app'), {
        adminId: admin.userId,
        targetType,
        targetId: id,
        action,
        reason,
      });
      return c.json({ data: { targetType, targetId: id, contentStatus: statusAfter(action) } }, 200);
    });
  }
  return router.openapi(keepRoute, async (c) => {
    const admin = requireRole(c, 'admin');
    const { targetType, id } = c.req.valid('param');
    await decideReportedContent(c.get('app'), {
      adminId: admin.userId,
      targetType,
      targetId: id,
      action: 'keep',
      reason: null,
    });
    return c.json({ data: { targetType, targetId: id, contentStatus: 'published' as const } }, 200);
  });
}
