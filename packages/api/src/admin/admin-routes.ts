import type { Context } from 'hono';
import { requireRole } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { createRouter } from '../http/router';
import { decideProduct } from '../products/admin-product-decisions';
import { listProductReviews, productReviewDetail } from '../products/admin-product-reviews';
import { listShopApplications, shopApplicationDetail } from '../shops/registration/admin-shop-applications';
import { decideShopApplication } from '../shops/registration/admin-shop-decisions';
import { listAuditLog } from './admin-audit-log';
import {
  auditLogRoute,
  productApproveRoute,
  productGetRoute,
  productListRoute,
  productRejectRoute,
  shopApproveRoute,
  shopGetRoute,
  shopListRoute,
  shopRejectRoute,
} from './admin-route-specs';

function viewOptions(c: Context<ApiEnv>) {
  const ctx = c.get('app');
  return { now: ctx.now(), language: c.get('info').language, urlOf: (key: string) => ctx.storage.urlOf(key) };
}

/** The admin's review queues: shop applications, products, and the audit log of decisions. */
export function adminRoutes() {
  return createRouter()
    .openapi(shopListRoute, async (c) => {
      const ctx = c.get('app');
      return c.json(
        { data: await listShopApplications(ctx.database.db, c.req.valid('query'), ctx.now()) },
        200,
      );
    })
    .openapi(shopGetRoute, async (c) => {
      const shopId = c.req.valid('param').shopId;
      return c.json(
        { data: await shopApplicationDetail(c.get('app').database.db, shopId, viewOptions(c)) },
        200,
      );
    })
    .openapi(shopApproveRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const ctx = c.get('app');
      const shopId = c.req.valid('param').shopId;
      await decideShopApplication(ctx, { shopId, adminId: admin.userId, decision: { kind: 'approve' } });
      return c.json({ data: await shopApplicationDetail(ctx.database.db, shopId, viewOptions(c)) }, 200);
    })
    .openapi(shopRejectRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const ctx = c.get('app');
      const shopId = c.req.valid('param').shopId;
      const { reason } = c.req.valid('json');
      await decideShopApplication(ctx, {
        shopId,
        adminId: admin.userId,
        decision: { kind: 'reject', reason },
      });
      return c.json({ data: await shopApplicationDetail(ctx.database.db, shopId, viewOptions(c)) }, 200);
    })
    .openapi(productListRoute, async (c) => {
      return c.json(
        { data: await listProductReviews(c.get('app').database.db, c.req.valid('query'), viewOptions(c)) },
        200,
      );
    })
    .openapi(productGetRoute, async (c) => {
      const id = c.req.valid('param').id;
      return c.json({ data: await productReviewDetail(c.get('app').database.db, id, viewOptions(c)) }, 200);
    })
    .openapi(productApproveRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const ctx = c.get('app');
      const id = c.req.valid('param').id;
      await decideProduct(ctx, { productId: id, adminId: admin.userId, decision: { kind: 'approve' } });
      return c.json({ data: await productReviewDetail(ctx.database.db, id, viewOptions(c)) }, 200);
    })
    .openapi(productRejectRoute, async (c) => {
      const admin = requireRole(c, 'admin');
      const ctx = c.get('app');
      const id = c.req.valid('param').id;
      const { reason } = c.req.valid('json');
      await decideProduct(ctx, {
        productId: id,
        adminId: admin.userId,
        decision: { kind: 'reject', reason },
      });
      return c.json({ data: await productReviewDetail(ctx.database.db, id, viewOptions(c)) }, 200);
    })
    .openapi(auditLogRoute, async (c) => {
      return c.json({ data: await listAuditLog(c.get('app').database.db, c.req.valid('query')) }, 200);
    });
}
