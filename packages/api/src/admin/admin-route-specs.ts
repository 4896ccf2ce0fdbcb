import {
  auditLogQuerySchema,
  productQueueQuerySchema,
  rejectDecisionSchema,
  shopQueueQuerySchema,
} from '@cho-dep/core/admin/admin-decision-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../http/responses';
import { productReviewDetailSchema, productReviewListSchema } from '../products/admin-product-reviews';
import {
  shopApplicationDetailSchema,
  shopApplicationListSchema,
} from '../shops/registration/admin-shop-applications';
import { auditLogSchema } from './admin-audit-log';
import { adminGuarded, adminOnly, dataAnswer, errorAnswer } from './admin-route-kit';

/**
 * The OpenAPI descriptions of the admin review calls (product.md §6: the admin approves
 * shops; section 4: products and shop applications), apart from their handlers.
 */
const tags = ['Admin'];
const security = [{ bearerAuth: [] }];
const SHOPS = '/api/v1/admin/shop-applications';
const PRODUCTS = '/api/v1/admin/products';

const err = errorAnswer;
const json = dataAnswer;
const guarded = adminGuarded;
const shopParam = z.object({ shopId: z.string().openapi({ description: 'The shop id' }) });
const productParam = z.object({ id: z.string().openapi({ description: 'The product id' }) });
const rejectBody = {
  body: { required: true, content: { 'application/json': { schema: rejectDecisionSchema } } },
};

export const shopListRoute = createRoute({
  method: 'get',
  path: SHOPS,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Shop applications by status: pending oldest first (with the 48-working-hour reply date)',
  request: { query: shopQueueQuerySchema },
  responses: {
    200: json('One page of applications', shopApplicationListSchema),
    400: errorResponses[400],
    ...guarded,
  },
});

export const shopGetRoute = createRoute({
  method: 'get',
  path: `${SHOPS}/{shopId}`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: "One application: the shop, the registration fields, document links, the owner's verification",
  request: { params: shopParam },
  responses: {
    200: json('The application', shopApplicationDetailSchema),
    404: errorResponses[404],
    ...guarded,
  },
});

const shopDecisionResponses = {
  200: json('The application after the decision', shopApplicationDetailSchema),
  400: errorResponses[400],
  404: errorResponses[404],
  409: err('SHOP_APPLICATION_NOT_PENDING: already decided (or never submitted)'),
  ...guarded,
};

export const shopApproveRoute = createRoute({
  method: 'post',
  path: `${SHOPS}/{shopId}/approve`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Approve a pending application: the shop opens, the owner becomes a seller and is told',
  request: { params: shopParam },
  responses: shopDecisionResponses,
});

export const shopRejectRoute = createRoute({
  method: 'post',
  path: `${SHOPS}/{shopId}/reject`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Reject a pending application with a reason (10-500 characters) shown to the owner',
  request: { params: shopParam, ...rejectBody },
  responses: shopDecisionResponses,
});

export const productListRoute = createRoute({
  method: 'get',
  path: PRODUCTS,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Products by review status: pending oldest submission first (due 2-3 days after)',
  request: { query: productQueueQuerySchema },
  responses: {
    200: json('One page of products', productReviewListSchema),
    400: errorResponses[400],
    ...guarded,
  },
});

export const productGetRoute = createRoute({
  method: 'get',
  path: `${PRODUCTS}/{id}`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'One product for review: pictures, classifications, variants, description',
  request: { params: productParam },
  responses: { 200: json('The product', productReviewDetailSchema), 404: errorResponses[404], ...guarded },
});

const productDecisionResponses = {
  200: json('The product after the decision', productReviewDetailSchema),
  400: errorResponses[400],
  404: errorResponses[404],
  409: err('PRODUCT_REVIEW_NOT_PENDING: already decided, or not sent for review'),
  ...guarded,
};

export const productApproveRoute = createRoute({
  method: 'post',
  path: `${PRODUCTS}/{id}/approve`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Approve a pending product: it appears in search and listings (if its shop is open)',
  request: { params: productParam },
  responses: productDecisionResponses,
});

export const productRejectRoute = createRoute({
  method: 'post',
  path: `${PRODUCTS}/{id}/reject`,
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: 'Reject a pending product with a reason (10-500 characters) shown to the seller',
  request: { params: productParam, ...rejectBody },
  responses: productDecisionResponses,
});

export const auditLogRoute = createRoute({
  method: 'get',
  path: '/api/v1/admin/audit-log',
  tags,
  security,
  middleware: [adminOnly] as const,
  summary: "Admins' decisions, newest first, filtered by target type or action",
  request: { query: auditLogQuerySchema },
  responses: { 200: json('One page of the log', auditLogSchema), 400: errorResponses[400], ...guarded },
});
