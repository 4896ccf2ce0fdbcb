import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { RETURN_REASONS, RETURN_STATUSES } from '@cho-dep/core/returns/return-statuses';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireRole, requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { requireSellerShop } from '../shops/current-shop';
import {
  approveReturn,
  completeReturn,
  createReturnRequest,
  runReturnEvent,
  sellerReject,
} from './return-actions';
import { uploadReturnMedia } from './return-media';
import {
  buyerReturnOfOrder,
  listReturns,
  returnListSchema,
  returnView,
  returnViewSchema,
} from './return-views';
import { returnRequests } from './returns.tables';

const tags = ['Returns and refunds'];
const security = [{ bearerAuth: [] }];
const BUYER = '/api/v1/mobile/orders/{id}/return-request';
const SELLER = '/api/v1/seller/returns';
const ADMIN = '/api/v1/admin/returns';

const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
const mediaBodyLimit = bodyLimit({
  maxSize: LIMITS.review.videoMaxBytes + 64 * 1024,
  onError: () => {
    throw new AppError('FILE_TOO_LARGE');
  },
});

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

const mediaRoute = createRoute({
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

const createRequestRoute = createRoute({
  method: 'post',
  path: BUYER,
  tags,
  security,
  summary:
    'Ask for a return and refund of some units of a delivered order (not completed, not international)',
  description:
    'The refund is what was paid for the units after vouchers: 100%, 200% for fake goods (SPEC.md section 9). amountRequested may be lower, never higher (RETURN_AMOUNT_EXCEEDS_POLICY). The order moves to "Return or refund".',
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

const buyerGetRoute = createRoute({
  method: 'get',
  path: BUYER,
  tags,
  security,
  summary: "The order's latest return request",
  middleware: [signedIn] as const,
  request: { params: orderParam },
  responses: { 200: viewAnswer, 401: errorResponses[401], 404: actionErrors[404] },
});

const buyerCancelRoute = createRoute({
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

const trackingRoute = createRoute({
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

const sellerListRoute = createRoute({
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
const sellerGetRoute = createRoute({
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
const agreeRoute = sellerEventRoute('agree', 'Agree: the buyer sends the goods back');
const receivedRoute = sellerEventRoute(
  'received',
  'The returned goods arrived: they go back to stock; the admin approves the refund',
);
const rejectRoute = createRoute({
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

const adminListRoute = createRoute({
  method: 'get',
  path: ADMIN,
  tags,
  security,
  summary: 'Every refund request, for the admin queue',
  request: { query: listQuery },
  responses: { 200: listAnswer, 400: errorResponses[400], 401: errorResponses[401], 403: err('Admins only') },
});
const adminGetRoute = createRoute({
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
const approveRoute = adminEventRoute(
  'approve',
  'Approve the refund: issued through the original provider (bank transfer for COD), once',
  'Safe to repeat: a second call issues nothing new and only retries an unconfirmed gateway refund.',
);
const adminRejectRoute = adminEventRoute(
  'reject',
  'Reject the complaint: no refund, the order closes as delivered and completed',
  'Possible after a seller rejection, or after the goods came back and before a refund is issued.',
);
const completeRoute = adminEventRoute(
  'complete',
  'Mark the refund complete: bank transfers were paid',
  'Refused while a gateway refund is unconfirmed.',
);

function urlOf(c: Context<ApiEnv>) {
  const ctx = c.get('app');
  return (key: string) => ctx.storage.urlOf(key);
}

/** The open-or-latest request of a buyer's order: the id buyer actions work on. */
async function buyerRequestId(c: Context<ApiEnv>, userId: string, orderId: string): Promise<string> {
  return (await buyerReturnOfOrder(c.get('app').database.db, userId, orderId, urlOf(c))).id;
}

/** Returns and refunds (issue 5, scope 6): the buyer's request, the seller's decision, the admin's refund. */
export function returnRoutes() {
  return createRouter()
    .openapi(mediaRoute, async (c) => {
      const user = requireUser(c);
      const { file } = c.req.valid('form');
      return c.json({ data: await uploadReturnMedia(c.get('app'), user.userId, file) }, 200);
    })
    .openapi(createRequestRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const input = c.req.valid('json');
      const row = await createReturnRequest(ctx, {
        userId: user.userId,
        orderId: c.req.valid('param').id,
        items: input.items,
        reason: input.reason,
        description: input.description,
        mediaKeys: input.mediaKeys,
        amountRequested: input.amountRequested ?? null,
        now: ctx.now(),
      });
      return c.json({ data: await returnView(ctx.database.db, row.id, 'buyer', undefined, urlOf(c)) }, 200);
    })
    .openapi(buyerGetRoute, async (c) => {
      const user = requireUser(c);
      return c.json(
        {
          data: await buyerReturnOfOrder(
            c.get('app').database.db,
            user.userId,
            c.req.valid('param').id,
            urlOf(c),
          ),
        },
        200,
      );
    })
    .openapi(buyerCancelRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const id = await buyerRequestId(c, user.userId, c.req.valid('param').id);
      await runReturnEvent(ctx, {
        requestId: id,
        event: 'buyer_cancel',
        scope: { kind: 'buyer', userId: user.userId },
        now: ctx.now(),
      });
      return c.json({ data: await returnView(ctx.database.db, id, 'buyer', undefined, urlOf(c)) }, 200);
    })
    .openapi(trackingRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      const id = await buyerRequestId(c, user.userId, c.req.valid('param').id);
      await runReturnEvent(ctx, {
        requestId: id,
        event: 'buyer_add_tracking',
        scope: { kind: 'buyer', userId: user.userId },
        changes: { returnTrackingCode: c.req.valid('json').trackingCode.toUpperCase() },
        now: ctx.now(),
      });
      return c.json({ data: await returnView(ctx.database.db, id, 'buyer', undefined, urlOf(c)) }, 200);
    })
    .openapi(sellerListRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const list = await listReturns(
        c.get('app').database.db,
        { ...c.req.valid('query'), shopId: seller.shopId },
        'seller',
        urlOf(c),
      );
      return c.json({ data: list }, 200);
    })
    .openapi(sellerGetRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const view = await returnView(
        c.get('app').database.db,
        c.req.valid('param').id,
        'seller',
        eq(returnRequests.shopId, seller.shopId),
        urlOf(c),
      );
      return c.json({ data: view }, 200);
    })
    .openapi(agreeRoute, async (c) => sellerEvent(c, 'seller_agree'))
    .openapi(receivedRoute, async (c) => sellerEvent(c, 'seller_received'))
    .openapi(rejectRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const ctx = c.get('app');
      const id = c.req.valid('param').id;
      await sellerReject(ctx, {
        requestId: id,
        shopId: seller.shopId,
        userId: seller.userId,
        ...c.req.valid('json'),
        now: ctx.now(),
      });
      return c.json({ data: await returnView(ctx.database.db, id, 'seller', undefined, urlOf(c)) }, 200);
    })
    .openapi(adminListRoute, async (c) => {
      requireRole(c, 'admin');
      return c.json(
        { data: await listReturns(c.get('app').database.db, c.req.valid('query'), 'admin', urlOf(c)) },
        200,
      );
    })
    .openapi(adminGetRoute, async (c) => {
      requireRole(c, 'admin');
      return c.json(
        {
          data: await returnView(
            c.get('app').database.db,
            c.req.valid('param').id,
            'admin',
            undefined,
            urlOf(c),
          ),
        },
        200,
      );
    })
    .openapi(approveRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const ctx = c.get('app');
      const id = c.req.valid('param').id;
      await approveReturn(ctx, { requestId: id, adminId: admin.userId });
      return c.json({ data: await returnView(ctx.database.db, id, 'admin', undefined, urlOf(c)) }, 200);
    })
    .openapi(adminRejectRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const ctx = c.get('app');
      const id = c.req.valid('param').id;
      await runReturnEvent(ctx, {
        requestId: id,
        event: 'admin_reject',
        scope: { kind: 'admin', userId: admin.userId },
        now: ctx.now(),
      });
      return c.json({ data: await returnView(ctx.database.db, id, 'admin', undefined, urlOf(c)) }, 200);
    })
    .openapi(completeRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const ctx = c.get('app');
      const id = c.req.valid('param').id;
      await completeReturn(ctx, { requestId: id, adminId: admin.userId });
      return c.json({ data: await returnView(ctx.database.db, id, 'admin', undefined, urlOf(c)) }, 200);
    });
}

async function sellerEvent(c: Context<ApiEnv>, event: 'seller_agree' | 'seller_received') {
  const seller = await requireSellerShop(c);
  const ctx = c.get('app');
  const id = c.req.param('id') ?? '';
  await runReturnEvent(ctx, {
    requestId: id,
    event,
    scope: { kind: 'seller', shopId: seller.shopId, userId: seller.userId },
    now: ctx.now(),
  });
  return c.json({ data: await returnView(ctx.database.db, id, 'seller', undefined, urlOf(c)) }, 200);
}
