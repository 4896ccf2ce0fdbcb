import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFollows } from '../follows/follows.tables';
import { shops } from '../shops/shops.tables';
import { insertTestCategory, insertTestProduct } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { createTestLogin } from '../verification/test-login';
import { hoursFrom, insertBanner, insertCollection, updateProduct } from './storefront-test-fixtures';
import type { CollectionSummaryView, ShopPageView, ShopProductsView } from './storefront-views';

describe('seller page read model (GET /api/v1/public/shops/{id})', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let shopId = '';
  const ids: Record<string, string> = {};
  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, { headers });
    return { status: res.status, data: res.ok ? ((await res.json()) as { data: T }).data : undefined };
  };
  const order = async (sort: string) =>
    (await get<ShopProductsView>(`/api/v1/public/shops/${shopId}/products?sort=${sort}`)).data?.items.map(
      (p) => p.name,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const category = await insertTestCategory(db);
    const shop = await insertTestShop(db, { name: 'Hà Nội Vintage', followerCount: 321 });
    shopId = shop.id;
    await db
      .update(shops)
      .set({
        coverKey: 'catalog/shops/test-cover',
        description: 'Phong cách vintage giữa lòng phố cổ.',
        approvedAt: new Date('2025-03-01T00:00:00Z'),
        ratingAvg: 4.7,
        ratingCount: 12,
      })
      .where(eq(shops.id, shop.id));
    const make = async (name: string, values: Parameters<typeof updateProduct>[2], status?: 'hidden') => {
      const { id } = await insertTestProduct(db, { shopId: shop.id, categoryId: category.id, name, status });
      await updateProduct(db, id, values);
      return id;
    };
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
    ids.a = await make('A phổ biến nhất', {
      viewCount: 900,
      soldCount: 5,
      price: 300_000,
      salePrice: null,
      createdAt: day(9),
    });
    ids.b = await make('B bán chạy nhất', {
      viewCount: 100,
      soldCount: 80,
      price: 150_000,
      salePrice: 99_000,
      createdAt: day(5),
    });
    ids.c = await make('C mới nhất', {
      viewCount: 300,
      soldCount: 20,
      price: 500_000,
      salePrice: 450_000,
      createdAt: day(1),
    });
    ids.hidden = await make(
      'D đã ẩn',
      { viewCount: 5000, soldCount: 999, price: 1_000, salePrice: null, createdAt: day(0) },
      'hidden',
    );

    await insertBanner(db, {
      title: 'Banner shop đang chạy',
      shopId,
      startsAt: hoursFrom(now, -1),
      endsAt: hoursFrom(now, 24),
    });
    await insertBanner(db, {
      title: 'Banner shop hết hạn',
      shopId,
      startsAt: hoursFrom(now, -48),
      endsAt: hoursFrom(now, -24),
    });
    await insertBanner(db, {
      title: 'Banner trang chủ',
      startsAt: hoursFrom(now, -1),
      endsAt: hoursFrom(now, 24),
    });

    await insertCollection(db, { shopId, title: 'Bán chạy', productIds: [ids.b, ids.hidden], position: 1 });
    await insertCollection(db, { shopId, title: 'Hàng mới', productIds: [ids.c, ids.a], position: 0 });
    await insertCollection(db, { shopId, title: 'Nháp', productIds: [ids.a], visible: false });

    const paused = await insertTestShop(db, { name: 'Shop Tạm Nghỉ', isPaused: true });
    const pending = await insertTestShop(db, { name: 'Shop Chờ Duyệt', status: 'pending' });
    Object.assign(ids, { paused: paused.id, pending: pending.id });
  });
  afterAll(() => t.close());

  it('answers the header: cover, rating, followers, listed product count, joined date', async () => {
    const { status, data } = await get<ShopPageView>(`/api/v1/public/shops/${shopId}`);
    expect(status).toBe(200);
    expect(data?.shop).toMatchObject({
      id: shopId,
      name: 'Hà Nội Vintage',
      country: 'VN',
      ratingAvg: 4.7,
      ratingCount: 12,
      followerCount: 321,
      productCount: 3,
      description: 'Phong cách vintage giữa lòng phố cổ.',
      joinedAt: '2025-03-01T00:00:00.000Z',
      isFollowed: false,
      coverUrl: '/media/catalog/shops/test-cover-1340.webp',
      logoUrl: '/media/catalog/shops/test-logo-200.webp',
    });
    expect(data?.shop.coverSrcSet).toBe(
      '/media/catalog/shops/test-cover-1340.webp 1340w, /media/catalog/shops/test-cover-670.webp 670w',
    );
  });

  it("shows the shop's running banners and visible collections counting listed products only", async () => {
    const { data } = await get<ShopPageView>(`/api/v1/public/shops/${shopId}`);
    expect(data?.banners.map((b) => b.title)).toEqual(['Banner shop đang chạy']);
    expect(data?.collections.map((c) => [c.title, c.productCount])).toEqual([
      ['Hàng mới', 2],
      ['Bán chạy', 1],
    ]);
    expect(data?.collections[0]?.coverUrl).toMatch(/^\/media\/catalog\/products\/test-.+-400\.webp$/);
    const list = await get<CollectionSummaryView[]>(`/api/v1/public/shops/${shopId}/collections`);
    expect(list.data?.map((c) => c.title)).toEqual(['Hàng mới', 'Bán chạy']);
  });

  it('says whether the signed-in viewer follows the shop', async () => {
    const viewer = await createTestLogin(t.ctx);
    const before = await get<ShopPageView>(`/api/v1/public/shops/${shopId}`, viewer.headers);
    expect(before.data?.shop.isFollowed).toBe(false);
    await t.ctx.database.db.insert(shopFollows).values({ userId: viewer.userId, shopId });
    const after = await get<ShopPageView>(`/api/v1/public/shops/${shopId}`, viewer.headers);
    expect(after.data?.shop.isFollowed).toBe(true);
    const anonymous = await get<ShopPageView>(`/api/v1/public/shops/${shopId}`);
    expect(anonymous.data?.shop.isFollowed).toBe(false);
  });

  it('sorts listed products by each tab, never showing unlisted ones', async () => {
    expect(await order('popular')).toEqual(['A phổ biến nhất', 'C mới nhất', 'B bán chạy nhất']);
    expect(await order('newest')).toEqual(['C mới nhất', 'B bán chạy nhất', 'A phổ biến nhất']);
    expect(await order('best_selling')).toEqual(['B bán chạy nhất', 'C mới nhất', 'A phổ biến nhất']);
    // By what the buyer pays: 99k, 300k, 450k.
    expect(await order('price_asc')).toEqual(['B bán chạy nhất', 'A phổ biến nhất', 'C mới nhất']);
    expect(await order('price_desc')).toEqual(['C mới nhất', 'A phổ biến nhất', 'B bán chạy nhất']);
    const byDefault = await get<ShopProductsView>(`/api/v1/public/shops/${shopId}/products`);
    expect(byDefault.data?.sort).toBe('popular');
  });

  it('pages through products with a stable order', async () => {
    const page2 = await get<ShopProductsView>(
      `/api/v1/public/shops/${shopId}/products?sort=newest&page=2&pageSize=2`,
    );
    expect(page2.data).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.data?.items.map((p) => p.name)).toEqual(['A phổ biến nhất']);
    const bad = await t.api.request(`/api/v1/public/shops/${shopId}/products?sort=cheapest`);
    expect(bad.status).toBe(400);
  });

  it('shows a paused shop as on vacation, with nothing listed', async () => {
    const { status, data } = await get<ShopPageView>(`/api/v1/public/shops/${ids.paused}`);
    expect(status).toBe(200);
    expect(data?.shop).toMatchObject({ isPaused: true, productCount: 0 });
    const products = await get<{ items: unknown[] }>(`/api/v1/public/shops/${ids.paused}/products`);
    expect(products.data?.items).toEqual([]);
  });

  it('is 404 for a pending, unknown or malformed shop', async () => {
    for (const id of [ids.pending, randomUUID(), 'not-a-uuid']) {
      for (const path of [
        `/api/v1/public/shops/${id}`,
        `/api/v1/public/shops/${id}/products`,
        `/api/v1/public/shops/${id}/collections`,
      ]) {
        const res = await t.api.request(path);
        expect(res.status, path).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
      }
    }
  });
});
