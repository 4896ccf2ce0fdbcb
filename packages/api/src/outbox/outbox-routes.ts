import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import { requireRole } from '../accounts/current-user';
import type { AppContext } from '../app/app-context';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import type { OutboxMessage } from './outbox.tables';
import { latestMessageTo, listOutbox } from './outbox-service';

const outboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    html: z.string().nullable(),
    template: z.string(),
    status: z.enum(['pending', 'sent', 'failed']),
    attempts: z.number().int(),
    nextAttemptAt: z.string(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .openapi('OutboxMessage');

const forbidden = {
  403: { description: 'Admins only', content: { 'application/json': { schema: errorBodySchema } } },
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/admin/outbox',
  tags: ['Admin'],
  summary: 'Mails and SMS of the outbox, newest first',
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      recipient: z.string().trim().max(254).optional(),
    }),
  },
  responses: {
    200: {
      description: 'One page of messages and the total matching the filter',
      content: {
        'application/json': {
          schema: dataSchema(z.object({ data: z.array(outboxMessageSchema), total: z.number().int() })),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    ...forbidden,
  },
});

const latestRoute = createRoute({
  method: 'get',
  path: '/api/v1/dev/outbox/latest',
  tags: ['Development'],
  summary: 'Newest message to a recipient (development and browser tests only; 404 in production)',
  request: { query: z.object({ recipient: z.string().trim().min(1).max(254) }) },
  responses: {
    200: {
      description: 'The newest message to that recipient',
      content: { 'application/json': { schema: dataSchema(outboxMessageSchema) } },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

/**
 * The browser tests and the demo need to read the code a user was "sent" (no real inbox or
 * phone exists there). Reading any recipient's latest message would let anyone take over any
 * account by requesting a password-reset code, so this is off in production unless the
 * operator explicitly sets ENABLE_DEV_OUTBOX=true (done only by the e2e server, which runs
 * a production build against throwaway data).
 */
function devOutboxEnabled(ctx: AppContext): boolean {
  return ctx.config.NODE_ENV !== 'production' || process.env.ENABLE_DEV_OUTBOX === 'true';
}

function toJson({ seq: _seq, ...message }: OutboxMessage) {
  return {
    ...message,
    nextAttemptAt: message.nextAttemptAt.toISOString(),
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
  };
}

export function outboxRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      requireRole(c, 'admin');
      const query = c.req.valid('query');
      const page = await listOutbox(c.get('app').database.db, {
        page: query.page,
        limit: query.limit,
        recipient: query.recipient || undefined,
      });
      return c.json({ data: { data: page.data.map(toJson), total: page.total } }, 200);
    })
    .openapi(latestRoute, async (c) => {
      const ctx = c.get('app');
      if (!devOutboxEnabled(ctx)) throw new AppError('ROUTE_NOT_FOUND');
      const message = await latestMessageTo(ctx.database.db, c.req.valid('query').recipient);
      if (!message) throw new AppError('NOT_FOUND');
      return c.json({ data: toJson(message) }, 200);
    });
}
