import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchCatalog, names } from './search-catalog.fixture';

describe('product search: filters, sorts and pages', () => {
  let c: Awaited<ReturnType<typeof createSearchCatalog>>;
  beforeAll(async () => {
    c = await createSearchCatalog();
  });
  afterAll(() => c.t.close());

  describe('filters', () => {
    it('filters by category, a top level one including its sub-categories', async () => {
      expect(names(await c.search({ category: c.cat.dresses! })).sort()).toEqual(
        ['Đầm maxi hoa nhí đi biển', 'Đầm suông Hoà Bình công sở'].sort(),
      );
      const women = await c.search({ category: c.cat.women!, pageSize: 60 });
      expect(women.total).toBe(2 + 2 + 25);
      const men = names(await c.search({ category: c.cat.men!, q: 'ao' }));
      expect(men.sort()).toEqual(
        ['Áo thun cotton form rộng unisex', 'Áo sơ mi Hòa Phát kẻ sọc', 'Áo polo phối viền thun'].sort(),
      );
      expect((await c.search({ category: '00000000-0000-4000-8000-000000000000' })).total).toBe(0);
    });

    it('filters by shop and by shop country', async () => {
      expect(names(await c.search({ shop: c.shop.seoul! }))).toEqual(['Kem chống nắng Hàn Quốc SPF50']);
      expect(names(await c.search({ country: 'KO' }))).toEqual(['Kem chống nắng Hàn Quốc SPF50']);
      expect((await c.search({ country: 'VN', pageSize: 60 })).total).toBe(33);
    });

    it('filters by the price paid (the sale price when there is one)', async () => {
      // The tee costs 199,000 but sells at 159,000.
      expect(names(await c.search({ q: 'ao', priceMax: 160_000 }))).toEqual([
        'Áo thun cotton form rộng unisex',
      ]);
      expect(names(await c.search({ q: 'ao', priceMin: 170_000, priceMax: 200_000 }))).toEqual([
        'Áo polo phối viền thun',
      ]);
      expect(names(await c.search({ priceMin: 400_000 })).sort()).toEqual(
        ['Quần jean nam ống đứng', 'Đầm suông Hoà Bình công sở'].sort(),
      );
      expect(names(await c.search({ priceMin: 500_000, priceMax: 500_000 }))).toEqual([
        'Quần jean nam ống đứng',
      ]);
    });

    it('filters by brand, folded', async () => {
      for (const brand of ['Coolmate', 'COOLMATE', 'coolmate']) {
        expect(names(await c.search({ brand }))).toEqual(['Áo thun cotton form rộng unisex']);
      }
      expect(names(await c.search({ brand: "Levi's" }))).toEqual(['Quần jean nam ống đứng']);
      expect(names(await c.search({ brand: 'Ivy Moda', q: 'dam' }))).toEqual(['Đầm maxi hoa nhí đi biển']);
      expect(names(await c.search({ brand: 'Ivy' }))).toEqual([]);
      expect(names(await c.search({ brand: 'Thun' }))).toEqual([]);
    });

    it('filters by gender and the other attributes', async () => {
      expect(names(await c.search({ gender: 'female' })).sort()).toEqual(
        ['Đầm maxi hoa nhí đi biển', 'Đầm suông Hoà Bình công sở'].sort(),
      );
      expect(names(await c.search({ gender: 'male' })).sort()).toEqual(
        ['Quần jean nam ống đứng', 'Áo sơ mi Hòa Phát kẻ sọc'].sort(),
      );
      expect(names(await c.search({ style: 'Đi biển' }))).toEqual(['Đầm maxi hoa nhí đi biển']);
      expect(names(await c.search({ style: 'Đi biển'.normalize('NFD') }))).toEqual([
        'Đầm maxi hoa nhí đi biển',
      ]);
      expect(names(await c.search({ material: 'Cotton', gender: 'unisex' }))).toEqual([
        'Áo thun cotton form rộng unisex',
      ]);
      expect(names(await c.search({ pattern: 'Hoa nhí', gender: 'male' }))).toEqual([]);
    });

    it('filters by rating, free shipping and promotion', async () => {
      expect(names(await c.search({ ratingMin: 4 }))).toEqual([
        'Kem chống nắng Hàn Quốc SPF50',
        'Áo thun cotton form rộng unisex',
        'Đầm maxi hoa nhí đi biển',
      ]);
      expect(names(await c.search({ freeShipping: 1 }))).toEqual([
        'Kem chống nắng Hàn Quốc SPF50',
        'Áo thun cotton form rộng unisex',
      ]);
      expect((await c.search({ freeShipping: 'false', pageSize: 60 })).total).toBe(34);
      // On sale (the tee) or in a running program (the sunscreen); the jeans' program ended.
      expect(names(await c.search({ onPromotion: 'true' }))).toEqual([
        'Kem chống nắng Hàn Quốc SPF50',
        'Áo thun cotton form rộng unisex',
      ]);
    });

    it('offers the brands and categories of the matches as facets', async () => {
      const result = await c.search({ q: 'dam' });
      expect(result.facets.brands.map((b) => b.value).sort()).toEqual(['Elise', 'Ivy Moda']);
      expect(result.facets.categories).toEqual([
        { id: c.cat.dresses, name: { vi: 'Đầm', en: 'Dresses', ko: '원피스' }, count: 2 },
        { id: c.cat.women, name: { vi: 'Nữ', en: 'Women', ko: '여성' }, count: 1 },
      ]);
    });
  });

  describe('sorts and pages', () => {
    it('sorts by relevance with words and best-selling without, unless asked', async () => {
      expect((await c.search({ q: 'ao' })).sort).toBe('relevance');
      expect((await c.search({})).sort).toBe('best_selling');
      expect((await c.search({ sort: 'relevance' })).sort).toBe('best_selling');
      expect((await c.search({ q: 'ao', sort: 'newest' })).sort).toBe('newest');
    });

    it('orders every sort as asked', async () => {
      const q = 'ao';
      expect(names(await c.search({ q, sort: 'best_selling' }))).toEqual([
        'Áo polo phối viền thun',
        'Áo thun cotton form rộng unisex',
        'Áo sơ mi Hòa Phát kẻ sọc',
      ]);
      expect(names(await c.search({ q, sort: 'newest' }))).toEqual([
        'Áo thun cotton form rộng unisex',
        'Áo sơ mi Hòa Phát kẻ sọc',
        'Áo polo phối viền thun',
      ]);
      expect(names(await c.search({ q, sort: 'price_asc' }))).toEqual([
        'Áo thun cotton form rộng unisex',
        'Áo polo phối viền thun',
        'Áo sơ mi Hòa Phát kẻ sọc',
      ]);
      expect(names(await c.search({ q, sort: 'price_desc' }))).toEqual([
        'Áo sơ mi Hòa Phát kẻ sọc',
        'Áo polo phối viền thun',
        'Áo thun cotton form rộng unisex',
      ]);
      const prices = (await c.search({ sort: 'price_asc', pageSize: 60 })).items.map(
        (item) => item.salePrice ?? item.price,
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const sold = (await c.search({ sort: 'best_selling', pageSize: 60 })).items.map(
        (item) => item.soldCount,
      );
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
    });

    it('pages through ties without overlap or gaps, in every sort', async () => {
      for (const sort of ['relevance', 'newest', 'best_selling', 'price_asc', 'price_desc']) {
        const seen: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const result = await c.search({ q: 'khan lua mau', sort, page, pageSize: 10 });
          expect(result.total).toBe(25);
          expect(result.page).toBe(page);
          seen.push(...result.items.map((item) => item.id));
        }
        expect(seen).toHaveLength(25);
        expect(new Set(seen).size).toBe(25);
        // The same page asked again is the same page.
        const again = await c.search({ q: 'khan lua mau', sort, page: 2, pageSize: 10 });
        expect(again.items.map((item) => item.id)).toEqual(seen.slice(10, 20));
      }
      const past = await c.search({ q: 'khan lua mau', page: 4, pageSize: 10 });
      expect(past.items).toEqual([]);
      expect(past.total).toBe(25);
    });

    it('answers product cards', async () => {
      const [card] = (await c.search({ q: 'coolmate' })).items;
      expect(card).toMatchObject({
        id: c.ids.tee,
        name: 'Áo thun cotton form rộng unisex',
        price: 199_000,
        salePrice: 159_000,
        discountPercent: 20,
        soldCount: 50,
        ratingAvg: 4.5,
        shopId: c.shop.open,
        shopName: 'Shop Mở Cửa',
        shopCountry: 'VN',
        freeShipping: true,
      });
      expect(card?.imageUrl).toMatch(/^\/media\/catalog\/products\/test-.+-400\.webp$/);
      expect(card?.imageSrcSet).toContain('200w');
    });
  });
});
