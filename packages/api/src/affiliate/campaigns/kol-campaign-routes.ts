import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { requireKol } from '../kol-access';
import { kolCampaignSchema } from './campaign-schemas';
import { joinCampaign, listOpenCampaigns, loadOpenCampaign } from './kol-campaigns';

const tags = ['Affiliate campaigns'];
const BASE = '/api/v1/affiliate/campaigns';
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const idParams = z.object({ id: z.string().openapi({ description: 'The campaign id' }) });
const notKol = { ...errorResponses[401], description: 'Not an approved KOL (AFFILIATE_NOT_KOL)' };

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary:
    "Approved campaigns, running or upcoming, the KOL may join (open to all, or inviting the KOL's e-mail), with whether they joined",
  responses: { 200: json(z.array(kolCampaignSchema), 'Campaigns'), 401: errorResponses[401], 403: notKol },
});
const detailRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  summary:
    'One approved campaign (an invite-only one the KOL was not invited to answers 403 AFFILIATE_CAMPAIGN_INVITE_ONLY)',
  request: { params: idParams },
  responses: {
    200: json(kolCampaignSchema, 'The campaign'),
    401: errorResponses[401],
    403: notKol,
    404: errorResponses[404],
  },
});
const joinRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/join`,
  tags,
  summary:
    'Join a campaign: links to its products earn its rate while it runs. Again: no change. Not approved or ended: 409 AFFILIATE_CAMPAIGN_CLOSED; not invited: 403 AFFILIATE_CAMPAIGN_INVITE_ONLY',
  request: { params: idParams },
  responses: {
    200: json(kolCampaignSchema, 'The campaign, joined'),
    401: errorResponses[401],
    403: notKol,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** Open campaigns as KOLs see them: the list, one campaign, joining. */
export function kolCampaignRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const kol = await requireKol(c);
      const ctx = c.get('app');
      const data = await listOpenCampaigns(ctx.database.db, kol.userId, ctx.now(), (k) =>
        ctx.storage.urlOf(k),
      );
      return c.json({ data }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const kol = await requireKol(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      const data = await loadOpenCampaign(ctx.database.db, kol.userId, id, ctx.now(), (k) =>
        ctx.storage.urlOf(k),
      );
      return c.json({ data }, 200);
    })
    .openapi(joinRoute, async (c) => {
      const kol = await requireKol(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      await joinCampaign(ctx.database.db, kol.userId, id, ctx.now());
      const data = await loadOpenCampaign(ctx.database.db, kol.userId, id, ctx.now(), (k) =>
        ctx.storage.urlOf(k),
      );
      return c.json({ data }, 200);
    });
}
