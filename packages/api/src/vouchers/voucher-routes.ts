import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { saveVoucher } from './save-voucher';
import { listDisplayedVouchers, listSavedVouchers } from './voucher-queries';
import {
  pageOf,
  saveByCodeBody,
  savedListQuery,
  savedVoucherSchema,
  voucherListQuery,
  voucherSchema,
} from './voucher-schemas';

const VOUCHERS = '/api/v1/mobile/vouchers';
const SAVED = '/api/v1/mobile/vouchers/saved';
const SAVE_BY_CODE = '/api/v1/mobile/vouchers/save-by-code';
const security = [{ bearerAuth: [] }];

const saveRefusals = {
  409: {
    description: 'Every code taken (VOUCHER_SAVE_LIMIT), or ended or used up (VOUCHER_EXPIRED)',
    content: { 'application/json': { schema: errorBodySchema } },
  },
};

const listRoute = createRoute({
  method: 'get',
  path: VOUCHERS,
  tags: ['Vouchers'],
  summary: 'Vouchers on display (/khuyen-mai, a shop page): running or upcoming, with uses left',
  description:
    'Running before upcoming, platform before shops, the soonest ending first. `saved` says whether the signed-in buyer holds each; guests get false. Vouchers for certain users only show to them; hidden vouchers never show (they are saved by code).',
  request: { query: voucherListQuery },
  responses: {
    200: {
      description: 'A page of vouchers',
      content: { 'application/json': { schema: dataSchema(pageOf(voucherSchema)) } },
    },
    400: errorResponses[400],
  },
});

const saveRoute = createRoute({
  method: 'post',
  path: `${VOUCHERS}/{id}/save`,
  tags: ['Vouchers'],
  security,
  summary: 'Save a voucher to my vouchers (idempotent)',
  request: { params: z.object({ id: z.string().openapi({ description: 'uuid' }) }) },
  responses: {
    200: {
      description: 'The voucher, saved',
      content: { 'application/json': { schema: dataSchema(voucherSchema) } },
    },
    401: errorResponses[401],
    404: errorResponses[404],
    ...saveRefusals,
  },
});

const saveByCodeRoute = createRoute({
  method: 'post',
  path: SAVE_BY_CODE,
  tags: ['Vouchers'],
  security,
  summary: 'Save a voucher by typing its code (the way to hidden vouchers); idempotent',
  request: { body: { required: true, content: { 'application/json': { schema: saveByCodeBody } } } },
  responses: {
    200: {
      description: 'The voucher, saved',
      content: { 'application/json': { schema: dataSchema(voucherSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    ...saveRefusals,
  },
});

const savedRoute = createRoute({
  method: 'get',
  path: SAVED,
  tags: ['Vouchers'],
  security,
  summary: 'My vouchers (account menu), in one of three tabs: usable, used, expired',
  description:
    'usable: running (or upcoming) with uses left; used: the buyer used it and cannot use it again now (ended, used up, or the per-day limit reached today); expired: ended or used up without being used.',
  request: { query: savedListQuery },
  responses: {
    200: {
      description: 'A page of saved vouchers',
      content: { 'application/json': { schema: dataSchema(pageOf(savedVoucherSchema)) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

export function voucherRoutes() {
  const router = createRouter();
  // Login is checked before the body is read (product.md §6: saving vouchers needs an account).
  const signedInOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
    requireUser(c);
    await next();
  };
  for (const path of [SAVED, SAVE_BY_CODE, `${VOUCHERS}/:id/save`]) router.use(path, signedInOnly);
  return router
    .openapi(listRoute, async (c) => {
      const app = c.get('app');
      const query = c.req.valid('query');
      const list = await listDisplayedVouchers(app.database.db, {
        userId: c.get('user')?.userId ?? null,
        shopId: query.shop_id,
        kinds: query.kind,
        page: query.page,
        now: app.now(),
        urlOf: (key) => app.storage.urlOf(key),
      });
      return c.json({ data: list }, 200);
    })
    .openapi(savedRoute, async (c) => {
      const app = c.get('app');
      const query = c.req.valid('query');
      const list = await listSavedVouchers(app.database.db, {
        userId: requireUser(c).userId,
        state: query.state,
        page: query.page,
        now: app.now(),
        urlOf: (key) => app.storage.urlOf(key),
      });
      return c.json({ data: list }, 200);
    })
    .openapi(saveByCodeRoute, async (c) => {
      const app = c.get('app');
      const voucher = await saveVoucher(app.database.db, {
        userId: requireUser(c).userId,
        target: { code: c.req.valid('json').code },
        now: app.now(),
        urlOf: (key) => app.storage.urlOf(key),
      });
      return c.json({ data: voucher }, 200);
    })
    .openapi(saveRoute, async (c) => {
      const app = c.get('app');
      const voucher = await saveVoucher(app.database.db, {
        userId: requireUser(c).userId,
        target: { id: c.req.valid('param').id },
        now: app.now(),
        urlOf: (key) => app.storage.urlOf(key),
      });
      return c.json({ data: voucher }, 200);
    });
}
