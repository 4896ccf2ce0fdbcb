import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../../http/hono-env';
import { touchSellerActivity } from './shop-settings-actions';

/**
 * Records seller activity for the "inactive 7 or more days" warning (product.md §8): a
 * successful write under /api/v1/seller (an order confirmed, a product saved, a setting
 * changed). Reading pages does not count: a seller who only looks keeps seeing the warning
 * until they act on their shop.
 */
export function sellerActivityMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    const user = c.get('user');
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !user || c.res.status >= 400) return;
    const ctx = c.get('app');
    await touchSellerActivity(ctx.database.db, user.userId, ctx.now());
  };
}
