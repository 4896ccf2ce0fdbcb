import { LIMITS } from '@cho-dep/core/constants/limits';
import { voucherInputSchema } from '@cho-dep/core/vouchers/voucher-input-schema';
import { VOUCHER_PHASES } from '@cho-dep/core/vouchers/voucher-phase';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import {
  createManagedVoucher,
  deleteManagedVoucher,
  endManagedVoucher,
  updateManagedVoucher,
  type VoucherDesk,
} from './managed-voucher-actions';
import { listManagedVouchers, loadManagedVoucher } from './managed-voucher-queries';
import { managedVoucherDetailSchema, managedVoucherListSchema } from './managed-voucher-schemas';

/** What differs between the seller's and the admin's voucher calls. */
export interface VoucherDeskRoutes {
  base: string;
  tag: string;
  /** Who gets 403 (and why), for the OpenAPI document. */
  forbidden: string;
  /** Which vouchers answer 404, for the OpenAPI document. */
  notFound: string;
  /** The owner's own input rules, appended to the shared ones in the create and update docs. */
  rules: string;
  /** The caller's desk, or 401/403: it runs before the input is read. */
  resolveDesk(c: Context<ApiEnv>): Promise<VoucherDesk>;
}

const err = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/**
 * The six calls that manage vouchers (list by phase with counts, get, create, update, end,
 * delete), built once for the seller centre and once for the admin: same schema, same life
 * cycle, the desk says whose vouchers and what else is checked.
 */
export function voucherDeskRoutes(options: VoucherDeskRoutes) {
  const { base, tag } = options;
  const desks = new WeakMap<Request, VoucherDesk>();
  const gate: MiddlewareHandler<ApiEnv> = async (c, next) => {
    desks.set(c.req.raw, await options.resolveDesk(c));
    await next();
  };
  const deskOf = (c: Context<ApiEnv>) => {
    const desk = desks.get(c.req.raw);
    if (!desk) throw new Error('voucher desk gate did not run');
    return desk;
  };
  const common = { tags: [tag], security: [{ bearerAuth: [] }], middleware: gate };
  const guarded = { 401: errorResponses[401], 403: err(options.forbidden) };
  const notFound = err(options.notFound);
  const detailAnswer = {
    description: 'The voucher after the call, with live usage, save and budget counts, in data',
    content: { 'application/json': { schema: dataSchema(managedVoucherDetailSchema) } },
  };
  const idParams = z.object({ id: z.uuid().openapi({ description: 'The voucher id' }) });
  const body = { required: true, content: { 'application/json': { schema: voucherInputSchema } } };
  const rules = `Name 1-${LIMITS.voucher.nameMax} characters, code 1-${LIMITS.voucher.codeMax} letters and digits (stored upper-case, unique on the platform: 409 with a field error on code). ${options.rules}`;

  const listRoute = createRoute({
    ...common,
    method: 'get',
    path: base,
    summary: 'One tab of the vouchers (upcoming, running, ended), newest first, with every tab count',
    request: {
      query: z.object({
        phase: z.enum(VOUCHER_PHASES).default('running'),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
      }),
    },
    responses: {
      200: {
        description: 'The page in data.data, the tab counts in data.counts',
        content: { 'application/json': { schema: dataSchema(managedVoucherListSchema) } },
      },
      400: errorResponses[400],
      ...guarded,
    },
  });
  const detailRoute = createRoute({
    ...common,
    method: 'get',
    path: `${base}/{id}`,
    summary: 'One voucher with its live usage and save counts',
    request: { params: idParams },
    responses: { 200: detailAnswer, 404: notFound, ...guarded },
  });
  const createVoucherRoute = createRoute({
    ...common,
    method: 'post',
    path: base,
    summary: 'A new voucher',
    description: rules,
    request: { body },
    responses: {
      201: detailAnswer,
      400: errorResponses[400],
      409: err('The code is taken (field error on code)'),
      ...guarded,
    },
  });
  const updateRoute = createRoute({
    ...common,
    method: 'put',
    path: `${base}/{id}`,
    summary: 'Rewrite a voucher',
    description: `${rules} Upcoming: anything may change. Running: only the name, a later end, and higher or unlimited quantities and budget (400 with a field error on each other change). Limits never go below what was already used or saved. Ended: 409.`,
    request: { params: idParams, body },
    responses: {
      200: detailAnswer,
      400: errorResponses[400],
      404: notFound,
      409: err('The voucher has ended, or the code is taken'),
      ...guarded,
    },
  });
  const endRoute = createRoute({
    ...common,
    method: 'post',
    path: `${base}/{id}/end`,
    summary: 'End a running voucher now (product.md §4)',
    request: { params: idParams },
    responses: {
      200: detailAnswer,
      404: notFound,
      409: err('The voucher is not running (an upcoming one is deleted instead)'),
      ...guarded,
    },
  });
  const deleteRoute = createRoute({
    ...common,
    method: 'delete',
    path: `${base}/{id}`,
    summary: 'Delete an upcoming voucher',
    description:
      'Only before it starts: running and ended vouchers keep their redemptions and are ended instead.',
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted' },
      404: notFound,
      409: err('The voucher has started'),
      ...guarded,
    },
  });

  const detailOf = (c: Context<ApiEnv>, id: string) => {
    const app = c.get('app');
    return loadManagedVoucher(app.database.db, deskOf(c).owner, id, app.now());
  };

  return createRouter()
    .openapi(listRoute, async (c) => {
      const app = c.get('app');
      const list = await listManagedVouchers(
        app.database.db,
        deskOf(c).owner,
        c.req.valid('query'),
        app.now(),
      );
      return c.json({ data: list }, 200);
    })
    .openapi(detailRoute, async (c) => c.json({ data: await detailOf(c, c.req.valid('param').id) }, 200))
    .openapi(createVoucherRoute, async (c) => {
      const app = c.get('app');
      const id = await createManagedVoucher(app.database.db, deskOf(c), c.req.valid('json'), app.now());
      return c.json({ data: await detailOf(c, id) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const app = c.get('app');
      const { id } = c.req.valid('param');
      await updateManagedVoucher(app.database.db, deskOf(c), id, c.req.valid('json'), app.now());
      return c.json({ data: await detailOf(c, id) }, 200);
    })
    .openapi(endRoute, async (c) => {
      const app = c.get('app');
      const { id } = c.req.valid('param');
      await endManagedVoucher(app.database.db, deskOf(c), id, app.now());
      return c.json({ data: await detailOf(c, id) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const app = c.get('app');
      await deleteManagedVoucher(app.database.db, deskOf(c), c.req.valid('param').id, app.now());
      return c.body(null, 204);
    });
}
