import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestShop } from '../catalog/catalog-test-fixtures';
import { shops } from '../shops/shops.tables';
import { createTestApp } from '../testing/test-app';
import { insertCategory, insertPromotion, insertSearchProduct } from './search-test-fixtures';
import { refreshSearchVocabulary } from './search-vocabulary';

const SEARCH = '/api/v1/public/products/search';
const DAY = 86_400_000;

describe('product search', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids: Record<string, string> = {};
  const cat: Record<string, string> = {};
  const shop: Record<string, string> = {};

  async function search(query: Record<string, string | number>): Promise<SearchResultView> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.api.request(`${SEARCH}?${qs.toString()}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: SearchResultView }).data;
  }
  const names = (result: SearchResultView) => result.items.map((item: ProductCardView) => item.name);

  beforeAll(async () => {
    t = await createTestApp();
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
    const now = t.ctx.now().getTime();
    await insertPromotion(db, {
      productId: ids.sunscreen,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
    });
    await insertPromotion(db, {
      productId: ids.jeans,
      startsAt: new Date(now - 3 * DAY),
      endsAt: new Date(now - DAY),
    });
    await refreshSearchVocabulary(t.ctx);
  });
  afterAll(() => t.close());

  describe('words', () => {
    it('ignores accents and case', async () => {
      expect(names(await search({ q: 'ao thun' }))).toContain('Áo thun cotton form rộng unisex');
      expect(names(await search({ q: 'ÁO THUN' }))).toContain('Áo thun cotton form rộng unisex');
      const dam = names(await search({ q: 'dam' }));
      expect(dam).toContain('Đầm maxi hoa nhí đi biển');
      expect(dam).toContain('Đầm suông Hoà Bình công sở');
    });

    it("treats 'hoà' and 'hòa' as one word, typed NFC or NFD", async () => {
      const expected = ['Đầm suông Hoà Bình công sở', 'Áo sơ mi Hòa Phát kẻ sọc'];
      for (const q of ['hoà', 'hòa', 'hoà'.normalize('NFD'), 'hòa'.normalize('NFD'), 'hoa']) {
        const found = names(await search({ q }));
        for (const name of expected) expect(found).toContain(name);
      }
    });

    it('needs every word, the last one as a prefix while typing', async () => {
      expect(names(await search({ q: 'ao th' }))).toEqual([
        'Áo thun cotton form rộng unisex',
        'Áo polo phối viền thun',
      ]);
      expect(names(await search({ q: 'dam maxi bien' }))).toEqual(['Đầm maxi hoa nhí đi biển']);
      expect((await search({ q: 'dam jean' })).total).toBe(0);
    });

    it('finds brands too', async () => {
      expect(names(await search({ q: 'coolmate' }))).toEqual(['Áo thun cotton form rộng unisex']);
      expect(names(await search({ q: 'levi' }))).toEqual(['Quần jean nam ống đứng']);
      // "Levi's" is stored as the words 'levi' and 's': 'levis' is one edit away.
      const levis = await search({ q: 'levis' });
      expect(levis.correctedQuery).toBe('levi');
      expect(names(levis)).toEqual(['Quần jean nam ống đứng']);
    });

    it('ranks a phrase in the name, then all words in the name, then a whole word, then sales', async () => {
      // 'thun': in the name of the tee and the polo, only in the brand of the tote (best seller).
      expect(names(await search({ q: 'thun' }))).toEqual([
        'Áo polo phối viền thun',
        'Áo thun cotton form rộng unisex',
        'Túi tote canvas đi học',
      ]);
      // 'ao thun': side by side in the tee's name, apart in the polo's (which sells more).
      expect(names(await search({ q: 'ao thun' })).slice(0, 2)).toEqual([
        'Áo thun cotton form rộng unisex',
        'Áo polo phối viền thun',
      ]);
      // 'dam': a whole word in the dresses, only the start of 'Damask' (which sells most).
      expect(names(await search({ q: 'dam' }))).toEqual([
        'Đầm suông Hoà Bình công sở',
        'Đầm maxi hoa nhí đi biển',
        'Damask khăn lụa vuông',
      ]);
    });

    it("corrects a typo when the words find nothing: 'dam maxy'", async () => {
      const result = await search({ q: 'dam maxy' });
      expect(result.correctedQuery).toBe('dam maxi');
      expect(names(result)).toEqual(['Đầm maxi hoa nhí đi biển']);
      expect((await search({ q: 'dam maxi' })).correctedQuery).toBeNull();
      // Nothing close enough: an honest empty answer.
      const none = await search({ q: 'zzzzqqq' });
      expect(none).toMatchObject({ total: 0, items: [], correctedQuery: null, totalIsCapped: false });
    });

    it('answers a 1,000-character query and odd symbols normally', async () => {
      const long = await search({ q: 'áo thun '.repeat(125) });
      expect(names(long)).toContain('Áo thun cotton form rộng unisex');
      const noSpaces = await search({ q: 'x'.repeat(1000) });
      expect(noSpaces.total).toBe(0);
      for (const q of [
        "' OR 1=1 --",
        '&|!:*()',
        "ao:* & !thun | (')",
        '😀👗🔥',
        '<script>',
        '\\',
        '%_',
        "'; DROP TABLE products; --",
      ]) {
        const result = await search({ q });
        expect(Array.isArray(result.items)).toBe(true);
      }
      expect((await search({ q: '😀👗🔥' })).total).toBe(0);
      expect(names(await search({ q: 'áo 👗 thun!!!' }))).toContain('Áo thun cotton form rộng unisex');
    });

    it('never shows unlisted products', async () => {
      const found = names(await search({ q: 'ao thun', pageSize: 60 }));
      expect(found.some((name) => /ẩn|shop nghỉ|shop chờ/.test(name))).toBe(false);
      const all = await search({ pageSize: 60 });
      expect(all.total).toBe(34);
      expect(names(all).some((name) => /ẩn|shop nghỉ|shop chờ/.test(name))).toBe(false);
    });
  });

  describe('filters', () => {
    it('filters by category, a top level one including its sub-categories', async () => {
      expect(names(await search({ category: cat.dresses! })).sort()).toEqual(
        ['Đầm maxi hoa nhí đi biển', 'Đầm suông Hoà Bình công sở'].sort(),
      );
      const women = await search({ category: cat.women!, pageSize: 60 });
      expect(women.total).toBe(2 + 2 + 25);
      const men = names(await search({ category: cat.men!, q: 'ao' }));
      expect(men.sort()).toEqual(
        ['Áo thun cotton form rộng unisex', 'Áo sơ mi Hòa Phát kẻ sọc', 'Áo polo phối viền thun'].sort(),
      );
      expect((await search({ category: '00000000-0000-4000-8000-000000000000' })).total).toBe(0);
    });

    it('filters by shop and by shop country', async () => {
      expect(names(await search({ shop: shop.seoul! }))).toEqual(['Kem chống nắng Hàn Quốc SPF50']);
      expect(names(await search({ country: 'KO' }))).toEqual(['Kem chống nắng Hàn Quốc SPF50']);
      expect((await search({ country: 'VN', pageSize: 60 })).total).toBe(33);
    });

    it('filters by the price paid (the sale price when there is one)', async () => {
      // The tee costs 199,000 but sells at 159,000.
      expect(names(await search({ q: 'ao', priceMax: 160_000 }))).toEqual([
        'Áo thun cotton form rộng unisex',
      ]);
      expect(names(await search({ q: 'ao', priceMin: 170_000, priceMax: 200_000 }))).toEqual([
        'Áo polo phối viền thun',
      ]);
      expect(names(await search({ priceMin: 400_000 })).sort()).toEqual(
        ['Quần jean nam ống đứng', 'Đầm suông Hoà Bình công sở'].sort(),
      );
      expect(names(await search({ priceMin: 500_000, priceMax: 500_000 }))).toEqual([
        'Quần jean nam ống đứng',
      ]);
    });

    it('filters by brand, folded', async () => {
      for (const brand of ['Coolmate', 'COOLMATE', 'coolmate']) {
        expect(names(await search({ brand }))).toEqual(['Áo thun cotton form rộng unisex']);
      }
      expect(names(await search({ brand: "Levi's" }))).toEqual(['Quần jean nam ống đứng']);
      expect(names(await search({ brand: 'Ivy Moda', q: 'dam' }))).toEqual(['Đầm maxi hoa nhí đi biển']);
      expect(names(await search({ brand: 'Ivy' }))).toEqual([]);
      expect(names(await search({ brand: 'Thun' }))).toEqual([]);
    });

    it('filters by gender and the other attributes', async () => {
      expect(names(await search({ gender: 'female' })).sort()).toEqual(
        ['Đầm maxi hoa nhí đi biển', 'Đầm suông Hoà Bình công sở'].sort(),
      );
      expect(names(await search({ gender: 'male' })).sort()).toEqual(
        ['Quần jean nam ống đứng', 'Áo sơ mi Hòa Phát kẻ sọc'].sort(),
      );
      expect(names(await search({ style: 'Đi biển' }))).toEqual(['Đầm maxi hoa nhí đi biển']);
      expect(names(await search({ style: 'Đi biển'.normalize('NFD') }))).toEqual([
        'Đầm maxi hoa nhí đi biển',
      ]);
      expect(names(await search({ material: 'Cotton', gender: 'unisex' }))).toEqual([
        'Áo thun cotton form rộng unisex',
      ]);
      expect(names(await search({ pattern: 'Hoa nhí', gender: 'male' }))).toEqual([]);
    });

    it('filters by rating, free shipping and promotion', async () => {
      expect(names(await search({ ratingMin: 4 }))).toEqual([
        'Kem chống nắng Hàn Quốc SPF50',
        'Áo thun cotton form rộng unisex',
        'Đầm maxi hoa nhí đi biển',
      ]);
      expect(names(await search({ freeShipping: 1 }))).toEqual([
        'Kem chống nắng Hàn Quốc SPF50',
        'Áo thun cotton form rộng unisex',
      ]);
      expect((await search({ freeShipping: 'false', pageSize: 60 })).total).toBe(34);
      // On sale (the tee) or in a running program (the sunscreen); the jeans' program ended.
      expect(names(await search({ onPromotion: 'true' }))).toEqual([
        'Kem chống nắng Hàn Quốc SPF50',
        'Áo thun cotton form rộng unisex',
      ]);
    });

    it('offers the brands and categories of the matches as facets', async () => {
      const result = await search({ q: 'dam' });
      expect(result.facets.brands.map((b) => b.value).sort()).toEqual(['Elise', 'Ivy Moda']);
      expect(result.facets.categories).toEqual([
        { id: cat.dresses, name: { vi: 'Đầm', en: 'Dresses', ko: '원피스' }, count: 2 },
        { id: cat.women, name: { vi: 'Nữ', en: 'Women', ko: '여성' }, count: 1 },
      ]);
    });
  });

  describe('sorts and pages', () => {
    it('sorts by relevance with words and best-selling without, unless asked', async () => {
      expect((await search({ q: 'ao' })).sort).toBe('relevance');
      expect((await search({})).sort).toBe('best_selling');
      expect((await search({ sort: 'relevance' })).sort).toBe('best_selling');
      expect((await search({ q: 'ao', sort: 'newest' })).sort).toBe('newest');
    });

    it('orders every sort as asked', async () => {
      const q = 'ao';
      expect(names(await search({ q, sort: 'best_selling' }))).toEqual([
        'Áo polo phối viền thun',
        'Áo thun cotton form rộng unisex',
        'Áo sơ mi Hòa Phát kẻ sọc',
      ]);
      expect(names(await search({ q, sort: 'newest' }))).toEqual([
        'Áo thun cotton form rộng unisex',
        'Áo sơ mi Hòa Phát kẻ sọc',
        'Áo polo phối viền thun',
      ]);
      expect(names(await search({ q, sort: 'price_asc' }))).toEqual([
        'Áo thun cotton form rộng unisex',
        'Áo polo phối viền thun',
        'Áo sơ mi Hòa Phát kẻ sọc',
      ]);
      expect(names(await search({ q, sort: 'price_desc' }))).toEqual([
        'Áo sơ mi Hòa Phát kẻ sọc',
        'Áo polo phối viền thun',
        'Áo thun cotton form rộng unisex',
      ]);
      const prices = (await search({ sort: 'price_asc', pageSize: 60 })).items.map(
        (item) => item.salePrice ?? item.price,
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const sold = (await search({ sort: 'best_selling', pageSize: 60 })).items.map((item) => item.soldCount);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
    });

    it('pages through ties without overlap or gaps, in every sort', async () => {
      for (const sort of ['relevance', 'newest', 'best_selling', 'price_asc', 'price_desc']) {
        const seen: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const result = await search({ q: 'khan lua mau', sort, page, pageSize: 10 });
          expect(result.total).toBe(25);
          expect(result.page).toBe(page);
          seen.push(...result.items.map((item) => item.id));
        }
        expect(seen).toHaveLength(25);
        expect(new Set(seen).size).toBe(25);
        // The same page asked again is the same page.
        const again = await search({ q: 'khan lua mau', sort, page: 2, pageSize: 10 });
        expect(again.items.map((item) => item.id)).toEqual(seen.slice(10, 20));
      }
      const past = await search({ q: 'khan lua mau', page: 4, pageSize: 10 });
      expect(past.items).toEqual([]);
      expect(past.total).toBe(25);
    });

    it('answers product cards', async () => {
      const [card] = (await search({ q: 'coolmate' })).items;
      expect(card).toMatchObject({
        id: ids.tee,
        name: 'Áo thun cotton form rộng unisex',
        price: 199_000,
        salePrice: 159_000,
        discountPercent: 20,
        soldCount: 50,
        ratingAvg: 4.5,
        shopId: shop.open,
        shopName: 'Shop Mở Cửa',
        shopCountry: 'VN',
        freeShipping: true,
      });
      expect(card?.imageUrl).toMatch(/^\/media\/catalog\/products\/test-.+-400\.webp$/);
      expect(card?.imageSrcSet).toContain('200w');
    });
  });

  it('documents the search endpoints in the OpenAPI document', async () => {
    const res = await t.api.request('/api/docs');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths[SEARCH] ?? {})).toEqual(['get']);
    expect(doc.paths['/api/v1/public/search/suggestions']).toBeDefined();
    expect(doc.paths['/api/v1/public/search/trending']).toBeDefined();
    expect(Object.keys(doc.paths['/api/v1/mobile/search/recent'] ?? {}).sort()).toEqual(['delete', 'get']);
  });

  describe('bad parameters', () => {
    async function fieldsOf(query: string) {
      const res = await t.api.request(`${SEARCH}?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { code: string; fields: { path: string; message: string }[] };
      };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      return body.error.fields;
    }

    it('answers 400 with field errors, never 500', async () => {
      expect((await fieldsOf('page=0')).map((f) => f.path)).toEqual(['page']);
      expect((await fieldsOf('page=abc')).map((f) => f.path)).toEqual(['page']);
      expect((await fieldsOf('page=101')).map((f) => f.path)).toEqual(['page']);
      expect((await fieldsOf('pageSize=1000')).map((f) => f.path)).toEqual(['pageSize']);
      expect((await fieldsOf('category=not-a-uuid')).map((f) => f.path)).toEqual(['category']);
      expect((await fieldsOf('shop=1')).map((f) => f.path)).toEqual(['shop']);
      expect(await fieldsOf('priceMin=500000&priceMax=100000')).toEqual([
        expect.objectContaining({ path: 'priceMax', message: 'Giá tối thiểu không được lớn hơn giá tối đa' }),
      ]);
      expect((await fieldsOf('priceMin=-1')).map((f) => f.path)).toEqual(['priceMin']);
      expect((await fieldsOf('sort=xyz')).map((f) => f.path)).toEqual(['sort']);
      expect((await fieldsOf('ratingMin=9')).map((f) => f.path)).toEqual(['ratingMin']);
      expect((await fieldsOf('gender=robot')).map((f) => f.path)).toEqual(['gender']);
      expect((await fieldsOf('country=US')).map((f) => f.path)).toEqual(['country']);
      expect((await fieldsOf('freeShipping=maybe')).map((f) => f.path)).toEqual(['freeShipping']);
    });
  });
});
