import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { searchParamsSchema } from '@cho-dep/core/search/search-params';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../app/app-context';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { listCategoryTree } from '../products/catalog/catalog-queries';
import { runSearch } from '../search/search-service';
import { loadCategoryPage } from './category-page-query';
import { listShopCollections, loadCollection } from './collection-queries';
import { loadHomeView } from './home-query';
import { findShopHeader, loadShopPage } from './shop-page-query';
import { DEFAULT_SHOP_PRODUCT_SORT, SHOP_PRODUCT_SORTS } from './shop-product-sort';
import { listShopProducts } from './shop-products-query';
import {
  categoryPageSchema,
  categoryTreeSchema,
  collectionSchema,
  collectionSummarySchema,
  homeSchema,
  shopPageSchema,
  shopProductsSchema,
  topSellerSchema,
  twoLevelTree,
} from './storefront-schemas';
import { listTopSellers } from './top-sellers-query';

const tags = ['Storefront'];
/** Picture URLs come from the configured storage (local /media/ or a CDN). */
const urlOf = (app: AppContext) => (key: string) => app.storage.urlOf(key);
const idParam = z.object({ id: z.string().openapi({ description: 'uuid; anything else is 404' }) });
const pageQuery = {
  page: z.coerce.number().int().min(1).max(LIMITS.search.pageMax).optional().default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.search.pageSizeMax)
    .optional()
    .default(LIMITS.storefront.productsPageSize),
};
const ok = <T extends z.ZodTypeAny>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});

const homeRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/home',
  tags,
  summary: 'The home page: running banners and flash sale, Brand of Month, top sellers, recommended products',
  responses: { 200: ok('The home page', homeSchema) },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/categories',
  tags,
  summary: 'Visible categories as a tree (top level with their sub-categories)',
  responses: { 200: ok('The tree', categoryTreeSchema) },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/categories/{id}',
  tags,
  summary: 'A category page: the category, its parent, sub-category chips and a page of its products',
  description:
    'A top-level category lists the products of all its sub-categories. Sorts and paging as search.',
  request: {
    params: idParam,
    query: z.object({
      sort: searchParamsSchema.shape.sort,
      page: searchParamsSchema.shape.page,
      pageSize: searchParamsSchema.shape.pageSize,
    }),
  },
  responses: {
    200: ok('The category', categoryPageSchema),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const shopRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/shops/{id}',
  tags,
  summary: 'A seller page: shop header, running shop banners and visible collections',
  description:
    'Only approved shops that are not paused; any other shop is 404. With a session, isFollowed says whether the viewer follows it.',
  request: { params: idParam },
  responses: { 200: ok('The shop', shopPageSchema), 404: errorResponses[404] },
});

const shopProductsRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/shops/{id}/products',
  tags,
  summary: "A page of the shop's listed products, in a seller-page sort tab",
  request: {
    params: idParam,
    query: z.object({
      sort: z.enum(SHOP_PRODUCT_SORTS).optional().default(DEFAULT_SHOP_PRODUCT_SORT),
      ...pageQuery,
    }),
  },
  responses: { 200: ok('Products', shopProductsSchema), 400: errorResponses[400], 404: errorResponses[404] },
});

const shopCollectionsRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/shops/{id}/collections',
  tags,
  summary: "The shop's visible collections, in the seller's order (the collection list page)",
  request: { params: idParam },
  responses: { 200: ok('Collections', z.array(collectionSummarySchema)), 404: errorResponses[404] },
});

const collectionRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/collections/{id}',
  tags,
  summary: 'A collection with its shop and a page of its listed products',
  description: 'A hidden collection, or one of a shop that is not open, is 404.',
  request: { params: idParam, query: z.object(pageQuery) },
  responses: {
    200: ok('The collection', collectionSchema),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const topSellersRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/top-sellers',
  tags,
  summary: 'Shops ranked by units sold across their listed products, then rating, with their best sellers',
  request: {
    query: z.object({
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(LIMITS.storefront.topSellersMax)
        .optional()
        .default(LIMITS.storefront.topSellersMax),
    }),
  },
  responses: { 200: ok('Ranked shops', z.array(topSellerSchema)), 400: errorResponses[400] },
});

export function storefrontRoutes() {
  return createRouter()
    .openapi(homeRoute, async (c) => {
      const app = c.get('app');
      const { language } = c.get('info');
      return c.json({ data: await loadHomeView(app.database.db, app.now(), urlOf(app), language) }, 200);
    })
    .openapi(categoriesRoute, async (c) => {
      const app = c.get('app');
      return c.json({ data: twoLevelTree(await listCategoryTree(app.database.db, urlOf(app))) }, 200);
    })
    .openapi(categoryRoute, async (c) => {
      const app = c.get('app');
      const { id } = c.req.valid('param');
      const page = await loadCategoryPage(app.database.db, id, urlOf(app));
      if (!page) throw new AppError('NOT_FOUND');
      // The category's products are a search without words: same sorts, paging and cache.
      const params = searchParamsSchema.parse({ ...c.req.valid('query'), category: page.category.id });
      const info = c.get('info');
      const products = await runSearch(app, params, {
        userId: c.get('user')?.userId,
        sessionId: info.sessionId,
        deviceId: info.deviceId,
        ip: info.ip,
      });
      return c.json({ data: { ...page, products } }, 200);
    })
    .openapi(shopRoute, async (c) => {
      const app = c.get('app');
      const view = await loadShopPage(
        app.database.db,
        c.req.valid('param').id,
        { viewerId: c.get('user')?.userId ?? null, now: app.now() },
        urlOf(app),
      );
      if (!view) throw new AppError('NOT_FOUND');
      return c.json({ data: view }, 200);
    })
    .openapi(shopProductsRoute, async (c) => {
      const app = c.get('app');
      const { id } = c.req.valid('param');
      if (!(await findShopHeader(app.database.db, id, null, urlOf(app)))) throw new AppError('NOT_FOUND');
      const view = await listShopProducts(app.database.db, id, c.req.valid('query'), urlOf(app));
      return c.json({ data: view }, 200);
    })
    .openapi(shopCollectionsRoute, async (c) => {
      const app = c.get('app');
      const { id } = c.req.valid('param');
      if (!(await findShopHeader(app.database.db, id, null, urlOf(app)))) throw new AppError('NOT_FOUND');
      return c.json({ data: await listShopCollections(app.database.db, id, urlOf(app)) }, 200);
    })
    .openapi(collectionRoute, async (c) => {
      const app = c.get('app');
      const view = await loadCollection(
        app.database.db,
        c.req.valid('param').id,
        c.req.valid('query'),
        urlOf(app),
      );
      if (!view) throw new AppError('NOT_FOUND');
      return c.json({ data: view }, 200);
    })
    .openapi(topSellersRoute, async (c) => {
      const app = c.get('app');
      const { limit } = c.req.valid('query');
      const view = await listTopSellers(
        app.database.db,
        { limit, products: LIMITS.storefront.shopShowcaseProducts },
        urlOf(app),
      );
      return c.json({ data: view }, 200);
    });
}
