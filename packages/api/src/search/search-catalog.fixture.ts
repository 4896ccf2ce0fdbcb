import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { shops } from '../shops/shops.tables';
import { insertCategory, insertSearchProduct } from '../testing/catalog-fixtures';
import { insertPromotion } from '../testing/promotion-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { refreshSearchVocabulary } from './search-vocabulary';

export const SEARCH = '/api/v1/public/products/search';

/**
 * The small catalog the search API tests share: categories, shops in VN and KO, products
 * with and without accents, brands, attributes, prices, ratings and promotions.
 */
export async function createSearchCatalog() {
  const ids: Record<string, string> = {};
  const cat: Record<string, string> = {};
  const shop: Record<string, string> = {};
  const t = await createTestApp();
  const db = t.ctx.database.db;
  cat.women = await insertCategory(db, { slug: 's-nu', vi: 'Nữ', en: 'Women', ko: '여성' });
  cat.dresses = await insertCategory(db, {
    slug: 's-dam',
    vi: 'Đầm',
    en: 'Dresses',
    ko: '원피스',
    parentId: cat.women,
  });
  cat.men = await insertCategory(db, { slug: 's-nam', vi: 'Nam', en: 'Men', ko: '남성' });
  cat.tees = await insertCategory(db, {
    slug: 's-ao-thun-nam',
    vi: 'Áo thun nam',
    en: "Men's T-shirts",
    ko: '남성 티셔츠',
    parentId: cat.men,
  });
  cat.beauty = await insertCategory(db, { slug: 's-my-pham', vi: 'Mỹ phẩm', en: 'Beauty', ko: '뷰티' });

  const open = await insertTestShop(db, { name: 'Shop Mở Cửa', followerCount: 100 });
  const seoul = await insertTestShop(db, { name: 'Seoul Beauty House', followerCount: 50 });
  await db.update(shops).set({ country: 'KO' }).where(eq(shops.id, seoul.id));
  const paused = await insertTestShop(db, { name: 'Shop Nghỉ', isPaused: true });
  const pending = await insertTestShop(db, { name: 'Shop Chờ', status: 'pending' });
  shop.open = open.id;
  shop.seoul = seoul.id;

  const base = { shopId: open.id };
  ids.tee = await insertSearchProduct(db, {
    ...base,
    categoryId: cat.tees,
    name: 'Áo thun cotton form rộng unisex',
    brand: 'Coolmate',
    soldCount: 50,
    price: 199_000,
    salePrice: 159_000,
    createdAt: new Date('2025-03-05T00:00:00Z'),
    attributes: { gender: 'unisex', material: 'Cotton', style: 'Basic' },
    ratingAvg: 4.5,
    freeShipping: true,
  });
  ids.maxi = await insertSearchProduct(db, {
    ...base,
    categoryId: cat.dresses,
    name: 'Đầm maxi hoa nhí đi biển',
    brand: 'Ivy Moda',
    soldCount: 10,
    price: 350_000,
    createdAt: new Date('2025-03-09T00:00:00Z'),
    attributes: { gender: 'female', style: 'Đi biển', pattern: 'Hoa nhí' },
    ratingAvg: 4.8,
  });
  // Old tone placement (hoà) in one name, new (hòa) in the other: the same word.
  ids.hoaOld = await insertSearchProduct(db, {
    ...base,
    categoryId: cat.dresses,
    name: 'Đầm suông Hoà Bình công sở',
    brand: 'Elise',
    soldCount: 30,
    price: 420_000,
    createdAt: new Date('2025-03-07T00:00:00Z'),
    attributes: { gender: 'female', style: 'Công sở' },
    ratingAvg: 3.9,
  });
  ids.hoaNew = await insertSearchProduct(db, {
    ...base,
    categoryId: cat.tees,
    name: 'Áo sơ mi Hòa Phát kẻ sọc',
    soldCount: 3,
    price: 260_000,
    createdAt: new Date('2025-02-01T00:00:00Z'),
    attributes: { gender: 'male' },
  });
  ids.sunscreen = await insertSearchProduct(db, {
    shopId: seoul.id,
    categoryId: cat.beauty,
    name: 'Kem chống nắng Hàn Quốc SPF50',
    brand: 'Laneige',
    soldCount: 80,
    price: 300_000,
    createdAt: new Date('2025-03-01T00:00:00Z'),
    ratingAvg: 4.2,
    freeShipping: true,
  });
  ids.jeans = await insertSearchProduct(db, {
    ...base,
    categoryId: cat.men,
    name: 'Quần jean nam ống đứng',
    brand: "Levi's",
    soldCount: 5,
    price: 500_000,
    createdAt: new Date('2025-01-15T00:00:00Z'),
    attributes: { gender: 'male', material: 'Denim' },
    ratingAvg: 3,
  });
  // Ranking probes: the word only in the brand, the words apart, the word as a prefix only.
  ids.brandOnly = await insertSearchProduct(db, {
    ...base,
    categoryId: cat.women,
    name: 'Túi tote canvas đi học',
    brand: 'Thun House',
    soldCount: 999,
  });
  ids.apart = await insertSearchProduct(db, {
    ...base,
    categoryId: cat.tees,
    name: 'Áo polo phối viền thun',
    soldCount: 700,
  });
  ids.prefixOnly = await insertSearchProduct(db, {
    ...base,
    categoryId: cat.women,
    name: 'Damask khăn lụa vuông',
    soldCount: 900,
  });
  // Never shown: hidden or waiting products, products of a paused or unapproved shop.
  for (const status of ['hidden', 'pending', 'draft', 'rejected'] as const) {
    await insertSearchProduct(db, { ...base, categoryId: cat.tees, name: `Áo thun ẩn ${status}`, status });
  }
  await insertSearchProduct(db, { shopId: paused.id, categoryId: cat.tees, name: 'Áo thun shop nghỉ' });
  await insertSearchProduct(db, { shopId: pending.id, categoryId: cat.tees, name: 'Áo thun shop chờ' });
  // Ties for pagination: same sales, price and date.
  for (let i = 1; i <= 25; i++) {
    await insertSearchProduct(db, {
      ...base,
      categoryId: cat.women,
      name: `Khăn lụa mẫu ${i}`,
      soldCount: 7,
      price: 120_000,
      createdAt: new Date('2025-02-15T00:00:00Z'),
    });
  }
  // The sunscreen is in a running flash sale; the jeans were, but it ended.
  const now = t.ctx.now();
  const sale = { now, discountedPrice: 99_000, stock: 10 };
  await insertPromotion(db, { ...sale, productId: ids.sunscreen, startsInHours: -24, endsInHours: 24 });
  await insertPromotion(db, { ...sale, productId: ids.jeans, startsInHours: -72, endsInHours: -24 });
  await refreshSearchVocabulary(t.ctx);

  async function search(query: Record<string, string | number>): Promise<SearchResultView> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.api.request(`${SEARCH}?${qs.toString()}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: SearchResultView }).data;
  }
  return { t, ids, cat, shop, search };
}

export const names = (result: SearchResultView) => result.items.map((item: ProductCardView) => item.name);
