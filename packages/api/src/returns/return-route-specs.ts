import { RETURN_REASONS, RETURN_STATUSES } from '@cho-dep/core/returns/return-statuses';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { uploadLimit } from '../http/upload-limits';
import { returnListSchema, returnViewSchema } from './return-views';

/**
 * The OpenAPI descriptions of the return and refund calls (paths, bodies, answers), kept apart
 * from their handlers in return-routes.ts so each file reads as one thing.
 */
const tags = ['Returns and refunds'];
const security = [{ bearerAuth: [] }];
const BUYER = '/api/v1/mobile/orders/{id}/return-request';
const SELLER = '/api/v1/seller/returns';
const ADMIN = '/api/v1/admin/returns';

const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
/** One picture or one video per request. */
const mediaBodyLimit = uploadLimit({ images: 1, videos: 1 });

const err = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});
const viewAnswer = {
  description: 'The return request after the call, in data',
  content: { 'application/json': { schema: dataSchema(returnViewSchema) } },
};
const listAnswer = {
  description: 'One page of requests, newest first, in data.data',
  content: { 'application/json': { schema: dataSchema(returnListSchema) } },
};
const orderParam = z.object({ id: z.string().openapi({ description: 'The order id' }) });
const requestParam = z.object({ id: z.string().openapi({ description: 'The return request id' }) });
const listQuery = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});
const actionErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  404: err("No such request in the caller's reach (another buyer's or shop's included)"),
  409: err('RETURN_TRANSITION_REFUSED: not possible at the request status'),
};
const body = <T extends z.ZodTypeAny>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

export const mediaRoute = createRoute({
  method: 'post',
  path: '/api/v1/mobile/returns/media',
  tags,
  security,
  summary:
    'Upload a return photo (png, jpeg, gif, webp; 5 MB) or video (mp4, mov, webm; 30 MB): buyer evidence or a seller rejection photo',
  middleware: [signedIn, mediaBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z
              .custom<File>((value) => value instanceof File, 'validation.required')
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The stored file: send its key back in mediaKeys or photoId',
      content: {
        'application/json': {
          schema: dataSchema(
            z.object({ kind: z.enum(['photo', 'video']), key: z.string(), url: z.string() }),
          ),
        },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    413: err('File too large'),
    415: err('Not a supported photo or video'),
  },
});

export const createRequestRoute = createRoute({
  method: 'post',
  path: BUYER,
  tags,
  security,
  summary:
    'Ask for a return and refund of some units of a delivered order (not completed, not international)',
  description:
    'The refund is what was paid for the units after vouchers: 100%, 200% for fake goods (product.md §9). amountRequested may be lower, never higher (RETURN_AMOUNT_EXCEEDS_POLICY). The order moves to "Return or refund".',
  middleware: [signedIn] as const,
  request: {
    params: orderParam,
    ...body(
      z.object({
        items: z
          .array(z.object({ orderItemId: z.uuid(), quantity: z.number().int().min(1).max(10_000) }))
          .min(1)
          .max(50),
        reason: z.enum(RETURN_REASONS),
        description: z.string().trim().min(10).max(1000),
        mediaKeys: z.array(z.string().max(200)).min(1).max(6),
        amountRequested: z.number().int().min(1).nullable().optional(),
      }),
    ),
  },
  responses: {
    200: viewAnswer,
    ...actionErrors,
    409: err('RETURN_NOT_AVAILABLE, RETURN_INTERNATIONAL, or a request is already open'),
  },
});

export const buyerGetRoute = createRoute({
  method: 'get',
  path: BUYER,
  tags,
  security,
  summary: "The order's latest return request",
  middleware: [signedIn] as const,
  request: { params: orderParam },
  responses: { 200: viewAnswer, 401: errorResponses[401], 404: actionErrors[404] },
});

export const buyerCancelRoute = createRoute({
  method: 'post',
  path: `${BUYER}/cancel`,
  tags,
  security,
  summary:
    'Withdraw the request (awaiting review or seller rejected): the order goes back to delivered, completed',
  middleware: [signedIn] as const,
  request: { params: orderParam },
  responses: { 200: viewAnswer, ...actionErrors },
});

export const trackingRoute = createRoute({
  method: 'post',
  path: `${BUYER}/return-tracking`,
  tags,
  security,
  summary: 'The tracking code of the parcel sent back to the seller (while the goods are being returned)',
  middleware: [signedIn] as const,
  request: {
    params: orderParam,
    ...body(
      z.object({
        trackingCode: z
          .string()
          .trim()
          .min(4)
          .max(40)
          .regex(/^[A-Za-z0-9-]+$/, 'validation.returns.trackingCode'),
      }),
    ),
  },
  responses: { 200: viewAnswer, ...actionErrors },
});

export const sellerListRoute = createRoute({
  method: 'get',
  path: SELLER,
  tags,
  security,
  summary: "The shop's refund requests (seller centre)",
  request: { query: listQuery },
  responses: {
    200: listAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    403: err('No approved shop'),
  },
});
export const sellerGetRoute = createRoute({
  method: 'get',
  path: `${SELLER}/{id}`,
  tags,
  security,
  summary: 'One refund request of the shop',
  request: { params: requestParam },
  responses: {
    200: viewAnswer,
    401: errorResponses[401],
    403: err('No approved shop'),
    404: actionErrors[404],
  },
});
const sellerEventRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `${SELLER}/{id}/${path}`,
    tags,
    security,
    summary,
    request: { params: requestParam },
    responses: { 200: viewAnswer, ...actionErrors, 403: err('No approved shop') },
  });
