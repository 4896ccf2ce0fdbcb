import { groupBuyProgramInputSchema } from '@cho-dep/core/group-buying/group-buy-input-schema';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { requireSellerShop } from '../shops/current-shop';
import { sellerGroupBuyProgramSchema, sellerTeamSchema } from './group-buy-schemas';
import {
  createGroupBuyProgram,
  deleteGroupBuyProgram,
  endGroupBuyProgram,
  updateGroupBuyProgram,
} from './seller-group-buy-actions';
import {
  listSellerGroupBuyPrograms,
  loadSellerGroupBuyProgram,
  sellerProgramTeams,
} from './seller-group-buy-queries';

const tags = ['Seller group-buy programs'];
const BASE = '/api/v1/seller/group-buying/programs';
const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(schema) } },
});
const idParams = z.object({ id: z.string().openapi({ description: 'The program id' }) });
const forbidden = { ...errorResponses[401], description: 'Not a seller with an approved shop' };
const rules =
  "The promotion rules of product.md section 5 on each item (discountedPrice is the team price: above 0 and at most 80% off originalPrice, which must be today's price; maxDiscount above 0 and not above the discount; stock, the product limit, at least 1 and not above the stock), name up to 150 characters, teamSize 2 to 10, windowHours (default 24) the time a team has to fill. A start in the past means now.";

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: "The shop's group-buy programs, newest first, with their items and teams counted by status",
  responses: {
    200: json(z.array(sellerGroupBuyProgramSchema), 'Programs'),
    401: errorResponses[401],
    403: forbidden,
  },
});
const createProgramRoute = createRoute({
  method: 'post',
  path: BASE,
  tags,
  summary: 'A new group-buy program by product or by variant',
  description: rules,
  request: {
    body: { required: true, content: { 'application/json': { schema: groupBuyProgramInputSchema } } },
  },
  responses: {
    201: json(sellerGroupBuyProgramSchema, 'The program'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
  },
});
const detailRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  summary: 'One program of the shop',
  request: { params: idParams },
  responses: {
    200: json(sellerGroupBuyProgramSchema, 'The program'),
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
  },
});
const endRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/end`,
  tags,
  summary: 'End a program now: no new team opens; open teams run to their own end',
  request: { params: idParams },
  responses: {
    200: json(sellerGroupBuyProgramSchema, 'The program'),
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags,
  summary: 'Replace an upcoming program (a running or ended one answers 409; end it instead)',
  description: rules,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: groupBuyProgramInputSchema } } },
  },
  responses: {
    200: json(sellerGroupBuyProgramSchema, 'The program'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}`,
  tags,
  summary: 'Delete a program no team was opened in; one with teams answers 409 (end it instead)',
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
const teamsRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}/teams`,
  tags,
  summary:
    "A program's teams with every seat (buyer, status, order); orders reach the to-ship list when their team fills",
  request: { params: idParams },
  responses: {
    200: json(z.array(sellerTeamSchema), 'Teams'),
    401: errorResponses[401],
    403: forbidden,
    404: errorResponses[404],
  },
});

/** The seller centre's group-buy programs (/ban-hang/chuong-trinh-cua-toi?type=group). */
export function sellerGroupBuyRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      return c.json(
        { data: await listSellerGroupBuyPrograms(ctx.database.db, seller.shopId, ctx.now()) },
        200,
      );
    })
    .openapi(createProgramRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const id = await createGroupBuyProgram(ctx.database.db, seller.shopId, c.req.valid('json'), ctx.now());
      return c.json(
        { data: await loadSellerGroupBuyProgram(ctx.database.db, seller.shopId, id, ctx.now()) },
        201,
      );
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      return c.json(
        { data: await loadSellerGroupBuyProgram(ctx.database.db, seller.shopId, id, ctx.now()) },
        200,
      );
    })
    .openapi(updateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      await updateGroupBuyProgram(ctx.database.db, seller.shopId, id, c.req.valid('json'), ctx.now());
      return c.json(
        { data: await loadSellerGroupBuyProgram(ctx.database.db, seller.shopId, id, ctx.now()) },
        200,
      );
    })
    .openapi(deleteRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await deleteGroupBuyProgram(c.get('app').database.db, seller.shopId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(endRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const { id } = c.req.valid('param');
      await endGroupBuyProgram(ctx.database.db, seller.shopId, id, ctx.now());
      return c.json(
        { data: await loadSellerGroupBuyProgram(ctx.database.db, seller.shopId, id, ctx.now()) },
        200,
      );
    })
    .openapi(teamsRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      return c.json(
        { data: await sellerProgramTeams(ctx.database.db, seller.shopId, c.req.valid('param').id) },
        200,
      );
    });
}
