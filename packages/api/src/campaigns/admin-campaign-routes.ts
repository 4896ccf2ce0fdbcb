import { rejectDecisionSchema } from '@cho-dep/core/admin/admin-decision-schemas';
import { CAMPAIGN_LIMITS, campaignInputSchema } from '@cho-dep/core/marketing/campaign-input-schema';
import { CAMPAIGN_PHASES } from '@cho-dep/core/marketing/campaign-phase';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireRole } from '../accounts/current-user';
import { adminGuarded, adminOnly, dataAnswer, errorAnswer } from '../admin/admin-route-kit';
import type { ApiEnv } from '../http/hono-env';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { pictureUploadSchema } from '../http/seller-resource-routes';
import { uploadLimit } from '../http/upload-limits';
import { forgetProductPages } from '../products/product-detail-query';
import { createCampaign, deleteCampaign, updateCampaign } from './campaign-admin-actions';
import { uploadCampaignCover } from './campaign-cover';
import { decideNomination } from './campaign-decisions';
import { listCampaigns, listNominations, loadCampaign, loadNomination } from './campaign-queries';
import {
  campaignListSchema,
  campaignSchema,
  nominationListSchema,
  nominationSchema,
} from './campaign-schemas';

const tags = ['Admin campaigns'];
const security = [{ bearerAuth: [] }];
const BASE = '/api/v1/admin/campaigns';

const err = errorAnswer;
const json = dataAnswer;
const guarded = adminGuarded;
const idParams = z.object({ id: z.uuid().openapi({ description: 'The campaign id' }) });
const nominationParams = z.object({ id: z.uuid().openapi({ description: 'The nomination id' }) });
const body = { required: true, content: { 'application/json': { schema: campaignInputSchema } } };
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const rules =
  'Name 5-120 characters; registration [registrationStartsAt, registrationEndsAt) closes in the future and no later than the sale starts; the sale [startsAt, endsAt); minimum discount 1-80 %; at most maxProductsPerShop nominations per shop.';

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Campaigns, latest sale first, optionally of one phase, with nomination counts',
  request: { query: z.object({ phase: z.enum(CAMPAIGN_PHASES as [string, ...string[]]).optional(), page }) },
  responses: { 200: json('One page', campaignListSchema), 400: errorResponses[400], ...guarded },
});

const getRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'One campaign',
  request: { params: idParams },
  responses: { 200: json('The campaign', campaignSchema), 404: errorResponses[404], ...guarded },
});

const createCampaignRoute = createRoute({
  method: 'post',
  path: BASE,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'A new platform campaign (sale event)',
  description: rules,
  request: { body },
  responses: { 201: json('The campaign', campaignSchema), 400: errorResponses[400], ...guarded },
});

const coverRoute = createRoute({
  method: 'post',
  path: `${BASE}/covers`,
  tags,
  security,
  middleware: [adminOnly, uploadLimit({ images: 1 })] as const,
  summary: `A campaign cover: png, jpeg, gif or webp checked by content, at least ${CAMPAIGN_LIMITS.coverWidth}x${CAMPAIGN_LIMITS.coverHeight}, cropped in the middle to that shape; send its key as coverKey`,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            cover: z
              .custom<File>((value) => value instanceof File, 'validation.required')
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: json('The stored cover: its key and a preview URL', pictureUploadSchema),
    400: errorResponses[400],
    ...guarded,
    413: err('File too large'),
    415: err('Not a png, jpeg, gif or webp image'),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary:
    'Change a campaign: dates and the minimum discount only before the sale and before any nomination (409)',
  description: rules,
  request: { params: idParams, body },
  responses: {
    200: json('The campaign', campaignSchema),
    400: errorResponses[400],
    404: errorResponses[404],
    409: err('Ended, or the terms are fixed'),
    ...guarded,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Delete a campaign before its sale begins (its nominations and programs go with it)',
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    404: errorResponses[404],
    409: err('Running or ended'),
    ...guarded,
  },
});

const nominationsRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}/nominations`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: "A campaign's nominations by status: pending oldest first",
  request: {
    params: idParams,
    query: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending'), page }),
  },
  responses: {
    200: json('One page', nominationListSchema),
    400: errorResponses[400],
    404: errorResponses[404],
    ...guarded,
  },
});

const decisionResponses = {
  200: json('The nomination after the decision', nominationSchema),
  400: errorResponses[400],
  404: errorResponses[404],
  409: err('Already decided, the campaign has ended, or (approval) the product is now in another program'),
  ...guarded,
};

const approveRoute = createRoute({
  method: 'post',
  path: `${BASE}/nominations/{id}/approve`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Approve a pending nomination: the item sells at its campaign price during the sale',
  request: { params: nominationParams },
  responses: decisionResponses,
});

const rejectRoute = createRoute({
  method: 'post',
  path: `${BASE}/nominations/{id}/reject`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Reject a pending nomination with a reason (10-500 characters) shown to the seller',
  request: {
    params: nominationParams,
    body: { required: true, content: { 'application/json': { schema: rejectDecisionSchema } } },
  },
  responses: decisionResponses,
});

function view(c: Context<ApiEnv>) {
  const ctx = c.get('app');
  return { db: ctx.database.db, now: ctx.now(), urlOf: (key: string) => ctx.storage.urlOf(key) };
}

/** The admin's platform campaigns (decision 027). */
export function adminCampaignRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const v = view(c);
      const q = c.req.valid('query');
      const list = await listCampaigns(
        v.db,
        { phase: q.phase as (typeof CAMPAIGN_PHASES)[number] | undefined, page: q.page },
        v.now,
        v.urlOf,
      );
      return c.json({ data: list }, 200);
    })
    .openapi(getRoute, async (c) => {
      const v = view(c);
      return c.json({ data: await loadCampaign(v.db, c.req.valid('param').id, v.now, v.urlOf) }, 200);
    })
    .openapi(coverRoute, async (c) => {
      return c.json({ data: await uploadCampaignCover(c.get('app'), c.req.valid('form').cover) }, 201);
    })
    .openapi(createCampaignRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const v = view(c);
      const id = await createCampaign(v.db, admin.userId, c.req.valid('json'), v.now);
      return c.json({ data: await loadCampaign(v.db, id, v.now, v.urlOf) }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const v = view(c);
      const { id } = c.req.valid('param');
      await updateCampaign(v.db, id, c.req.valid('json'), v.now);
      return c.json({ data: await loadCampaign(v.db, id, v.now, v.urlOf) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const v = view(c);
      await deleteCampaign(v.db, c.req.valid('param').id, v.now);
      return c.body(null, 204);
    })
    .openapi(nominationsRoute, async (c) => {
      const v = view(c);
      const list = await listNominations(v.db, c.req.valid('param').id, c.req.valid('query'), v.urlOf);
      return c.json({ data: list }, 200);
    })
    .openapi(approveRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const { id } = c.req.valid('param');
      await decideNomination(c.get('app'), {
        nominationId: id,
        adminId: admin.userId,
        decision: { kind: 'approve' },
      });
      const nomination = await loadNomination(view(c).db, id, view(c).urlOf);
      // During the sale the campaign price applies at once: the cached product page goes.
      await forgetProductPages(c.get('app').store, [nomination.productId]);
      return c.json({ data: nomination }, 200);
    })
    .openapi(rejectRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      await decideNomination(c.get('app'), {
        nominationId: id,
        adminId: admin.userId,
        decision: { kind: 'reject', reason },
      });
      return c.json({ data: await loadNomination(view(c).db, id, view(c).urlOf) }, 200);
    });
}
