import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCategory, insertTestProduct } from '../../testing/catalog-fixtures';
import { insertTestShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { listCategoryTree, listHomeProducts } from './catalog-queries';
import { categories } from './categories.tables';
import { products } from './products.tables';

describe('catalog queries', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const category = await insertTestCategory(db);
    const open = await insertTestShop(db, { name: 'Shop Mở', followerCount: 900 });
    const paused = await insertTestShop(db, { name: 'Shop Nghỉ', isPaused: true, followerCount: 5000 });
    const pending = await insertTestShop(db, { name: 'Shop Chờ', status: 'pending', followerCount: 7000 });
    const base = { categoryId: category.id };
    await insertTestProduct(db, {
      ...base,
      shopId: open.id,
      name: 'Áo thun cotton form rộng unisex',
      soldCount: 50,
    });
    await insertTestProduct(db, {
      ...base,
      shopId: open.id,
      name: 'Đầm maxi hoa nhí đi biển',
      soldCount: 10,
    });
    for (const status of ['draft', 'pending', 'rejected', 'hidden'] as const) {
      await insertTestProduct(db, {
        ...base,
        shopId: open.id,
        name: `Áo sơ mi trạng thái ${status}`,
        status,
      });
    }
    await insertTestProduct(db, { ...base, shopId: paused.id, name: 'Áo thun của shop đang nghỉ' });
    await insertTestProduct(db, { ...base, shopId: pending.id, name: 'Áo thun của shop chưa duyệt' });
  });
  afterAll(() => t.close());

  it('lists only approved products of approved, open shops, best sellers first', async () => {
    const items = await listHomeProducts(t.ctx.database.db, { limit: 20, offset: 0 }, t.ctx.storage.urlOf);
    expect(items.map((p) => p.name)).toEqual(['Áo thun cotton form rộng unisex', 'Đầm maxi hoa nhí đi biển']);
    expect(items[0]).toMatchObject({
      price: 199_000,
      salePrice: 159_000,
      soldCount: 50,
      shopName: 'Shop Mở',
      shopCountry: 'VN',
    });
    expect(items[0]?.imageUrl).toMatch(/^\/media\/catalog\/products\/test-.+-400\.webp$/);
    const second = await listHomeProducts(t.ctx.database.db, { limit: 1, offset: 1 });
    expect(second.map((p) => p.name)).toEqual(['Đầm maxi hoa nhí đi biển']);
  });

  it('builds the category tree without hidden categories', async () => {
    const db = t.ctx.database.db;
    const [top] = await db
      .insert(categories)
      .values({
        slug: 'tree-top',
        nameVi: 'Nữ',
        nameEn: 'Women',
        nameKo: '여성',
        kind: 'fashion',
        position: 99,
      })
      .returning();
    if (!top) throw new Error('no top');
    await db.insert(categories).values([
      {
        parentId: top.id,
        slug: 'tree-dam',
        nameVi: 'Đầm',
        nameEn: 'Dresses',
        nameKo: '원피스',
        kind: 'fashion',
        position: 1,
      },
      {
        parentId: top.id,
        slug: 'tree-an',
        nameVi: 'Ẩn',
        nameEn: 'Hidden',
        nameKo: '숨김',
        kind: 'fashion',
        isVisible: false,
      },
    ]);
    const tree = await listCategoryTree(db);
    const women = tree.find((c) => c.slug === 'tree-top');
    expect(women?.name).toEqual({ vi: 'Nữ', en: 'Women', ko: '여성' });
    expect(women?.children.map((c) => c.slug)).toEqual(['tree-dam']);
    expect(tree.some((c) => c.slug === 'tree-dam')).toBe(false);
  });

  it('finds "Áo thun" by the folded name typed without accents', async () => {
    const db = t.ctx.database.db;
    const byIlike = await db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.nameFolded} ILIKE '%' || vn_fold(${'ao thun'}) || '%'`);
    expect(byIlike.map((r) => r.name)).toContain('Áo thun cotton form rộng unisex');
    expect(byIlike.map((r) => r.name)).not.toContain('Đầm maxi hoa nhí đi biển');

    const byTrigram = await queryRows<{ name: string }>(
      db,
      sql`select name from products where name_folded % vn_fold('ao thun cotton') order by similarity(name_folded, vn_fold('ao thun cotton')) desc limit 1`,
    );
    expect(byTrigram[0]?.name).toBe('Áo thun cotton form rộng unisex');

    const byVector = await queryRows<{ name: string }>(
      db,
      sql`select name from products where search @@ to_tsquery('simple', vn_fold('dam') || ' & ' || vn_fold('bien'))`,
    );
    expect(byVector.map((r) => r.name)).toEqual(['Đầm maxi hoa nhí đi biển']);
  });
});
