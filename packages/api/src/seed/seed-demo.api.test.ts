import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { listCategoryTree, listHomeProducts, listTopShops } from '../catalog/catalog-queries';
import { products, productVariants } from '../catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { createTestApp } from '../testing/test-app';
import { seedDemoDataOnce } from './seed-demo';

describe('demo seed', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let first: Awaited<ReturnType<typeof seedDemoDataOnce>>;
  beforeAll(async () => {
    t = await createTestApp();
    first = await seedDemoDataOnce(t.ctx, { products: 40 });
  });
  afterAll(() => t.close());

  it('seeds once; a second call (even concurrent) is a no-op', async () => {
    expect(first).toMatchObject({ seeded: true, products: 40 });
    const again = await Promise.all([
      seedDemoDataOnce(t.ctx, { products: 40 }),
      seedDemoDataOnce(t.ctx, { products: 40 }),
    ]);
    expect(again.map((r) => r.seeded)).toEqual([false, false]);
    const [row] = await t.ctx.database.db.select({ value: count() }).from(products);
    expect(row?.value).toBe(40);
  });

  it('creates Vietnam and Korea shops with owners, one of them the demo seller', async () => {
    const db = t.ctx.database.db;
    const rows = await db.select().from(shops);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((s) => s.country === 'KO' && s.status === 'approved').length).toBeGreaterThanOrEqual(
      6,
    );
    const [seller] = await db.select().from(users).where(eq(users.email, 'seller@demo.vn'));
    const sellerShop = rows.find((s) => s.ownerUserId === seller?.id);
    expect(sellerShop?.status).toBe('approved');
    const statuses = await db
      .select({ status: products.status })
      .from(products)
      .where(eq(products.shopId, sellerShop?.id ?? ''));
    expect(new Set(statuses.map((s) => s.status))).toEqual(
      new Set(['draft', 'pending', 'rejected', 'hidden', 'approved']),
    );
  });

  it('gives every product 2-12 variants whose stock sums to the product stock, prices in thousands', async () => {
    const db = t.ctx.database.db;
    const sums = await db
      .select({
        id: products.id,
        stock: products.stock,
        price: products.price,
        variants: count(productVariants.id),
        variantStock: sql<number>`sum(${productVariants.stock})::int`,
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .groupBy(products.id);
    expect(sums).toHaveLength(40);
    for (const p of sums) {
      expect(p.variants).toBeGreaterThanOrEqual(2);
      expect(p.variants).toBeLessThanOrEqual(12);
      expect(p.variantStock).toBe(p.stock);
      expect(p.price % 1000).toBe(0);
    }
  });

  it('feeds the home page: categories with pictures, listed products and shops, pictures stored', async () => {
    const db = t.ctx.database.db;
    const tree = await listCategoryTree(db, t.ctx.storage.urlOf);
    expect(tree.map((c) => c.slug)).toEqual(['nam', 'nu', 'phu-kien', 'khac', 'my-pham']);
    expect(tree.every((c) => c.children.length >= 4 && c.children.length <= 8)).toBe(true);
    const home = await listHomeProducts(db, { limit: 100, offset: 0 });
    expect(home.length).toBeGreaterThan(20);
    expect(home.length).toBeLessThan(40);
    const top = await listTopShops(db, { limit: 5 });
    expect(top).toHaveLength(5);
    for (const url of [home[0]?.imageUrl, top[0]?.logoUrl, tree[0]?.imageUrl]) {
      const stored = await t.ctx.storage.get((url ?? '').replace('/media/', ''));
      expect(stored?.contentType, url ?? '').toBe('image/webp');
    }
  });
});
