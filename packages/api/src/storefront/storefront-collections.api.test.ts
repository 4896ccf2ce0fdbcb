import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../shops/shops.tables';
import { insertTestCategory, insertTestProduct } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertCollection } from './storefront-test-fixtures';
import type { CollectionView, TopSellerView } from './storefront-views';

describe('collections and top sellers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids: Record<string, string> = {};
  const collection = async (id: string, query = '') => {
    const res = await t.api.request(`/api/v1/public/collections/${id}${query}`);
    return {
      status: res.status,
      data: res.ok ? ((await res.json()) as { data: CollectionView }).data : undefined,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const category = await insertTestCategory(db);
    const shop = await insertTestShop(db, { name: 'Mộc Studio' });
    const closing = await insertTestShop(db, { name: 'Shop Sắp Nghỉ' });
    const make = async (shopId: string, name: string, soldCount = 0, status?: 'hidden') =>
      (await insertTestProduct(db, { shopId, categoryId: category.id, name, soldCount, status })).id;
    const first = await make(shop.id, 'Đầm linen thứ nhất', 40);
    const second = await make(shop.id, 'Đầm linen thứ hai', 5);
    const third = await make(shop.id, 'Đầm linen thứ ba', 12);
    const hidden = await make(shop.id, 'Đầm linen đã ẩn', 500, 'hidden');
    const other = await make(closing.id, 'Áo len của shop sắp nghỉ', 100);
    ids.visible = (
      await insertCollection(db, {
        shopId: shop.id,
        title: 'Linen mùa hè',
        productIds: [third, hidden, first, second],
      })
    ).id;
    ids.hidden = (
      await insertCollection(db, { shopId: shop.id, title: 'Nháp', productIds: [first], visible: false })
    ).id;
    ids.closing = (
      await insertCollection(db, { shopId: closing.id, title: 'Áo len', productIds: [other] })
    ).id;
    Object.assign(ids, { shop: shop.id, closingShop: closing.id, first, second, third });
  });
  afterAll(() => t.close());

  it('shows a visible collection with its shop and listed products in the seller order', async () => {
    const { status, data } = await collection(ids.visible ?? '');
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: ids.visible,
      title: 'Linen mùa hè',
      shop: { id: ids.shop, name: 'Mộc Studio' },
    });
    expect(data?.products.items.map((p) => p.name)).toEqual([
      'Đầm linen thứ ba',
      'Đầm linen thứ nhất',
      'Đầm linen thứ hai',
    ]);
    expect(data?.products.total).toBe(3);
    expect(data?.coverUrl).toMatch(/^\/media\/catalog\/products\/test-.+-400\.webp$/);
    const page2 = await collection(ids.visible ?? '', '?page=2&pageSize=2');
    expect(page2.data?.products.items.map((p) => p.name)).toEqual(['Đầm linen thứ hai']);
  });

  it('is 404 for a hidden collection, an unknown id, or once the shop pauses', async () => {
    expect((await collection(ids.hidden ?? '')).status).toBe(404);
    expect((await collection(randomUUID())).status).toBe(404);
    expect((await collection('abc')).status).toBe(404);
    expect((await collection(ids.closing ?? '')).status).toBe(200);
    await t.ctx.database.db
      .update(shops)
      .set({ isPaused: true })
      .where(eq(shops.id, ids.closingShop ?? ''));
    expect((await collection(ids.closing ?? '')).status).toBe(404);
    expect((await collection(ids.visible ?? '', '?page=0')).status).toBe(400);
  });

  it('ranks open shops by units sold with their best sellers', async () => {
    const res = await t.api.request('/api/v1/public/top-sellers?limit=5');
    const sellers = ((await res.json()) as { data: TopSellerView[] }).data;
    // The paused shop is gone; the hidden product's 500 do not count.
    expect(sellers.map((s) => [s.shop.name, s.totalSold, s.productCount])).toEqual([['Mộc Studio', 57, 3]]);
    expect(sellers[0]?.products.map((p) => p.id)).toEqual([ids.first, ids.third, ids.second]);
    expect((await t.api.request('/api/v1/public/top-sellers?limit=500')).status).toBe(400);
  });
});
