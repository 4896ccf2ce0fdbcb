import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productDailyViews } from '../products/catalog/product-views.tables';
import { products } from '../products/catalog/products.tables';
import { returnRequests } from '../returns/returns.tables';
import { productReviews } from '../reviews/reviews.tables';
import { shops } from '../shops/shops.tables';
import type { AnalyticsOverview, SellerDashboard, SellerPerformance } from './analytics-schemas';
import { NOW, TODAY_EARLY, useAnalyticsWorld } from './analytics-world.fixture';

describe('seller dashboard and performance', () => {
  const w = useAnalyticsWorld();
  const { call, overview, placeOrder, move, sellerWithShop } = w;

  it('shows the to-do counts, today against yesterday and 30 days on the dashboard', async () => {
    const res = await call<SellerDashboard>(w.a.headers, 'GET', '/api/v1/seller/dashboard');
    expect(res.status).toBe(200);
    const data = res.body.data as SellerDashboard;
    expect(data.todo).toEqual({
      toConfirm: 2,
      toHandOver: 0,
      inDelivery: 0,
      cancellationRequests: 0,
      returnRequests: 0,
      soldOut: 0,
      pendingReview: 0,
    });
    expect(data.day).toBe('2026-11-21');
    expect(data.today).toMatchObject({ revenue: 349_000, orders: 2 });
    expect(data.yesterday).toMatchObject({ revenue: 250_000, orders: 1 });
    expect(data.last30).toHaveLength(30);
    expect(data.last30.at(-1)).toMatchObject({ bucket: '2026-11-21', revenue: 349_000 });
    expect(data.last30.reduce((sum, p) => sum + p.revenue, 0)).toBe(599_000);
    expect(w.placedIds).toHaveLength(3);
  });

  it('gives cancellation, late hand-over and return rates and the rating', async () => {
    // A return request on the delivered order and two reviews (4 and 5 stars) written today.
    const db = w.t.ctx.database.db;
    await db.insert(returnRequests).values({
      orderId: w.placedIds[2] as string,
      userId: w.buyer2.userId,
      shopId: w.a.shop.id,
      items: [],
      reason: 'poor_quality',
      description: 'Áo bị lỗi đường may',
      itemsPaid: 300_000,
      amountComputed: 300_000,
      refundAmount: 300_000,
      status: 'awaiting_review',
      createdAt: TODAY_EARLY,
    });
    for (const rating of [4, 5]) {
      await db.insert(productReviews).values({
        productId: w.a.productId,
        shopId: w.a.shop.id,
        userId: w.buyer2.userId,
        rating,
        createdAt: TODAY_EARLY,
      });
    }
    // Another shop's review is not counted.
    await db.insert(productReviews).values({
      productId: w.b.productId,
      shopId: w.b.shop.id,
      userId: w.buyer1.userId,
      rating: 1,
      createdAt: TODAY_EARLY,
    });
    const res = await call<SellerPerformance>(
      w.a.headers,
      'GET',
      '/api/v1/seller/analytics/performance?preset=last7',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      // 5 orders placed; the unpaid online one never reached the shop.
      placedOrders: 4,
      cancelledOrders: 1,
      cancelledBySeller: 1,
      cancellationRate: 25,
      sellerCancellationRate: 25,
      handedOver: 1,
      lateHandOver: 0,
      lateHandOverRate: 0,
      countedOrders: 3,
      returnRequests: 1,
      returnRate: 33.3,
      reviews: 2,
      averageRating: 4.5,
    });

    // Hand-over at the promised time (placed + the product's preparation days) is on time;
    // one minute later is late.
    const [product] = await w.t.ctx.database.db
      .select({ days: products.preparationDays })
      .from(products)
      .where(eq(products.id, w.a.productId));
    const deadline = TODAY_EARLY.getTime() + (product?.days ?? 0) * 86_400_000;
    w.setClock(TODAY_EARLY);
    const onTime = await placeOrder(w.buyer1, [{ variantId: w.a.variantIds[1] as string, quantity: 1 }]);
    const late = await placeOrder(w.buyer1, [{ variantId: w.a.variantIds[1] as string, quantity: 1 }]);
    for (const order of [onTime, late])
      await call(w.a.headers, 'POST', `/api/v1/seller/orders/${order.id}/confirm`);
    w.setClock(new Date(deadline));
    await move(onTime.id, 'shipped');
    w.setClock(new Date(deadline + 60_000));
    await move(late.id, 'shipped');
    w.setClock(NOW);
    const after = await call<SellerPerformance>(
      w.a.headers,
      'GET',
      '/api/v1/seller/analytics/performance?preset=last7',
    );
    expect(after.body.data).toMatchObject({
      placedOrders: 6,
      handedOver: 3,
      lateHandOver: 1,
      lateHandOverRate: 33.3,
      countedOrders: 5,
      cancellationRate: 16.7,
    });
  });

  it('reads Korean shops in Seoul time', async () => {
    const korean = await sellerWithShop();
    await w.t.ctx.database.db.update(shops).set({ country: 'KO' }).where(eq(shops.id, korean.shop.id));
    await w.t.ctx.database.db
      .insert(productDailyViews)
      .values({ productId: korean.productId, shopId: korean.shop.id, day: '2026-11-21', views: 7 });
    const data = (await overview(korean.headers, 'preset=today')).body.data as AnalyticsOverview;
    expect(data.timeZone).toBe('Asia/Seoul');
    expect(data.totals.views).toBe(7);
  });
});
