import { affiliateDecisionSchema } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { requireRole } from '../../accounts/current-user';
import { adminGuarded, adminOnly, dataAnswer } from '../../admin/admin-route-kit';
import { errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { decideCampaign, decideKol, decideReview } from './admin-affiliate-decisions';
import {
  conversionsUnderReview,
  kolApplicationFor,
  listKolApplications,
  pendingCampaigns,
} from './admin-affiliate-queries';
import { adminKolSchema } from './kol-schemas';

const tags = ['Admin: affiliate'];
const BASE = '/api/v1/admin/affiliate';
const decisionBody = {
  body: { required: true, content: { 'application/json': { schema: affiliateDecisionSchema } } },
};
const decided = {
  204: { description: 'Decided' },
  400: errorResponses[400],
  ...adminGuarded,
  404: errorResponses[404],
  409: { ...errorResponses[409], description: 'AFFILIATE_ALREADY_DECIDED' },
};
const campaignSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    shopName: z.string(),
    ratePercent: z.number(),
    startsAt: z.string(),
    endsAt: z.string(),
    audience: z.enum(['all', 'invited']),
    invitees: z.array(z.string()),
    createdAt: z.string(),
    products: z.number().int(),
  })
  .openapi('AdminAffiliateCampaign');
const reviewSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderCode: z.string(),
    kolName: z.string(),
    flags: z.array(z.string()),
    createdAt: z.string(),
    commission: z.number().int(),
  })
  .openapi('AdminAffiliateReview');

const kolsRoute = createRoute({
  method: 'get',
  path: `${BASE}/kols`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'KOL applications by status; pending ones oldest first, 20 a page',
  request: {
    query: z.object({
      status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: dataAnswer(
      'Applications',
      z.object({
        items: z.array(adminKolSchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    ),
    400: errorResponses[400],
    ...adminGuarded,
  },
});
const kolRoute = createRoute({
  method: 'get',
  path: `${BASE}/kols/{userId}`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'One application, with the full payout account',
  request: { params: z.object({ userId: z.string() }) },
  responses: {
    200: dataAnswer('The application', adminKolSchema),
    ...adminGuarded,
    404: errorResponses[404],
  },
});
const decideKolRoute = createRoute({
  method: 'post',
  path: `${BASE}/kols/{userId}/decision`,
  tags,
  middleware: [adminOnly] as const,
  summary: "Approve a KOL (their profile's kol_info) or reject them with a reason; they are notified",
  request: { params: z.object({ userId: z.string() }), ...decisionBody },
  responses: decided,
});
const campaignsRoute = createRoute({
  method: 'get',
  path: `${BASE}/campaigns`,
  tags,
  middleware: [adminOnly] as const,
  summary: "Sellers' open campaigns waiting for approval, oldest first",
  responses: { 200: dataAnswer('Campaigns', z.array(campaignSchema)), ...adminGuarded },
});
const decideCampaignRoute = createRoute({
  method: 'post',
  path: `${BASE}/campaigns/{id}/decision`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Approve an open campaign (KOLs see it, the invited are told) or reject it with a reason',
  request: { params: z.object({ id: z.string() }), ...decisionBody },
  responses: decided,
});
const reviewsRoute = createRoute({
  method: 'get',
  path: `${BASE}/reviews`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Conversion orders held by the anti-fraud checks, with their flags and commission',
  responses: { 200: dataAnswer('Held conversions', z.array(reviewSchema)), ...adminGuarded },
});
const decideReviewRoute = createRoute({
  method: 'post',
  path: `${BASE}/reviews/{id}/decision`,
  tags,
  middleware: [adminOnly] as const,
  summary: 'Clear a held conversion (its commission goes on to approval) or refuse it (cancelled)',
  request: { params: z.object({ id: z.string() }), ...decisionBody },
  responses: decided,
});

/** The admin's affiliate desk: KOL applications, open campaigns, conversions waiting for review. */
export function adminAffiliateRoutes() {
  return createRouter()
    .openapi(kolsRoute, async (c) => {
      const { status, page } = c.req.valid('query');
      return c.json({ data: await listKolApplications(c.get('app').database.db, status, page) }, 200);
    })
    .openapi(kolRoute, async (c) => {
      return c.json(
        { data: await kolApplicationFor(c.get('app').database.db, c.req.valid('param').userId) },
        200,
      );
    })
    .openapi(decideKolRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      await decideKol(c.get('app'), admin.userId, c.req.valid('param').userId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(campaignsRoute, async (c) => {
      return c.json({ data: await pendingCampaigns(c.get('app').database.db) }, 200);
    })
    .openapi(decideCampaignRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      await decideCampaign(c.get('app'), admin.userId, c.req.valid('param').id, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(reviewsRoute, async (c) => {
      return c.json({ data: await conversionsUnderReview(c.get('app').database.db) }, 200);
    })
    .openapi(decideReviewRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      await decideReview(c.get('app'), admin.userId, c.req.valid('param').id, c.req.valid('json'));
      return c.body(null, 204);
    });
}
