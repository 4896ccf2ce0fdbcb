import { blogArticleInputSchema } from '@cho-dep/core/community/blog-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireRole } from '../../accounts/current-user';
import { adminGuarded, adminOnly, dataAnswer, errorAnswer } from '../../admin/admin-route-kit';
import type { ApiEnv } from '../../http/hono-env';
import { errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { uploadLimit } from '../../http/upload-limits';
import { createArticle, deleteArticle, updateArticle } from './blog-admin-actions';
import { listAdminArticles, loadAdminArticle } from './blog-admin-queries';
import { uploadBlogPicture } from './blog-pictures';
import { adminBlogArticleSchema, adminBlogListSchema, blogPictureSchema } from './blog-schemas';

const tags = ['Admin blog'];
const security = [{ bearerAuth: [] }];
const BASE = '/api/v1/admin/blog';
const B = LIMITS.blog;
const idParams = z.object({ id: z.uuid().openapi({ description: 'The article id' }) });
const body = { required: true, content: { 'application/json': { schema: blogArticleInputSchema } } };
const rules = `Title ${B.titleMin}-${B.titleMax} characters; 1-${B.blocksMax} blocks (paragraph, heading, image with a key from the picture upload, product with a listed product's id; at most ${B.productsMax} products, each once); status draft or published; publishAt (ISO) schedules a published article, null publishes now; a cover is needed to publish. Unknown block types or fields are 400.`;

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Every article in any phase (draft, scheduled, published), last changed first',
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: { 200: dataAnswer('One page', adminBlogListSchema), 400: errorResponses[400], ...adminGuarded },
});

const getRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'One article in any phase, for the editor and its preview',
  request: { params: idParams },
  responses: {
    200: dataAnswer('The article', adminBlogArticleSchema),
    404: errorResponses[404],
    ...adminGuarded,
  },
});

const createArticleRoute = createRoute({
  method: 'post',
  path: BASE,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'A new article: a draft, published now or scheduled',
  description: rules,
  request: { body },
  responses: {
    201: dataAnswer('The article', adminBlogArticleSchema),
    400: errorResponses[400],
    ...adminGuarded,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Replace every field of an article (unpublish by saving it as a draft)',
  description: rules,
  request: { params: idParams, body },
  responses: {
    200: dataAnswer('The article', adminBlogArticleSchema),
    400: errorResponses[400],
    404: errorResponses[404],
    ...adminGuarded,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Delete an article',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, 404: errorResponses[404], ...adminGuarded },
});

const pictureRoute = createRoute({
  method: 'post',
  path: `${BASE}/pictures`,
  tags,
  security,
  middleware: [adminOnly, uploadLimit({ images: 1 })] as const,
  summary:
    'A cover (kind=cover: at least 600x200, cropped to 3:1) or body picture (kind=body: its own shape), png, jpeg, gif or webp checked by content, stored as WebP 1200 and 600 px',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            kind: z.enum(['cover', 'body']),
            file: z
              .custom<File>((value) => value instanceof File, 'validation.required')
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: dataAnswer('The stored picture: its key and a preview URL', blogPictureSchema),
    400: errorResponses[400],
    ...adminGuarded,
    413: errorAnswer('File too large'),
    415: errorAnswer('Not a png, jpeg, gif or webp image'),
  },
});

function view(c: Context<ApiEnv>) {
  const app = c.get('app');
  return {
    db: app.database.db,
    now: app.now(),
    urlOf: (key: string) => app.storage.urlOf(key),
    language: c.get('info').language,
  };
}

/** The admin's blog editor (decision 046). */
export function adminBlogRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const v = view(c);
      return c.json(
        { data: await listAdminArticles(v.db, c.req.valid('query').page, v.now, v.urlOf, v.language) },
        200,
      );
    })
    .openapi(pictureRoute, async (c) => {
      const form = c.req.valid('form');
      return c.json({ data: await uploadBlogPicture(c.get('app'), form.kind, form.file) }, 201);
    })
    .openapi(getRoute, async (c) => {
      const v = view(c);
      return c.json(
        { data: await loadAdminArticle(v.db, c.req.valid('param').id, v.now, v.urlOf, v.language) },
        200,
      );
    })
    .openapi(createArticleRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const v = view(c);
      const id = await createArticle(v.db, admin.userId, c.req.valid('json'), v.now);
      return c.json({ data: await loadAdminArticle(v.db, id, v.now, v.urlOf, v.language) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const v = view(c);
      const { id } = c.req.valid('param');
      await updateArticle(v.db, id, c.req.valid('json'), v.now);
      return c.json({ data: await loadAdminArticle(v.db, id, v.now, v.urlOf, v.language) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteArticle(c.get('app').database.db, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
