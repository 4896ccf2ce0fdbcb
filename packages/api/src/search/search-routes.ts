import { searchParamsSchema } from '@cho-dep/core/search/search-params';
import { clampQuery } from '@cho-dep/core/search/search-query';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { clearRecentSearches, listRecentSearches, type SearchActor } from './search-activity';
import { keywordsSchema, recentSchema, searchResultSchema, searchSuggestionSchema } from './search-schemas';
import { runSearch } from './search-service';
import { searchSuggestions, trendingKeywords } from './suggestions';

const tags = ['Search'];
const RECENT = '/api/v1/mobile/search/recent';

const searchRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/products/search',
  tags,
  summary: 'Search and list products (words, filters, sort, page)',
  description:
    'Accent- and case-insensitive ("ao thun" finds "Áo thun"); every word must match, the last as a prefix. Without words: a listing (category, shop, filters). Totals are capped at 1000 (totalIsCapped). When the words find nothing, a typo-corrected query is tried and named in correctedQuery.',
  request: { query: searchParamsSchema },
  responses: {
    200: {
      description: 'One page of product cards, the total and the facets',
      content: { 'application/json': { schema: dataSchema(searchResultSchema) } },
    },
    400: errorResponses[400],
  },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/search/suggestions',
  tags,
  summary: 'Suggestions while typing: completions, categories and shops',
  request: { query: z.object({ q: z.string().optional().default('').transform(clampQuery) }) },
  responses: {
    200: {
      description: 'Suggestions (empty lists for an empty query)',
      content: { 'application/json': { schema: dataSchema(searchSuggestionSchema) } },
    },
    400: errorResponses[400],
  },
});

const trendingRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/search/trending',
  tags,
  summary: 'Trending keywords: what most people searched in the last days and found',
  responses: {
    200: { description: 'Keywords', content: { 'application/json': { schema: dataSchema(keywordsSchema) } } },
  },
});

const recentRoute = createRoute({
  method: 'get',
  path: RECENT,
  tags,
  security: [{ bearerAuth: [] }],
  summary: 'My recent searches, newest first (guests keep theirs in the browser)',
  responses: {
    200: { description: 'Queries', content: { 'application/json': { schema: dataSchema(recentSchema) } } },
    401: errorResponses[401],
  },
});

const clearRecentRoute = createRoute({
  method: 'delete',
  path: RECENT,
  tags,
  security: [{ bearerAuth: [] }],
  summary: 'Clear my recent searches',
  responses: {
    200: { description: 'Cleared', content: { 'application/json': { schema: dataSchema(recentSchema) } } },
    401: errorResponses[401],
  },
});

function actorOf(c: Context<ApiEnv>): SearchActor {
  const info = c.get('info');
  return {
    userId: c.get('user')?.userId,
    sessionId: info.sessionId,
    deviceId: info.deviceId,
    guestId: c.get('guestId'),
    ip: info.ip,
  };
}

export function searchRoutes() {
  const router = createRouter();
  const signedInOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
    requireUser(c);
    await next();
  };
  router.use(RECENT, signedInOnly);
  router.openapi(searchRoute, async (c) => {
    const result = await runSearch(c.get('app'), c.req.valid('query'), actorOf(c));
    return c.json({ data: result }, 200);
  });
  router.openapi(suggestionsRoute, async (c) => {
    return c.json({ data: await searchSuggestions(c.get('app'), c.req.valid('query').q) }, 200);
  });
  router.openapi(trendingRoute, async (c) => {
    return c.json({ data: { keywords: await trendingKeywords(c.get('app')) } }, 200);
  });
  router.openapi(recentRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: { queries: await listRecentSearches(c.get('app'), user.userId) } }, 200);
  });
  router.openapi(clearRecentRoute, async (c) => {
    const user = requireUser(c);
    await clearRecentSearches(c.get('app'), user.userId);
    return c.json({ data: { queries: [] } }, 200);
  });
  return router;
}
