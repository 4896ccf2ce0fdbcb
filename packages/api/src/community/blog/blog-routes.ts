import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { listBlogCategories, listPublicArticles, loadPublicArticle } from './blog-queries';
import { blogArticleSchema, blogCategorySchema, blogPageSchema } from './blog-schemas';

const tags = ['Community blog'];
const BASE = '/community/v1/blog';

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: 'The blog: published articles whose time has come, newest first, optionally of one category',
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      categoryId: z.uuid().optional(),
    }),
  },
  responses: {
    200: {
      description: 'One page of article cards in data.data',
      content: { 'application/json': { schema: dataSchema(blogPageSchema) } },
    },
    400: errorResponses[400],
  },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: `${BASE}/categories`,
  tags,
  summary: "The blog's categories in their order, named in the reader's language",
  responses: {
    200: {
      description: 'The categories',
      content: { 'application/json': { schema: dataSchema(z.array(blogCategorySchema)) } },
    },
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  summary: 'One published article by id or slug, its blocks ready to render',
  description:
    'Product cards carry the product as listings show it now (name, price, picture), or null once it is no longer sold. Drafts and scheduled articles are 404.',
  request: {
    params: z.object({ id: z.string().min(1).max(200).openapi({ description: 'Article id or slug' }) }),
  },
  responses: {
    200: {
      description: 'The article',
      content: { 'application/json': { schema: dataSchema(blogArticleSchema) } },
    },
    404: errorResponses[404],
  },
});

/** The public blog (/blog, /blog/{id}). */
export function blogRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const app = c.get('app');
      const page = await listPublicArticles(
        app.database.db,
        c.req.valid('query'),
        app.now(),
        (key) => app.storage.urlOf(key),
        c.get('info').language,
      );
      return c.json({ data: page }, 200);
    })
    .openapi(categoriesRoute, async (c) => {
      return c.json(
        { data: await listBlogCategories(c.get('app').database.db, c.get('info').language) },
        200,
      );
    })
    .openapi(detailRoute, async (c) => {
      const app = c.get('app');
      const article = await loadPublicArticle(
        app.database.db,
        c.req.valid('param').id,
        app.now(),
        (key) => app.storage.urlOf(key),
        c.get('info').language,
      );
      return c.json({ data: article }, 200);
    });
}
