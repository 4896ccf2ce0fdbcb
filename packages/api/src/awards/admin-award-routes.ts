import {
  awardCategorySchema,
  awardEventSchema,
  awardNomineeSchema,
  NOMINEE_KINDS,
} from '@cho-dep/core/awards/award-input-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import { requireRole } from '../accounts/current-user';
import { adminGuarded, adminOnly, dataAnswer, errorAnswer } from '../admin/admin-route-kit';
import { UUID } from '../admin/uuid';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import {
  createAwardCategory,
  createAwardEvent,
  createAwardNominee,
  deleteAwardNominee,
  updateAwardEvent,
} from './admin-award-actions';
import { adminAwardEvent, searchAwardTargets } from './admin-award-queries';
import { awardCategoryViewSchema, awardEventSummarySchema } from './award-schemas';
import { listAwardEvents } from './edition-query';

const tags = ['Admin: awards'];
const BASE = '/api/v1/admin/awards';
const idParams = z.object({ id: z.string().max(64) });
const created = dataAnswer('Created', z.object({ id: z.string() }));
const body = <T extends z.ZodTypeAny>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const adminEventSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    year: z.number().int(),
    opensAt: z.string(),
    closesAt: z.string(),
    standings: z.enum(['live', 'hidden']),
    startingVotes: z.number().int(),
    voucherId: z.string().nullable(),
    categories: z.array(awardCategoryViewSchema),
  })
  .openapi('AdminAwardEvent');

/** Ids in paths are checked before they reach Postgres. */
function idOf(id: string): string {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  return id;
}

const listRoute = createRoute({
  method: 'get',
  path: `${BASE}/events`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Every awards edition, newest first',
  responses: { 200: dataAnswer('Editions', z.array(awardEventSummarySchema)), ...adminGuarded },
});
const readRoute = createRoute({
  method: 'get',
  path: `${BASE}/events/{id}`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'An edition with its categories and standings (counts always shown to the admin)',
  request: { params: idParams },
  responses: { 200: dataAnswer('The edition', adminEventSchema), ...adminGuarded, 404: errorResponses[404] },
});
const createRouteDef = createRoute({
  method: 'post',
  path: `${BASE}/events`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Create an edition (title, slug, year, window, standings live|hidden, starting votes, voucher)',
  request: body(awardEventSchema),
  responses: { 201: created, 400: errorResponses[400], ...adminGuarded },
});
const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/events/{id}`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Change an edition',
  request: { params: idParams, ...body(awardEventSchema) },
  responses: {
    204: { description: 'Saved' },
    400: errorResponses[400],
    ...adminGuarded,
    404: errorResponses[404],
  },
});
const categoryRoute = createRoute({
  method: 'post',
  path: `${BASE}/events/{id}/categories`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Add a category holding one kind of nominee (shop, kol or product)',
  request: { params: idParams, ...body(awardCategorySchema) },
  responses: { 201: created, 400: errorResponses[400], ...adminGuarded, 404: errorResponses[404] },
});
const nomineeRoute = createRoute({
  method: 'post',
  path: `${BASE}/categories/{id}/nominees`,
  tags,
  middleware: [adminOnly] as const,
  summary: "Add a nominee: the id of a shop, member (KOL) or product, per the category's kind",
  request: { params: idParams, ...body(awardNomineeSchema) },
  responses: { 201: created, 400: errorResponses[400], ...adminGuarded, 404: errorResponses[404] },
});
const deleteNomineeRoute = createRoute({
  method: 'delete',
  path: `${BASE}/nominees/{id}`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Remove a nominee nobody has voted for',
  request: { params: idParams },
  responses: {
    204: { description: 'Removed' },
    ...adminGuarded,
    404: errorResponses[404],
    409: errorAnswer('CONFLICT: the nominee has votes'),
  },
});
const targetsRoute = createRoute({
  method: 'get',
  path: `${BASE}/targets`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Shops, members or products by name (or a pasted id), for picking nominees; 10 at most',
  request: { query: z.object({ kind: z.enum(NOMINEE_KINDS), q: z.string().max(100).default('') }) },
  responses: {
    200: dataAnswer('Matches', z.array(z.object({ id: z.string(), name: z.string() }))),
    400: errorResponses[400],
    ...adminGuarded,
  },
});

/** The admin's awards desk: editions, categories, nominees, standings. Every write is audited. */
export function adminAwardRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const ctx = c.get('app');
      return c.json({ data: await listAwardEvents(ctx.database.db, ctx.now()) }, 200);
    })
    .openapi(readRoute, async (c) => {
      const ctx = c.get('app');
      const data = await adminAwardEvent(ctx.database.db, idOf(c.req.valid('param').id), (key) =>
        ctx.storage.urlOf(key),
      );
      return c.json({ data }, 200);
    })
    .openapi(createRouteDef, async (c) => {
      const ctx = c.get('app');
      const admin = { adminUserId: requireRole(c, 'admin').userId, now: ctx.now() };
      return c.json({ data: await createAwardEvent(ctx.database.db, admin, c.req.valid('json')) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const ctx = c.get('app');
      const admin = { adminUserId: requireRole(c, 'admin').userId, now: ctx.now() };
      await updateAwardEvent(ctx.database.db, admin, idOf(c.req.valid('param').id), c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(categoryRoute, async (c) => {
      const ctx = c.get('app');
      const admin = { adminUserId: requireRole(c, 'admin').userId, now: ctx.now() };
      const id = idOf(c.req.valid('param').id);
      return c.json(
        { data: await createAwardCategory(ctx.database.db, admin, id, c.req.valid('json')) },
        201,
      );
    })
    .openapi(nomineeRoute, async (c) => {
      const ctx = c.get('app');
      const admin = { adminUserId: requireRole(c, 'admin').userId, now: ctx.now() };
      const id = idOf(c.req.valid('param').id);
      return c.json({ data: await createAwardNominee(ctx.database.db, admin, id, c.req.valid('json')) }, 201);
    })
    .openapi(deleteNomineeRoute, async (c) => {
      const ctx = c.get('app');
      const admin = { adminUserId: requireRole(c, 'admin').userId, now: ctx.now() };
      await deleteAwardNominee(ctx.database.db, admin, idOf(c.req.valid('param').id));
      return c.body(null, 204);
    })
    .openapi(targetsRoute, async (c) => {
      const { kind, q } = c.req.valid('query');
      return c.json({ data: await searchAwardTargets(c.get('app').database.db, kind, q) }, 200);
    });
}
