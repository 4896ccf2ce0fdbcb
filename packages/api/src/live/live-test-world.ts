import type { LiveInput } from '@cho-dep/core/live/live-schemas';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../notifications/notifications.tables';
import { apiCaller } from '../testing/api-caller';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import type { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import type { sellerLiveDetailSchema } from './live-view-schemas';

export const SELLER_LIVES = '/api/v1/seller/lives';
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type SellerLive = import('zod').infer<typeof sellerLiveDetailSchema>;

/** A seller with one product on sale (150,000 ₫, 20 in stock) and a helper to call the API. */
export async function liveWorld(t: TestApp) {
  const call = apiCaller(t.api);
  const seller = await insertSellerWithShop(t.ctx);
  const inMinutes = (n: number) => new Date(t.ctx.now().getTime() + n * 60_000).toISOString();
  const input = (extra: Partial<Record<keyof LiveInput, unknown>> = {}) => ({
    title: 'Sale cuối tuần',
    scheduledAt: inMinutes(60),
    productIds: [seller.productId],
    ...extra,
  });
  async function schedule(extra: Partial<Record<keyof LiveInput, unknown>> = {}) {
    const res = await call<{ live: SellerLive; streamKey: string }>(
      seller.headers,
      'POST',
      SELLER_LIVES,
      input(extra),
    );
    if (res.status !== 201 || !res.body.data) throw new Error(`schedule failed: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  async function follower() {
    const buyer = await insertSignedInUser(t.ctx);
    const res = await call(buyer.headers, 'PUT', `/api/v1/mobile/shops/${seller.shopId}/follow`);
    if (res.status !== 200) throw new Error('follow failed');
    return buyer;
  }
  async function notificationsOf(userId: string, kind: string) {
    return t.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  }
  return { call, seller, input, inMinutes, schedule, follower, notificationsOf };
}
