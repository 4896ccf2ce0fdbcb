import { createMemoryStore } from '@cho-dep/integrations/kv/memory-store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient } from '../accounts/auth-test-client';
import { insertTestCategory, insertTestProduct } from '../testing/catalog-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertTestShop } from '../testing/shop-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { productDailyViews } from './catalog/product-views.tables';
import { products } from './catalog/products.tables';
import { recordProductView, visitorKey } from './product-views';

describe('POST /api/v1/public/products/{id}/views', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let productId = '';
  let hiddenId = '';

  const view = (id: string, headers: Record<string, string>) =>
    t.api.request(`/api/v1/public/products/${id}/views`, { method: 'POST', headers });
  const counts = async (id: string) => {
    const db = t.ctx.database.db;
    const [product] = await db
      .select({ viewCount: products.viewCount })
      .from(products)
      .where(eq(products.id, id));
    const days = await db.select().from(productDailyViews).where(eq(productDailyViews.productId, id));
    return { viewCount: product?.viewCount, days: days.map((d) => d.views) };
  };

  beforeAll(async () => {
    t = await createRaceTestApp();
    const db = t.ctx.database.db;
    const category = await insertTestCategory(db);
    const shop = await insertTestShop(db, { name: 'Shop Lượt Xem' });
    productId = (
      await insertTestProduct(db, { shopId: shop.id, categoryId: category.id, name: 'Áo thun lượt xem' })
    ).id;
    hiddenId = (
      await insertTestProduct(db, {
        shopId: shop.id,
        categoryId: category.id,
        name: 'Áo thun đã ẩn',
        status: 'hidden',
      })
    ).id;
  });
  afterAll(() => t.close());

  it('counts a visitor once per hour, in the product and in the day row', async () => {
    const device = { from: 'web-abc123' };
    const first = await view(productId, device);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { counted: true, viewCount: 1 } });
    const again = await view(productId, device);
    expect(await again.json()).toEqual({ data: { counted: false, viewCount: 1 } });
    expect(await counts(productId)).toEqual({ viewCount: 1, days: [1] });
  });

  it('counts different visitors separately: devices, users, browsers', async () => {
    await view(productId, { from: 'web-other' });
    const user = await insertSignedInUser(t.ctx);
    await view(productId, user.headers);
    await view(productId, user.headers);
    const browser = cookieClient(t.api);
    await browser.request('/api/v1/mobile/carts/count'); // gets its csrf cookie, like a first page load
    await browser.request(`/api/v1/public/products/${productId}/views`, { method: 'POST' });
    await browser.request(`/api/v1/public/products/${productId}/views`, { method: 'POST' });
    expect(await counts(productId)).toEqual({ viewCount: 4, days: [4] });
  });

  raceIt('counts concurrent first views of one visitor once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => view(productId, { from: 'web-burst' })),
    );
    const bodies = await Promise.all(results.map((r) => r.json() as Promise<{ data: { counted: boolean } }>));
    expect(bodies.filter((b) => b.data.counted)).toHaveLength(1);
    expect((await counts(productId)).viewCount).toBe(5);
  });

  it('counts the same visitor again after the window', async () => {
    let clock = Date.now();
    const ctx = { ...t.ctx, store: createMemoryStore(() => clock) };
    const visitor = { deviceId: 'web-window', ip: '10.0.0.1' };
    expect((await recordProductView(ctx, productId, visitor)).counted).toBe(true);
    clock += 30 * 60_000;
    expect((await recordProductView(ctx, productId, visitor)).counted).toBe(false);
    clock += 31 * 60_000;
    expect((await recordProductView(ctx, productId, visitor)).counted).toBe(true);
  });

  it('answers 404 for products buyers cannot see and leaves them alone', async () => {
    expect((await view(hiddenId, { from: 'web-x' })).status).toBe(404);
    expect((await view('nope', { from: 'web-x' })).status).toBe(404);
    expect(await counts(hiddenId)).toEqual({ viewCount: 0, days: [] });
  });

  it('keys visitors by the most precise fact the request carries', () => {
    expect(visitorKey({ userId: 'u1', guestId: 'g1', ip: '1.1.1.1' })).toBe('u:u1');
    expect(visitorKey({ guestId: 'g1', deviceId: 'd', ip: '1.1.1.1' })).toBe('g:g1');
    expect(visitorKey({ browserSecret: 'secret', ip: '1.1.1.1' })).toMatch(/^b:[\w-]{22}$/);
    expect(visitorKey({ browserSecret: 'secret', ip: '1.1.1.1' })).not.toContain('secret');
    expect(visitorKey({ ip: '1.1.1.1' })).toBe('ip:1.1.1.1');
  });
});
