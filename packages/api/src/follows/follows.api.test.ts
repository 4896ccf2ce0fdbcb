import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient, registrationBody, signUp } from '../accounts/auth-test-client';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { insertTestCategory, insertTestProduct } from '../testing/catalog-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertTestShop } from '../testing/shop-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { productFavourites, shopFollows } from './follows.tables';

interface Answer<T> {
  data?: T;
  error?: { code: string };
}

describe('follow shops and favourite products', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let shopId = '';
  let pendingShopId = '';
  let productIds: string[] = [];
  let hiddenProductId = '';

  const call = async <T>(method: string, path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, { method, headers });
    return { status: res.status, body: (await res.json()) as Answer<T> };
  };
  const follow = (method: 'PUT' | 'DELETE', id: string, headers: Record<string, string>) =>
    call<{ following: boolean; followerCount: number }>(method, `/api/v1/mobile/shops/${id}/follow`, headers);
  const favourite = (method: 'PUT' | 'DELETE', id: string, headers: Record<string, string>) =>
    call<{ favourite: boolean; likeCount: number }>(
      method,
      `/api/v1/mobile/products/${id}/favourite`,
      headers,
    );
  const followerCount = async () => {
    const db = t.ctx.database.db;
    const [shop] = await db.select({ n: shops.followerCount }).from(shops).where(eq(shops.id, shopId));
    const [rows] = await db.select({ n: count() }).from(shopFollows).where(eq(shopFollows.shopId, shopId));
    return { column: shop?.n, rows: rows?.n };
  };
  const likeCount = async (productId: string) => {
    const db = t.ctx.database.db;
    const [product] = await db
      .select({ n: products.likeCount })
      .from(products)
      .where(eq(products.id, productId));
    const [rows] = await db
      .select({ n: count() })
      .from(productFavourites)
      .where(eq(productFavourites.productId, productId));
    return { column: product?.n, rows: rows?.n };
  };

  beforeAll(async () => {
    t = await createRaceTestApp();
    const db = t.ctx.database.db;
    const category = await insertTestCategory(db);
    shopId = (await insertTestShop(db, { name: 'Shop Theo Dõi' })).id;
    pendingShopId = (await insertTestShop(db, { name: 'Shop Chưa Duyệt', status: 'pending' })).id;
    productIds = [];
    for (const name of ['Áo thun yêu thích một', 'Áo thun yêu thích hai', 'Áo thun yêu thích ba']) {
      productIds.push((await insertTestProduct(db, { shopId, categoryId: category.id, name })).id);
    }
    hiddenProductId = (
      await insertTestProduct(db, {
        shopId,
        categoryId: category.id,
        name: 'Áo thun bị ẩn',
        status: 'hidden',
      })
    ).id;
  });
  afterAll(() => t.close());

  it('needs a login for every call (401), guests included', async () => {
    const [productId = ''] = productIds;
    expect((await follow('PUT', shopId, {})).status).toBe(401);
    expect((await follow('DELETE', shopId, {})).status).toBe(401);
    expect((await favourite('PUT', productId, {})).status).toBe(401);
    expect((await favourite('DELETE', productId, {})).status).toBe(401);
    expect((await call('GET', '/api/v1/mobile/favourites')).status).toBe(401);
    expect((await call('GET', '/api/v1/mobile/follows/shops')).status).toBe(401);
    const guest = cookieClient(t.api);
    await guest.write('/community/v1/user/request-guest-user');
    const res = await guest.request(`/api/v1/mobile/shops/${shopId}/follow`, {
      method: 'PUT',
      headers: { 'x-csrf-token': guest.cookie('csrf_token') ?? '' },
    });
    expect(res.status).toBe(401);
  });

  it('follows once however many times it is asked, and unfollows once', async () => {
    const user = await insertSignedInUser(t.ctx);
    const first = await follow('PUT', shopId, user.headers);
    expect(first).toEqual({ status: 200, body: { data: { following: true, followerCount: 1 } } });
    expect((await follow('PUT', shopId, user.headers)).body.data).toEqual({
      following: true,
      followerCount: 1,
    });
    expect(await followerCount()).toEqual({ column: 1, rows: 1 });
    expect((await follow('DELETE', shopId, user.headers)).body.data).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await follow('DELETE', shopId, user.headers)).body.data).toEqual({
      following: false,
      followerCount: 0,
    });
    expect(await followerCount()).toEqual({ column: 0, rows: 0 });
  });

  raceIt('keeps the follower count true under concurrent follows and unfollows', async () => {
    const a = await insertSignedInUser(t.ctx);
    const b = await insertSignedInUser(t.ctx);
    await Promise.all([
      ...Array.from({ length: 5 }, () => follow('PUT', shopId, a.headers)),
      ...Array.from({ length: 5 }, () => follow('PUT', shopId, b.headers)),
    ]);
    expect(await followerCount()).toEqual({ column: 2, rows: 2 });
    await Promise.all(Array.from({ length: 5 }, () => follow('DELETE', shopId, a.headers)));
    expect(await followerCount()).toEqual({ column: 1, rows: 1 });
    await follow('DELETE', shopId, b.headers);
  });

  it('answers 404 for shops that are not open for following and for malformed ids', async () => {
    const user = await insertSignedInUser(t.ctx);
    expect((await follow('PUT', pendingShopId, user.headers)).status).toBe(404);
    expect((await follow('PUT', '00000000-0000-4000-8000-000000000000', user.headers)).status).toBe(404);
    expect((await follow('PUT', 'abc', user.headers)).status).toBe(404);
  });

  it('works with the session cookie and its CSRF header, like the web page', async () => {
    const browser = cookieClient(t.api);
    expect((await signUp(t, registrationBody(), browser)).status).toBe(201);
    const put = (headers: Record<string, string>) =>
      browser.request(`/api/v1/mobile/shops/${shopId}/follow`, { method: 'PUT', headers });
    expect((await put({})).status).toBe(403);
    expect((await put({ 'x-csrf-token': browser.cookie('csrf_token') ?? '' })).status).toBe(200);
    await browser.request(`/api/v1/mobile/shops/${shopId}/follow`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': browser.cookie('csrf_token') ?? '' },
    });
  });

  raceIt('favourites idempotently and keeps the like count true, also concurrently', async () => {
    const [productId = ''] = productIds;
    const user = await insertSignedInUser(t.ctx);
    const other = await insertSignedInUser(t.ctx);
    expect((await favourite('PUT', productId, user.headers)).body.data).toEqual({
      favourite: true,
      likeCount: 1,
    });
    expect((await favourite('PUT', productId, user.headers)).body.data).toEqual({
      favourite: true,
      likeCount: 1,
    });
    await Promise.all(Array.from({ length: 6 }, () => favourite('PUT', productId, other.headers)));
    expect(await likeCount(productId)).toEqual({ column: 2, rows: 2 });
    await Promise.all([
      ...Array.from({ length: 4 }, () => favourite('DELETE', productId, user.headers)),
      ...Array.from({ length: 4 }, () => favourite('DELETE', productId, other.headers)),
    ]);
    expect(await likeCount(productId)).toEqual({ column: 0, rows: 0 });
  });

  it('refuses to favourite a product buyers cannot see, but lets it be removed', async () => {
    const user = await insertSignedInUser(t.ctx);
    expect((await favourite('PUT', hiddenProductId, user.headers)).status).toBe(404);
    await t.ctx.database.db
      .insert(productFavourites)
      .values({ userId: user.userId, productId: hiddenProductId });
    await t.ctx.database.db.update(products).set({ likeCount: 1 }).where(eq(products.id, hiddenProductId));
    expect((await favourite('DELETE', hiddenProductId, user.headers)).body.data).toEqual({
      favourite: false,
      likeCount: 0,
    });
  });

  it('lists favourite products as cards, newest like first, without products no longer listed', async () => {
    const user = await insertSignedInUser(t.ctx);
    const [one = '', two = '', three = ''] = productIds;
    for (const id of [one, two, three]) {
      await favourite('PUT', id, user.headers);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await t.ctx.database.db
      .insert(productFavourites)
      .values({ userId: user.userId, productId: hiddenProductId });
    const res = await call<{ items: ProductCardView[]; page: number; total: number; hasMore: boolean }>(
      'GET',
      '/api/v1/mobile/favourites?page=1',
      user.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.items.map((p) => p.id)).toEqual([three, two, one]);
    expect(res.body.data).toMatchObject({ page: 1, total: 3, hasMore: false });
    expect(res.body.data?.items[0]).toMatchObject({
      price: 199_000,
      salePrice: 159_000,
      shopName: 'Shop Theo Dõi',
    });
    expect((await call('GET', '/api/v1/mobile/favourites?page=0', user.headers)).status).toBe(400);
  });

  it('lists the shops a buyer follows', async () => {
    const user = await insertSignedInUser(t.ctx);
    await follow('PUT', shopId, user.headers);
    const res = await call<{ items: { id: string; name: string }[]; total: number }>(
      'GET',
      '/api/v1/mobile/follows/shops',
      user.headers,
    );
    expect(res.body.data?.items.map((s) => s.name)).toEqual(['Shop Theo Dõi']);
    expect(res.body.data?.total).toBe(1);
    const [row] = await t.ctx.database.db
      .select({ n: count() })
      .from(shopFollows)
      .where(and(eq(shopFollows.userId, user.userId), eq(shopFollows.shopId, shopId)));
    expect(row?.n).toBe(1);
  });
});
