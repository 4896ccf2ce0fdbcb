import { blookInputSchema } from '@cho-dep/core/community/blook-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { timePosition } from '../feeds/feed-cursor-errors';
import { getBlookDetail } from './blook-detail';
import { listBlookCategories, listBlooks, listBlookTemplates, listUserBlooksPaged } from './blook-lists';
import {
  blookCardSchema,
  blookCategorySchema,
  blookDetailSchema,
  blookPageSchema,
  blookTemplateSchema,
} from './blook-view-schemas';
import { createBlook, deleteBlook } from './write-blook';

const BASE = '/community/v1';
const tags = ['Community blooks'];
const security = [{ bearerAuth: [] }];

/** Login is checked before the body: a guest learns nothing about the input rules. */
const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const idParam = z.object({ id: z.string().openapi({ description: 'Blook id (uuid)' }) });
const uuidQuery = z.uuid().optional();

const templatesRoute = createRoute({
  method: 'get',
  path: `${BASE}/blook-templates`,
  tags,
  summary: 'Layouts a blook is built from: named slots, each a rectangle of the template grid',
  responses: {
    200: {
      description: 'Templates in display order',
      content: { 'application/json': { schema: dataSchema(z.array(blookTemplateSchema)) } },
    },
  },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: `${BASE}/blook-categories`,
  tags,
  summary: 'Occasions (Đi làm, Dạo phố, Hẹn hò, Du lịch, Dự tiệc...) with their sub-categories',
  responses: {
    200: {
      description: 'Categories in display order',
      content: { 'application/json': { schema: dataSchema(z.array(blookCategorySchema)) } },
    },
  },
});

const listRoute = createRoute({
  method: 'get',
  path: `${BASE}/blooks`,
  tags,
  summary: 'Published blooks, newest first, by opaque cursor; filter by category, sub-category or author',
  request: {
    query: z.object({
      cursor: z.string().optional().openapi({ description: 'nextCursor of the previous page' }),
      categoryId: uuidQuery,
      subCategoryId: uuidQuery,
      userId: uuidQuery,
    }),
  },
  responses: {
    200: {
      description: 'A page of cards',
      content: { 'application/json': { schema: dataSchema(blookPageSchema) } },
    },
    400: errorResponses[400],
  },
});

const userPagedRoute = createRoute({
  method: 'get',
  path: `${BASE}/web/bbook-template/bbook-user/{id}`,
  tags,
  summary: "A member's blooks by page (product.md §7), newest first, 20 a page; answer in data.data",
  request: {
    params: idParam,
    query: z.object({ page: z.coerce.number().int().min(1).max(1000).optional().default(1) }),
  },
  responses: {
    200: {
      description: 'One page',
      content: {
        'application/json': {
          schema: dataSchema(
            z.object({
              data: z.array(blookCardSchema),
              page: z.number().int(),
              limit: z.number().int(),
              total: z.number().int(),
            }),
          ),
        },
      },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: `${BASE}/blooks/{id}`,
  tags,
  summary: "A blook with its products' live price and stock, and the viewer's like, save and follow",
  description: 'A removed blook answers 404 to everyone but its author, who sees removedReason.',
  request: { params: idParam },
  responses: {
    200: {
      description: 'The blook',
      content: { 'application/json': { schema: dataSchema(blookDetailSchema) } },
    },
    404: errorResponses[404],
  },
});

const createBlookRoute = createRoute({
  method: 'post',
  path: `${BASE}/blooks`,
  tags,
  security,
  summary: 'Publish a blook: a template with every slot filled by a product on sale (any shop)',
  description:
    'Each slot of the template exactly once (validation.blook.missing / duplicate / notInTemplate on items); products must be listed, a variant one of the product’s active ones. An offensive title is CONTENT_INAPPROPRIATE.',
  middleware: [signedIn] as const,
  request: { body: { required: true, content: { 'application/json': { schema: blookInputSchema } } } },
  responses: {
    201: {
      description: 'The new blook id',
      content: { 'application/json': { schema: dataSchema(z.object({ id: z.string() })) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/blooks/{id}`,
  tags,
  security,
  summary: 'Delete my blook (anyone else’s: 404)',
  middleware: [signedIn] as const,
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 404: errorResponses[404] },
});

/** Blooks: templates, categories, lists, one blook, publishing and deleting. */
export function blookRoutes() {
  return createRouter()
    .openapi(templatesRoute, async (c) => {
      return c.json({ data: await listBlookTemplates(c.get('app').database.db) }, 200);
    })
    .openapi(categoriesRoute, async (c) => {
      return c.json({ data: await listBlookCategories(c.get('app').database.db) }, 200);
    })
    .openapi(listRoute, async (c) => {
      const app = c.get('app');
      const { cursor, ...filter } = c.req.valid('query');
      const page = await listBlooks(
        app.database.db,
        c.get('user')?.userId ?? null,
        filter,
        timePosition(cursor),
        (key) => app.storage.urlOf(key),
      );
      return c.json({ data: page }, 200);
    })
    .openapi(userPagedRoute, async (c) => {
      const app = c.get('app');
      const answer = await listUserBlooksPaged(
        app.database.db,
        c.get('user')?.userId ?? null,
        c.req.valid('param').id,
        c.req.valid('query').page,
        (key) => app.storage.urlOf(key),
      );
      return c.json({ data: answer }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const app = c.get('app');
      const blook = await getBlookDetail(
        app.database.db,
        c.get('user')?.userId ?? null,
        c.req.valid('param').id,
        (key) => app.storage.urlOf(key),
      );
      return c.json({ data: blook }, 200);
    })
    .openapi(createBlookRoute, async (c) => {
      const app = c.get('app');
      const created = await createBlook(
        app.database.db,
        requireUser(c).userId,
        c.req.valid('json'),
        app.now(),
      );
      return c.json({ data: created }, 201);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteBlook(c.get('app').database.db, requireUser(c).userId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
