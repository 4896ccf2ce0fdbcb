import { apiTokenInputSchema, linkInputSchema } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { publicOrigin } from '../../app/public-origin';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { conversionDetail, listConversions } from '../conversions/conversion-queries';
import { conversionListQuery } from '../conversions/conversion-routes';
import {
  conversionDetailSchema,
  conversionPageSchema,
  statementSchema,
} from '../conversions/conversion-schemas';
import { kolStatements } from '../conversions/statement-query';
import { requireKol } from '../kol-access';
import { makeLink } from '../links/link-actions';
import { listLinks } from '../links/link-queries';
import { linkPageSchema, linkViewSchema } from '../links/link-schemas';
import { createApiToken, kolOfBearer, listApiTokens, revokeApiToken } from './api-tokens';

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const tokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .openapi('AffiliateApiToken');
const bearer = [{ affiliateBearer: [] }];
const unauthorised = { ...errorResponses[401], description: 'No token, or a token unknown or revoked' };
const apiTags = ['Affiliate API (Bearer)'];
const tokenTags = ['Affiliate API tokens'];

const listTokens = createRoute({
  method: 'get',
  path: '/api/v1/affiliate/tokens',
  tags: tokenTags,
  summary: "The KOL's API tokens in force (the secret itself is shown only when made)",
  responses: { 200: json(z.array(tokenSchema), 'Tokens'), 401: errorResponses[401] },
});
const createToken = createRoute({
  method: 'post',
  path: '/api/v1/affiliate/tokens',
  tags: tokenTags,
  summary: 'A new token for the affiliate API; `token` is in this answer only',
  request: { body: { required: true, content: { 'application/json': { schema: apiTokenInputSchema } } } },
  responses: {
    201: json(tokenSchema.extend({ token: z.string() }), 'The token'),
    400: errorResponses[400],
    401: errorResponses[401],
    409: { ...errorResponses[409], description: 'AFFILIATE_TOKENS_LIMIT' },
  },
});
const revokeToken = createRoute({
  method: 'delete',
  path: '/api/v1/affiliate/tokens/{id}',
  tags: tokenTags,
  summary: 'Revoke a token: requests with it are refused (401) from now on',
  request: { params: z.object({ id: z.string() }) },
  responses: { 204: { description: 'Revoked' }, 401: errorResponses[401], 404: errorResponses[404] },
});

const apiLinks = createRoute({
  method: 'get',
  path: '/affiliate/v1/links',
  tags: apiTags,
  security: bearer,
  summary: "The KOL's links with clicks, orders and commission, 20 a page",
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: { 200: json(linkPageSchema, 'Links'), 401: unauthorised },
});
const apiCreateLink = createRoute({
  method: 'post',
  path: '/affiliate/v1/links',
  tags: apiTags,
  security: bearer,
  summary: 'A tracked link to a product, shop, open campaign or live',
  request: { body: { required: true, content: { 'application/json': { schema: linkInputSchema } } } },
  responses: {
    200: json(linkViewSchema, 'The link'),
    400: errorResponses[400],
    401: unauthorised,
    409: errorResponses[409],
  },
});
const apiConversions = createRoute({
  method: 'get',
  path: '/affiliate/v1/conversions',
  tags: apiTags,
  security: bearer,
  summary: 'Conversion orders, newest first, 20 a page',
  request: { query: conversionListQuery },
  responses: {
    200: json(conversionPageSchema, 'Conversion orders'),
    400: errorResponses[400],
    401: unauthorised,
  },
});
const apiConversion = createRoute({
  method: 'get',
  path: '/affiliate/v1/conversions/{orderId}',
  tags: apiTags,
  security: bearer,
  summary: 'One conversion order with its lines and why it counted',
  request: { params: z.object({ orderId: z.string() }) },
  responses: { 200: json(conversionDetailSchema, 'The order'), 401: unauthorised, 404: errorResponses[404] },
});
const apiStatements = createRoute({
  method: 'get',
  path: '/affiliate/v1/statements',
  tags: apiTags,
  security: bearer,
  summary: 'Monthly statements of the last 12 months',
  responses: { 200: json(z.array(statementSchema), 'Statements'), 401: unauthorised },
});

/**
 * The affiliate host (product.md §7: Bearer authentication): a KOL's own tools read their links,
 * conversions and statements with a token they make and revoke in the KOL area.
 */
export function affiliateApiRoutes() {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'affiliateBearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'An affiliate API token (cdaff_...), made in the KOL area',
  });
  return router
    .openapi(listTokens, async (c) => {
      const { userId } = await requireKol(c);
      return c.json({ data: await listApiTokens(c.get('app'), userId) }, 200);
    })
    .openapi(createToken, async (c) => {
      const { userId } = await requireKol(c);
      return c.json({ data: await createApiToken(c.get('app'), userId, c.req.valid('json').name) }, 201);
    })
    .openapi(revokeToken, async (c) => {
      const { userId } = await requireKol(c);
      await revokeApiToken(c.get('app'), userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(apiLinks, async (c) => {
      const ctx = c.get('app');
      const kol = await kolOfBearer(ctx, c.req.header('authorization'));
      return c.json(
        { data: await listLinks(ctx, kol, c.req.valid('query').page, publicOrigin(ctx.config, c.req.url)) },
        200,
      );
    })
    .openapi(apiCreateLink, async (c) => {
      const ctx = c.get('app');
      const kol = await kolOfBearer(ctx, c.req.header('authorization'));
      return c.json(
        { data: await makeLink(ctx, kol, c.req.valid('json'), publicOrigin(ctx.config, c.req.url)) },
        200,
      );
    })
    .openapi(apiConversions, async (c) => {
      const ctx = c.get('app');
      const kol = await kolOfBearer(ctx, c.req.header('authorization'));
      const { status, page } = c.req.valid('query');
      return c.json({ data: await listConversions(ctx, kol, status, page) }, 200);
    })
    .openapi(apiConversion, async (c) => {
      const ctx = c.get('app');
      const kol = await kolOfBearer(ctx, c.req.header('authorization'));
      return c.json({ data: await conversionDetail(ctx, kol, c.req.valid('param').orderId) }, 200);
    })
    .openapi(apiStatements, async (c) => {
      const ctx = c.get('app');
      const kol = await kolOfBearer(ctx, c.req.header('authorization'));
      return c.json({ data: await kolStatements(ctx, kol) }, 200);
    });
}
