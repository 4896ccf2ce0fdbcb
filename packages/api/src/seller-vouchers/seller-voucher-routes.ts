import { LIMITS } from '@cho-dep/core/constants/limits';
import { voucherInputSchema } from '@cho-dep/core/vouchers/voucher-input-schema';
import { VOUCHER_PHASES } from '@cho-dep/core/vouchers/voucher-phase';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { requireSellerShop } from '../shops/current-shop';
import {
  createSellerVoucher,
  deleteSellerVoucher,
  endSellerVoucher,
  updateSellerVoucher,
} from './seller-voucher-actions';
import { listSellerVouchers, loadSellerVoucher } from './seller-voucher-queries';
import { sellerVoucherDetailSchema, sellerVoucherListSchema } from './seller-voucher-schemas';

const TAG = 'Seller vouchers';
const BASE = '/api/v1/seller/vouchers';
const forbidden = {
  description: 'Signed in without an approved shop',
  content: { 'application/json': { schema: errorBodySchema } },
};
const notFound = {
  description: "No such voucher in the caller's shop (another shop's and platform vouchers included)",
  content: { 'application/json': { schema: errorBodySchema } },
};
const conflict = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});
const detailAnswer = {
  description: 'The voucher after the call, with live usage, save and budget counts, in data',
  content: { 'application/json': { schema: dataSchema(sellerVoucherDetailSchema) } },
};
const idParams = z.object({ id: z.uuid().openapi({ description: 'The voucher id' }) });
const body = { required: true, content: { 'application/json': { schema: voucherInputSchema } } };
const rules = `Name 1-${LIMITS.voucher.nameMax} characters, code 1-${LIMITS.voucher.codeMax} letters and digits (stored upper-case, unique on the platform: 409 with a field error on code). kind must be 'shop'; products must be the shop's own.`;

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags: [TAG],
  summary: "One tab of the shop's vouchers (upcoming, running, ended), newest first, with every tab's count",
  request: {
    query: z.object({
      phase: z.enum(VOUCHER_PHASES).default('running'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: {
      description: 'The page in data.data, the tab counts in data.counts',
      content: { 'application/json': { schema: dataSchema(sellerVoucherListSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'One voucher of the shop with its live usage and save counts',
  request: { params: idParams },
  responses: { 200: detailAnswer, 401: errorResponses[401], 403: forbidden, 404: notFound },
});

const createVoucherRoute = createRoute({
  method: 'post',
  path: BASE,
  tags: [TAG],
  summary: 'A new shop voucher',
  description: rules,
  request: { body },
  responses: {
    201: detailAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    409: conflict('The code is taken (field error on code)'),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Rewrite a voucher',
  description: `${rules} Upcoming: anything may change. Running: only the name, a later end, and higher or unlimited quantities and budget (400 with a field error on each other change). Limits never go below what was already used or saved. Ended: 409.`,
  request: { params: idParams, body },
  responses: {
    200: detailAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
    409: conflict('The voucher has ended, or the code is taken'),
  },
});

const endRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/end`,
  tags: [TAG],
  summary: 'End a running voucher now (SPEC.md section 4)',
  request: { params: idParams },
  responses: {
    200: detailAnswer,
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
    409: conflict('The voucher is not running (an upcoming one is deleted instead)'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Delete an upcoming voucher',
  description:
    'Only before it starts: running and ended vouchers keep their redemptions and are ended instead.',
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponses[401],
    403: forbidden,
    404: notFound,
    409: conflict('The voucher has started'),
  },
});

function detailOf(c: Context<ApiEnv>, shopId: string, id: string) {
  const app = c.get('app');
  return loadSellerVoucher(app.database.db, shopId, id, app.now());
}

/** Shop vouchers of the seller centre (issue 7); buyers find them with the voucher routes. */
export function sellerVoucherRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const app = c.get('app');
      const list = await listSellerVouchers(app.database.db, seller.shopId, c.req.valid('query'), app.now());
      return c.json({ data: list }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await detailOf(c, seller.shopId, c.req.valid('param').id) }, 200);
    })
    .openapi(createVoucherRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const id = await createSellerVoucher(c.get('app').database.db, seller.shopId, c.req.valid('json'));
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const app = c.get('app');
      const { id } = c.req.valid('param');
      await updateSellerVoucher(app.database.db, seller.shopId, id, c.req.valid('json'), app.now());
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(endRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const app = c.get('app');
      const { id } = c.req.valid('param');
      await endSellerVoucher(app.database.db, seller.shopId, id, app.now());
      return c.json({ data: await detailOf(c, seller.shopId, id) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const app = c.get('app');
      await deleteSellerVoucher(app.database.db, seller.shopId, c.req.valid('param').id, app.now());
      return c.body(null, 204);
    });
}
