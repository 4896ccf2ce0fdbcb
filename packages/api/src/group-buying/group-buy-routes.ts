import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { myTeamSchema, productGroupBuySchema, teamDetailSchema } from './group-buy-schemas';
import { myTeams, productGroupBuy, teamDetail } from './group-buy-views';

const tags = ['Group buying'];
const BASE = '/api/v1/group-buying';
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});

const productRoute = createRoute({
  method: 'get',
  path: `${BASE}/products/{productId}`,
  tags,
  summary: "A product's group buying: its running program items (team price, size, window) and open teams",
  description:
    'Open teams soonest to end first, only those with a seat left (leader name and avatar, seats left, ends at). To open a team or join one, place an express checkout with `draft.groupBuy = { itemId, teamId }` (teamId null opens one) and an online payment: COD answers 409 GROUP_BUY_ONLINE_PAYMENT_ONLY.',
  request: { params: z.object({ productId: z.string() }) },
  responses: { 200: json(productGroupBuySchema, 'Items and open teams (empty when none)') },
});

const teamRoute = createRoute({
  method: 'get',
  path: `${BASE}/teams/{teamId}`,
  tags,
  summary: 'One team, public (the shared link): members, seats left, ends at, status, product and price',
  request: { params: z.object({ teamId: z.string() }) },
  responses: { 200: json(teamDetailSchema, 'The team'), 404: errorResponses[404] },
});

const mineRoute = createRoute({
  method: 'get',
  path: `${BASE}/my-teams`,
  tags,
  summary: "The signed-in buyer's teams, newest first, with their own seat (held, paid, released, refunded)",
  responses: { 200: json(z.array(myTeamSchema), 'Up to 100 teams'), 401: errorResponses[401] },
});

/** Group buying for buyers: what the product page, the team page and "my teams" read. */
export function groupBuyRoutes() {
  return createRouter()
    .openapi(productRoute, async (c) => {
      const ctx = c.get('app');
      return c.json(
        { data: await productGroupBuy(ctx.database.db, c.req.valid('param').productId, ctx.now()) },
        200,
      );
    })
    .openapi(mineRoute, async (c) => {
      const ctx = c.get('app');
      const user = c.get('user');
      if (!user) throw new AppError('UNAUTHENTICATED');
      return c.json({ data: await myTeams(ctx.database.db, user.userId, (k) => ctx.storage.urlOf(k)) }, 200);
    })
    .openapi(teamRoute, async (c) => {
      const ctx = c.get('app');
      return c.json(
        { data: await teamDetail(ctx.database.db, c.req.valid('param').teamId, (k) => ctx.storage.urlOf(k)) },
        200,
      );
    });
}
