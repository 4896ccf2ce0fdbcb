import type { ProductDetailView, ProductReviewPage } from '@cho-dep/core/catalog/product-detail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { productFavourites, shopFollows } from '../follows/follows.tables';
import { shops } from '../shops/shops.tables';
import { insertTestCategory, insertTestProduct } from '../testing/catalog-fixtures';
import { COLOUR, insertDetailedProduct, insertTestReview, SIZE } from '../testing/product-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { categories } from './catalog/categories.tables';
import { products } from './catalog/products.tables';
import { loadProductDetail } from './product-detail-query';

describe('GET /api/v1/public/products/{id}', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let shop: Awaited<ReturnType<typeof insertTestShop>>;
  let productId = '';
  let pendingId = '';
  let pausedShopProductId = '';
  const relatedIds: Record<string, string> = {};

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, { headers });
    return { status: res.status, body: (await res.json()) as { data: never; error?: { code: string } } };
  };
  const detail = async (id: string, headers: Record<string, string> = {}) => {
    const res = await get(`/api/v1/public/products/${id}`, headers);
    return { status: res.status, view: res.body.data as ProductDetailView, error: res.body.error };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const parent = await insertTestCategory(db);
    const category = await insertTestCategory(db);
    await db
      .update(categories)
      .set({ parentId: parent.id, nameVi: 'Áo thun nam' })
      .where(eq(categories.id, category.id));
    await db.update(categories).set({ nameVi: 'Nam', nameEn: 'Men' }).where(eq(categories.id, parent.id));
    const other = await insertTestCategory(db);
    shop = await insertTestShop(db, { name: 'Shop Chi Tiết', followerCount: 12 });
    const paused = await insertTestShop(db, { name: 'Shop Đang Nghỉ', isPaused: true });

    productId = (
      await insertDetailedProduct(db, {
        shopId: shop.id,
        categoryId: category.id,
        name: 'Áo thun cotton basic unisex',
        soldCount: 40,
      })
    ).id;
    pendingId = (
      await insertDetailedProduct(db, {
        shopId: shop.id,
        categoryId: category.id,
        name: 'Áo thun chờ duyệt',
        status: 'pending',
        soldCount: 999,
      })
    ).id;
    pausedShopProductId = (
      await insertTestProduct(db, {
        shopId: paused.id,
        categoryId: category.id,
        name: 'Áo của shop nghỉ',
        soldCount: 500,
      })
    ).id;
    for (const [name, soldCount] of [
      ['Áo thun bán chạy nhất', 300],
      ['Áo thun bán vừa', 100],
      ['Áo thun mới', 0],
    ] as const) {
      relatedIds[name] = (
        await insertTestProduct(db, { shopId: shop.id, categoryId: category.id, name, soldCount })
      ).id;
    }
    await insertTestProduct(db, {
      shopId: shop.id,
      categoryId: other.id,
      name: 'Đầm khác danh mục',
      soldCount: 800,
    });

    const base = { productId, shopId: shop.id };
    await insertTestReview(db, { ...base, rating: 5, fullName: 'Nguyễn Thị Lan', photos: 2, minutesAgo: 1 });
    await insertTestReview(db, { ...base, rating: 5, minutesAgo: 10 });
    await insertTestReview(db, { ...base, rating: 4, photos: 1, minutesAgo: 20 });
    await insertTestReview(db, { ...base, rating: 2, minutesAgo: 30 });
    await insertTestReview(db, { ...base, rating: 1, minutesAgo: 40, comment: 'Giao sai màu' });
  });
  afterAll(() => t.close());

  it('answers the product with prices, choices, pictures, terms and shop card', async () => {
    const { status, view } = await detail(productId);
    expect(status).toBe(200);
    expect(view).toMatchObject({
      id: productId,
      name: 'Áo thun cotton basic unisex',
      price: { min: 200_000, max: 220_000 },
      salePrice: { min: 150_000, max: 220_000 },
      discountPercent: 25,
      stock: 10,
      soldCount: 40,
      listed: true,
      attributes: { gender: 'unisex', material: 'Cotton', origin: 'Việt Nam' },
      logistics: {
        weightGrams: 250,
        packageLengthCm: 30,
        packageWidthCm: 20,
        packageHeightCm: 3,
        preparationDays: 2,
      },
      returnTerms: { days: 7, conditions: ['defective', 'wrong_item'] },
      videoUrl: '/media/catalog/videos/test.mp4',
      link: 'https://example.vn/ao-thun',
      isFavourite: false,
      sizeRecommendation: null,
    });
    expect(view.options.map((o) => [o.name, o.values.map((v) => v.value)])).toEqual([
      [COLOUR, ['Đen', 'Trắng']],
      [SIZE, ['S', 'M']],
    ]);
    expect(view.options[0]?.values[0]?.image?.thumbUrl).toMatch(/-den-200\.webp$/);
    expect(view.variants).toHaveLength(4);
    expect(
      view.variants.map((v) => [v.optionValues.map((o) => o.value).join('/'), v.stock, v.soldOut]),
    ).toEqual([
      ['Đen/S', 0, true],
      ['Đen/M', 4, false],
      ['Trắng/S', 6, false],
      ['Trắng/M', 0, true],
    ]);
    expect(view.images.map((i) => i.optionValue)).toEqual([null, 'Đen', 'Trắng']);
    expect(view.images[0]?.url).toMatch(/-800\.webp$/);
    expect(view.images[0]?.srcSet).toMatch(/-800\.webp 800w, .+-400\.webp 400w, .+-200\.webp 200w$/);
    expect(view.descriptionImages[0]?.url).toBe('/media/catalog/products/test-description-800.webp');
    expect(view.sizeChart).toMatchObject({ name: 'Bảng size áo', type: 'top', attributeIds: [1, 5] });
    expect(view.sizeChart?.rows).toHaveLength(3);
    expect(view.sizeDetails).toHaveLength(2);
    expect(view.shop).toEqual({
      id: shop.id,
      name: 'Shop Chi Tiết',
      logoUrl: '/media/catalog/shops/test-logo-200.webp',
      country: 'VN',
      ratingAvg: 0,
      ratingCount: 0,
      followerCount: 12,
      productCount: 5,
      isFollowed: false,
      isPaused: false,
    });
    expect(view.breadcrumb.map((c) => c.name)).toEqual(['Nam', 'Áo thun nam']);
  });

  it('words the breadcrumb in the visitor language', async () => {
    const { view } = await detail(productId, { 'accept-language': 'en' });
    expect(view.breadcrumb.map((c) => c.name)).toEqual(['Men', 'T-shirts']);
  });

  it('summarises the reviews from the review rows and shows the newest first', async () => {
    const { view } = await detail(productId);
    expect(view.reviewSummary).toEqual({
      average: 3.4,
      count: 5,
      countByStar: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 2 },
      withPhotos: 2,
      withMedia: 2,
    });
    expect(view.topReviews).toHaveLength(3);
    expect(view.topReviews[0]).toMatchObject({
      reviewerName: 'N************n',
      rating: 5,
      variantLabel: 'Đen, M',
    });
    expect(view.topReviews[0]?.photoUrls).toEqual([
      '/media/reviews/test-0-400.webp',
      '/media/reviews/test-1-400.webp',
    ]);
  });

  it('relates best sellers of the same category that buyers can see, never the product itself', async () => {
    const { view } = await detail(productId);
    expect(view.related.map((p) => p.name)).toEqual([
      'Áo thun bán chạy nhất',
      'Áo thun bán vừa',
      'Áo thun mới',
    ]);
    expect(view.related.map((p) => p.id)).not.toContain(productId);
    expect(view.related.map((p) => p.id)).not.toContain(pendingId);
    expect(view.related.map((p) => p.id)).not.toContain(pausedShopProductId);
  });

  it('answers 404 NOT_FOUND for unlisted products, unknown ids and malformed ids', async () => {
    for (const id of [pendingId, '00000000-0000-4000-8000-000000000000']) {
      const { status, error } = await detail(id);
      expect(status, id).toBe(404);
      expect(error?.code, id).toBe('NOT_FOUND');
    }
    expect((await detail('not-a-uuid')).status).toBe(404);
    expect((await detail("1' or '1'='1")).status).toBe(404);
  });

  it('shows a paused shop product as on vacation (pause mode), out of the listings', async () => {
    const { status, view } = await detail(pausedShopProductId);
    expect(status).toBe(200);
    expect(view.shop.isPaused).toBe(true);
    expect(view.listed).toBe(false);
  });

  it('never takes a sibling path such as /products/search for a product id', async () => {
    const { body } = await get('/api/v1/public/products/search?q=ao');
    expect(body.error?.code).not.toBe('NOT_FOUND');
  });

  it("shows the shop's owner their own unlisted product", async () => {
    const owner = await insertSignedInUser(t.ctx, { fullName: 'Chủ shop' });
    await t.ctx.database.db
      .update(users)
      .set({ roles: ['buyer', 'seller'] })
      .where(eq(users.id, owner.userId));
    await t.ctx.database.db.update(shops).set({ ownerUserId: owner.userId }).where(eq(shops.id, shop.id));
    const { status, view } = await detail(pendingId, owner.headers);
    expect(status).toBe(200);
    expect(view.listed).toBe(false);
    const stranger = await insertSignedInUser(t.ctx);
    expect((await detail(pendingId, stranger.headers)).status).toBe(404);
  });

  it('tells a signed-in viewer whether they follow the shop and like the product', async () => {
    const viewer = await insertSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    await db.insert(shopFollows).values({ userId: viewer.userId, shopId: shop.id });
    await db.insert(productFavourites).values({ userId: viewer.userId, productId });
    const { view } = await detail(productId, viewer.headers);
    expect(view.shop.isFollowed).toBe(true);
    expect(view.isFavourite).toBe(true);
    expect(view.sizeRecommendation).toEqual({ kind: 'none', why: 'noMeasurements' });
    // The shared (cached) part never carries one viewer's state to another.
    const anonymous = await detail(productId);
    expect([
      anonymous.view.shop.isFollowed,
      anonymous.view.isFavourite,
      anonymous.view.sizeRecommendation,
    ]).toEqual([false, false, null]);
  });

  it('reuses the viewer-independent part for a short while, and the read model without cache reads fresh', async () => {
    const db = t.ctx.database.db;
    await detail(productId);
    await db.update(products).set({ name: 'Áo thun đã đổi tên' }).where(eq(products.id, productId));
    expect((await detail(productId)).view.name).toBe('Áo thun cotton basic unisex');
    const fresh = await loadProductDetail(db, productId, {
      viewer: null,
      language: 'vi',
      urlOf: t.ctx.storage.urlOf,
    });
    expect(fresh.name).toBe('Áo thun đã đổi tên');
    await db.update(products).set({ name: 'Áo thun cotton basic unisex' }).where(eq(products.id, productId));
  });

  it('recommends a size from the viewer measurements', async () => {
    const viewer = await insertSignedInUser(t.ctx, { bodyMeasurements: { chest: 88, height: 160 } });
    const { view } = await detail(productId, viewer.headers);
    expect(view.sizeRecommendation).toEqual({
      kind: 'fits',
      size: 'M',
      reasons: [
        { attribute: 'chest', value: 88, range: [86, 90], fit: 'within' },
        { attribute: 'height', value: 160, range: [158, 165], fit: 'within' },
      ],
    });
  });

  describe('GET /api/v1/public/products/{id}/reviews', () => {
    const reviews = async (query: string) => {
      const res = await get(`/api/v1/public/products/${productId}/reviews${query}`);
      return { status: res.status, page: res.body.data as ProductReviewPage, error: res.body.error };
    };

    it('pages the reviews newest first', async () => {
      const { status, page } = await reviews('');
      expect(status).toBe(200);
      expect(page).toMatchObject({ page: 1, pageSize: 10, total: 5 });
      expect(page.items.map((r) => r.rating)).toEqual([5, 5, 4, 2, 1]);
      expect(page.items[0]?.reviewerName).toBe('N************n');
      expect((await reviews('?page=2')).page.items).toEqual([]);
    });

    it('filters by star and by photos', async () => {
      expect((await reviews('?star=5')).page.items.map((r) => r.rating)).toEqual([5, 5]);
      expect((await reviews('?star=1')).page.items[0]?.comment).toBe('Giao sai màu');
      const withPhotos = await reviews('?withPhotos=1');
      expect(withPhotos.page.total).toBe(2);
      expect(withPhotos.page.items.every((r) => r.photoUrls.length > 0)).toBe(true);
      expect((await reviews('?star=5&withPhotos=true')).page.total).toBe(1);
    });

    it('answers 400 for a bad star and 404 for a product buyers cannot see', async () => {
      expect((await reviews('?star=9')).status).toBe(400);
      expect((await reviews('?page=0')).status).toBe(400);
      const res = await get(`/api/v1/public/products/${pendingId}/reviews`);
      expect(res.status).toBe(404);
    });
  });
});
