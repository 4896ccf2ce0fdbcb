import { linkInputSchema } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { setAffiliateCookie } from '../../accounts/auth-cookies';
import { publicOrigin } from '../../app/public-origin';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { requireKol } from '../kol-access';
import { makeLink, recordClick } from './link-actions';
import { listLinks } from './link-queries';
import { linkPageSchema, linkViewSchema } from './link-schemas';

const tags = ['Affiliate links'];
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const notKol = { ...errorResponses[401], description: 'Not an approved KOL (AFFILIATE_NOT_KOL)' };

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/affiliate/links',
  tags,
  summary: "The KOL's links, newest first, 20 a page, with clicks, orders and commission",
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: { 200: json(linkPageSchema, 'Links'), 401: errorResponses[401], 403: notKol },
});
const createLinkRoute = createRoute({
  method: 'post',
  path: '/api/v1/affiliate/links',
  tags,
  summary:
    'A tracked link (and short code) to a product, shop, open campaign or live; the same target gives the same link',
  request: { body: { required: true, content: { 'application/json': { schema: linkInputSchema } } } },
  responses: {
    200: json(linkViewSchema, 'The link'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: notKol,
    409: { ...errorResponses[409], description: 'AFFILIATE_TARGET_UNAVAILABLE or AFFILIATE_LINKS_LIMIT' },
  },
});
const clickRoute = createRoute({
  method: 'get',
  path: '/l/{code}',
  tags,
  summary:
    'A short link: records the click, keeps it in the aff_click cookie for the attribution window and redirects to the target',
  request: { params: z.object({ code: z.string().max(32) }) },
  responses: { 302: { description: 'To the product, shop, campaign or live (home for an unknown code)' } },
});

/** A KOL's tracked links and the short link that records a click. */
export function linkRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { userId } = await requireKol(c);
      const ctx = c.get('app');
      const { page } = c.req.valid('query');
      return c.json({ data: await listLinks(ctx, userId, page, publicOrigin(ctx.config, c.req.url)) }, 200);
    })
    .openapi(createLinkRoute, async (c) => {
      const { userId } = await requireKol(c);
      const ctx = c.get('app');
      const link = await makeLink(ctx, userId, c.req.valid('json'), publicOrigin(ctx.config, c.req.url));
      return c.json({ data: link }, 200);
    })
    .openapi(clickRoute, async (c) => {
      const ctx = c.get('app');
      const click = await recordClick(ctx, c.req.valid('param').code, {
        userId: c.get('user')?.userId ?? null,
        deviceId: c.get('info').deviceId ?? null,
      });
      if (!click) return c.redirect('/', 302);
      // The click travels with the browser: it survives signing in or up and the cart's changes.
      setAffiliateCookie(c, click.clickId, ctx.config.AFFILIATE_ATTRIBUTION_DAYS);
      c.header('Cache-Control', 'no-store');
      return c.redirect(click.path, 302);
    });
}
