import { CONTACT_STATUSES, contactStatusSchema } from '@cho-dep/core/landing/contact-message-schema';
import { createRoute, z } from '@hono/zod-openapi';
import { requireRole } from '../accounts/current-user';
import { adminGuarded, adminOnly, dataAnswer } from '../admin/admin-route-kit';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { listContactMessages, openContactMessage, setContactStatus } from './contact-messages';

const tags = ['Admin: contact messages'];
const BASE = '/api/v1/admin/contact-messages';
const status = z.enum(CONTACT_STATUSES);
const messageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    message: z.string(),
    status,
    language: z.enum(['vi', 'en', 'ko']),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('AdminContactMessage');
const params = z.object({ id: z.string().openapi({ description: 'The message id' }) });

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Contact messages of one status, newest first, 20 a page, with the count per status',
  request: {
    query: z.object({
      status: status.default('new'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: dataAnswer(
      'One page',
      z.object({
        items: z.array(messageSchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
        counts: z.object({ new: z.number().int(), read: z.number().int(), answered: z.number().int() }),
      }),
    ),
    400: errorResponses[400],
    ...adminGuarded,
  },
});

const openRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Open one message: a new one becomes read',
  request: { params },
  responses: { 200: dataAnswer('The message', messageSchema), ...adminGuarded, 404: errorResponses[404] },
});

const statusRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}/status`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Mark a message read, answered or new again; audited',
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: contactStatusSchema } } },
  },
  responses: {
    200: dataAnswer('The message', messageSchema),
    400: errorResponses[400],
    ...adminGuarded,
    404: errorResponses[404],
  },
});

/** The admin's inbox of the landing page's contact form (/quan-tri/lien-he). */
export function adminContactRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { status: wanted, page } = c.req.valid('query');
      return c.json({ data: await listContactMessages(c.get('app').database.db, wanted, page) }, 200);
    })
    .openapi(openRoute, async (c) => {
      return c.json({ data: await openContactMessage(c.get('app'), c.req.valid('param').id) }, 200);
    })
    .openapi(statusRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const data = await setContactStatus(
        c.get('app'),
        admin.userId,
        c.req.valid('param').id,
        c.req.valid('json').status,
      );
      return c.json({ data }, 200);
    });
}