export const agreeRoute = sellerEventRoute('agree', 'Agree: the buyer sends the goods back');
export const receivedRoute = sellerEventRoute(
  'received',
  'The returned goods arrived: they go back to stock; the admin approves the refund',
);
export const rejectRoute = createRoute({
  method: 'post',
  path: `${SELLER}/{id}/reject`,
  tags,
  security,
  summary:
    'Reject the request: a reason, a photo (uploaded through /api/v1/mobile/returns/media) and an email are required',
  request: {
    params: requestParam,
    ...body(
      z.object({
        reason: z.string().trim().max(500).default(''),
        photoId: z.string().max(200).default(''),
        email: z.string().trim().max(254).default(''),
      }),
    ),
  },
  responses: { 200: viewAnswer, ...actionErrors, 403: err('No approved shop') },
});

export const adminListRoute = createRoute({
  method: 'get',
  path: ADMIN,
  tags,
  security,
  summary: 'Every refund request, for the admin queue',
  request: { query: listQuery },
  responses: { 200: listAnswer, 400: errorResponses[400], 401: errorResponses[401], 403: err('Admins only') },
});
export const adminGetRoute = createRoute({
  method: 'get',
  path: `${ADMIN}/{id}`,
  tags,
  security,
  summary: 'One refund request with its refunds (bank details included)',
  request: { params: requestParam },
  responses: { 200: viewAnswer, 401: errorResponses[401], 403: err('Admins only'), 404: actionErrors[404] },
});
const adminEventRoute = (path: string, summary: string, description: string) =>
  createRoute({
    method: 'post',
    path: `${ADMIN}/{id}/${path}`,
    tags,
    security,
    summary,
    description,
    request: { params: requestParam },
    responses: {
      200: viewAnswer,
      ...actionErrors,
      403: err('Admins only'),
      502: err('REFUND_FAILED: the gateway refused or could not be reached; approve again to retry'),
    },
  });
export const approveRoute = adminEventRoute(
  'approve',
  'Approve the refund: issued through the original provider (bank transfer for COD), once',
  'Safe to repeat: a second call issues nothing new and only retries an unconfirmed gateway refund.',
);
export const adminRejectRoute = adminEventRoute(
  'reject',
  'Reject the complaint: no refund, the order closes as delivered and completed',
  'Possible after a seller rejection, or after the goods came back and before a refund is issued.',
);
export const completeRoute = adminEventRoute(
  'complete',
  'Mark the refund complete: bank transfers were paid',
  'Refused while a gateway refund is unconfirmed.',
);
