import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireRole, requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { createRouter } from '../http/router';
import { requireSellerShop } from '../shops/current-shop';
import { createReturnRequest } from './create-return-request';
import { approveReturn, completeReturn, runReturnEvent, sellerReject } from './return-actions';
import { uploadReturnMedia } from './return-media';
import {
  adminGetRoute,
  adminListRoute,
  adminRejectRoute,
  agreeRoute,
  approveRoute,
  buyerCancelRoute,
  buyerGetRoute,
  completeRoute,
  createRequestRoute,
  mediaRoute,
  receivedRoute,
  rejectRoute,
  sellerGetRoute,
  sellerListRoute,
  trackingRoute,
} from './return-route-specs';
import { buyerReturnOfOrder, listReturns, returnView } from './return-views';
import { returnRequests } from './returns.tables';

function urlOf(c: Context<ApiEnv>) {
  const ctx = c.get('app');
  return (key: string) => ctx.storage.urlOf(key);
}

/** The open-or-latest request of a buyer's order: the id buyer actions work on. */
async function buyerRequestId(c: Context<ApiEnv>, userId: string, orderId: string): Promise<string> {
  return (await buyerReturnOfOrder(c.get('app').database.db, userId, orderId, urlOf(c))).id;
}

/** Returns and refunds: the buyer's request, the seller's decision, the admin's refund. */
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
