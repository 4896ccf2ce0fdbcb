import { randomUUID } from 'node:crypto';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNodeView } from '../products/catalog/catalog-queries';
import { categories } from '../products/catalog/categories.tables';
import { insertTestProduct } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { updateProduct } from './storefront-test-fixtures';
import type { CategoryPageView } from './storefront-views';

type CategoryAnswer = CategoryPageView & { products: SearchResultView };

describe('category pages (GET /api/v1/public/categories/{id})', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids: Record<string, string> = {};
  const page = async (id: string, query = '') => {
    const res = await t.api.request(`/api/v1/public/categories/${id}${query}`);
    return {
      status: res.status,
      data: res.ok ? ((await res.json()) as { data: CategoryAnswer }).data : undefined,
    };
  };
  const names = (answer: { data?: CategoryAnswer }) => answer.data?.products.items.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const category = (
      slug: string,
      nameVi: string,
      parentId: string | null,
      position: number,
      isVisible = true,
    ) =>
      db
        .insert(categories)
        .values({
          slug,
          nameVi,
          nameEn: nameVi,
          nameKo: nameVi,
          kind: 'fashion',
          parentId,
          position,
          isVisible,
        })
        .returning()
        .then(([row]) => row?.id ?? '');
    ids.top = await category('test-nu', 'Nữ', null, 90);
    ids.dresses = await category('test-dam', 'Đầm', ids.top, 2);
    ids.skirts = await category('test-chan-vay', 'Chân váy', ids.top, 1);
    ids.hidden = await category('test-an', 'Danh mục ẩn', ids.top, 3, false);
    const shop = await insertTestShop(db, { name: 'Cỏ May Boutique' });
    const make = async (
      name: string,
      categoryId: string,
      soldCount: number,
      price: number,
      status?: 'hidden',
    ) => {
      const { id } = await insertTestProduct(db, { shopId: shop.id, categoryId, name, soldCount, status });
      await updateProduct(db, id, { price, salePrice: null });
      return id;
    };
    await make('Đầm maxi đi biển', ids.dresses, 30, 350_000);
    await make('Đầm công sở', ids.dresses, 10, 250_000);
    await make('Chân váy xếp ly', ids.skirts, 20, 190_000);
    await make('Đầm đã ẩn', ids.dresses, 999, 1_000, 'hidden');
  });
  afterAll(() => t.close());

  it('shows a top-level category with its visible sub-categories and all their listed products', async () => {
    const answer = await page(ids.top ?? '');
    expect(answer.status).toBe(200);
    expect(answer.data?.category.name.vi).toBe('Nữ');
    expect(answer.data?.parent).toBeNull();
    expect(answer.data?.children.map((c) => c.name.vi)).toEqual(['Chân váy', 'Đầm']);
    // Best-selling by default.
    expect(names(answer)).toEqual(['Đầm maxi đi biển', 'Chân váy xếp ly', 'Đầm công sở']);
    expect(answer.data?.products).toMatchObject({ total: 3, totalIsCapped: false, sort: 'best_selling' });
  });

  it('shows a sub-category with its parent and siblings, sorted and paged', async () => {
    const answer = await page(ids.dresses ?? '', '?sort=price_asc');
    expect(answer.data?.parent?.name.vi).toBe('Nữ');
    expect(answer.data?.children.map((c) => c.id)).toEqual([ids.skirts, ids.dresses]);
    expect(names(answer)).toEqual(['Đầm công sở', 'Đầm maxi đi biển']);
    expect(names(await page(ids.top ?? '', '?sort=price_desc&pageSize=2&page=2'))).toEqual([
      'Chân váy xếp ly',
    ]);
    // Relevance means nothing without words: the default order is used.
    expect((await page(ids.top ?? '', '?sort=relevance')).data?.products.sort).toBe('best_selling');
  });

  it('is 404 for a hidden or unknown category and 400 for a bad sort', async () => {
    expect((await page(ids.hidden ?? '')).status).toBe(404);
    expect((await page(randomUUID())).status).toBe(404);
    expect((await page('dam')).status).toBe(404);
    expect((await page(ids.top ?? '', '?sort=cheap')).status).toBe(400);
    expect((await page(ids.top ?? '', '?page=0')).status).toBe(400);
  });

  it('lists the visible tree', async () => {
    const res = await t.api.request('/api/v1/public/categories');
    const tree = ((await res.json()) as { data: CategoryNodeView[] }).data;
    const women = tree.find((c) => c.id === ids.top);
    expect(women?.children.map((c) => c.name.vi)).toEqual(['Chân váy', 'Đầm']);
  });

  it('documents the storefront in the OpenAPI document', async () => {
    const res = await t.api.request('/api/docs');
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/v1/public/home',
      '/api/v1/public/categories/{id}',
      '/api/v1/public/shops/{id}',
      '/api/v1/public/shops/{id}/products',
      '/api/v1/public/collections/{id}',
      '/api/v1/public/top-sellers',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
