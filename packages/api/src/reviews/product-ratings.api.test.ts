import type { ProductReviewPage } from '@cho-dep/core/catalog/product-detail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { insertOrder } from '../testing/order-fixtures';
import { createRaceTestApp } from '../testing/race-tests';
import { insertReviewShop } from '../testing/shop-fixtures';
import { insertSignedInUser, signIn } from '../testing/user-fixtures';
import type { MyReview } from './review-lists';

const DAY_MS = 86_400_000;

describe('ratings and filters of one product', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let world: Awaited<ReturnType<typeof insertReviewShop>>;
  const post = async (headers: Record<string, string>, body: Record<string, unknown>) => {
    const res = await t.api.request('/api/v1/mobile/reviews', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const buyer = async (measurements?: Record<string, number>) => {
    const user = await insertSignedInUser(t.ctx, measurements ? { bodyMeasurements: measurements } : {});
    const order = await insertOrder(t.ctx, {
      buyerUserId: user.userId,
      shopId: world.shop.id,
      productId: world.productId,
      variants: [
        { id: world.variantIds[0] ?? '', label: 'Đen, M' },
        { id: world.variantIds[1] ?? '', label: 'Trắng, S' },
      ],
    });
    return { ...user, ...order };
  };
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(`/api/v1/public/products/${world.productId}/reviews${query}`, {
      headers,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: ProductReviewPage }).data;
  };
  const ratings = async () => {
    const db = t.ctx.database.db;
    const [product] = await db
      .select({ avg: products.ratingAvg, count: products.ratingCount })
      .from(products)
      .where(eq(products.id, world.productId));
    const [shop] = await db
      .select({ avg: shops.ratingAvg, count: shops.ratingCount })
      .from(shops)
      .where(eq(shops.id, world.shop.id));
    return { product, shop };
  };
  let ids: Record<string, string> = {};
  let viewer: { headers: Record<string, string> };

  beforeAll(async () => {
    t = await createRaceTestApp();
    world = await insertReviewShop(t.ctx);
    const tall = await buyer({ height: 180, weight: 75 });
    const close = await buyer({ height: 163, weight: 52 });
    const edge = await buyer({ height: 155, weight: 55 });
    ids = {
      // Đen, M; 5 stars; body shared but far from the viewer (160 cm, 50 kg).
      tall: await post(tall.headers, { orderItemId: tall.itemIds[0], rating: 5, shareBody: true }),
      // Trắng, S; 3 stars; within ±5.
      close: await post(close.headers, {
        orderItemId: close.itemIds[1],
        rating: 3,
        shareBody: true,
        fit: 'small',
      }),
      // Đen, M; 4 stars; exactly on the edge of ±5.
      edge: await post(edge.headers, { orderItemId: edge.itemIds[0], rating: 4, shareBody: true }),
      // Đen, M; 1 star; close body but not shared: never "like me".
      hidden: await post(close.headers, { orderItemId: close.itemIds[0], rating: 1, shareBody: false }),
    };
    viewer = await insertSignedInUser(t.ctx, { bodyMeasurements: { height: 160, weight: 50 } });
  });
  afterAll(() => t.close());

  it('keeps the product and shop ratings in step with the reviews', async () => {
    expect(await ratings()).toEqual({ product: { avg: 3.25, count: 4 }, shop: { avg: 3.25, count: 4 } });
  });

  it('updates them when the one edit changes the stars', async () => {
    const b = await buyer();
    const id = await post(b.headers, { orderItemId: b.itemIds[0], rating: 1 });
    expect((await ratings()).product).toEqual({ avg: 2.8, count: 5 });
    const res = await t.api.request(`/api/v1/mobile/reviews/${id}`, {
      method: 'PUT',
      headers: { ...b.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(res.status).toBe(200);
    expect(await ratings()).toEqual({ product: { avg: 3.6, count: 5 }, shop: { avg: 3.6, count: 5 } });
    ids.edited = id;
  });

  it('filters by star (star or stars)', async () => {
    expect((await list('?stars=3')).items.map((r) => r.id)).toEqual([ids.close]);
    expect((await list('?star=4')).items.map((r) => r.id)).toEqual([ids.edge]);
  });

  it('filters by variant', async () => {
    const white = await list(`?variant=${world.variantIds[1]}`);
    expect(white.items.map((r) => r.id)).toEqual([ids.close]);
    expect(white.items[0]).toMatchObject({
      variantId: world.variantIds[1],
      variantLabel: 'Trắng, S',
      fit: 'small',
    });
    const foreign = await list(`?variant=${crypto.randomUUID()}`);
    expect(foreign.total).toBe(0);
  });

  it("'people like me' compares the signed-in viewer's height and weight, ±5 inclusive", async () => {
    const mine = await list('?likeMe=1', viewer.headers);
    expect(mine.items.map((r) => r.id).sort()).toEqual([ids.close, ids.edge].sort());
    expect(mine.viewerBody).toEqual({ heightCm: 160, weightKg: 50 });
    // Shared bodies are shown; unshared ones never are.
    expect(mine.items.find((r) => r.id === ids.close)).toMatchObject({ heightCm: 163, weightKg: 52 });
    const all = await list('');
    expect(all.items.find((r) => r.id === ids.hidden)).toMatchObject({ heightCm: null, weightKg: null });
    expect(all.viewerBody).toBeUndefined();
  });

  it("'people like me' without measurements or signed out shows nothing and says why", async () => {
    const bare = await insertSignedInUser(t.ctx);
    expect(await list('?likeMe=1', bare.headers)).toMatchObject({ total: 0, items: [], viewerBody: null });
    expect(await list('?likeMe=1')).toMatchObject({ total: 0, viewerBody: null });
  });

  it('combines filters', async () => {
    const page = await list(`?likeMe=1&stars=4&variant=${world.variantIds[0]}`, viewer.headers);
    expect(page.items.map((r) => r.id)).toEqual([ids.edge]);
  });

  it('the one edit closes after 30 days', async () => {
    const b = await buyer();
    const id = await post(b.headers, { orderItemId: b.itemIds[0], rating: 4 });
    t.advance(30 * DAY_MS + 60_000);
    // Sessions last 30 days too: sign in again at the new time.
    const headers = await signIn(t.ctx, b.userId);
    const res = await t.api.request(`/api/v1/mobile/reviews/${id}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('REVIEW_EDIT_WINDOW_CLOSED');
    const mine = await t.api.request('/api/v1/mobile/reviews/mine', { headers });
    const body = (await mine.json()) as { data: { data: MyReview[] } };
    expect(body.data.data.find((r) => r.id === id)?.canEdit).toBe(false);
  });
});
