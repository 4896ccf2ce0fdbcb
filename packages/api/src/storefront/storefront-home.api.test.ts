import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../shops/shops.tables';
import { insertTestCategory, insertTestProduct } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { hoursFrom, insertBanner, insertBrandOfMonth, insertFlashSale } from './storefront-test-fixtures';
import type { HomeView } from './storefront-views';

describe('home page read model (GET /api/v1/public/home)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids: Record<string, string> = {};
  const home = async () => {
    const res = await t.api.request('/api/v1/public/home');
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: HomeView }).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const category = await insertTestCategory(db);
    const open = await insertTestShop(db, { name: 'Shop Bán Chạy' });
    const second = await insertTestShop(db, { name: 'Shop Thứ Hai' });
    const third = await insertTestShop(db, { name: 'Shop Đánh Giá Cao' });
    const paused = await insertTestShop(db, { name: 'Shop Nghỉ', isPaused: true });
    await db.update(shops).set({ ratingAvg: 4.9 }).where(eq(shops.id, third.id));
    await db.update(shops).set({ ratingAvg: 4.1 }).where(eq(shops.id, second.id));
    const base = { categoryId: category.id };
    ids.best = (
      await insertTestProduct(db, { ...base, shopId: open.id, name: 'Áo thun bán chạy nhất', soldCount: 50 })
    ).id;
    ids.cheap = (
      await insertTestProduct(db, { ...base, shopId: open.id, name: 'Áo sơ mi giá tốt', soldCount: 10 })
    ).id;
    ids.hidden = (
      await insertTestProduct(db, {
        ...base,
        shopId: open.id,
        name: 'Áo đã ẩn khỏi shop',
        status: 'hidden',
        soldCount: 900,
      })
    ).id;
    ids.second = (
      await insertTestProduct(db, { ...base, shopId: second.id, name: 'Quần jeans ống suông', soldCount: 30 })
    ).id;
    ids.third = (
      await insertTestProduct(db, { ...base, shopId: third.id, name: 'Chân váy xếp ly', soldCount: 30 })
    ).id;
    ids.paused = (
      await insertTestProduct(db, { ...base, shopId: paused.id, name: 'Đầm của shop nghỉ', soldCount: 999 })
    ).id;
    Object.assign(ids, { shopOpen: open.id, shopSecond: second.id, shopThird: third.id });

    await insertBanner(db, {
      title: 'Banner thứ hai',
      startsAt: hoursFrom(now, -2),
      endsAt: hoursFrom(now, 48),
      position: 1,
    });
    await insertBanner(db, {
      title: 'Banner đầu tiên',
      startsAt: hoursFrom(now, -2),
      endsAt: hoursFrom(now, 48),
      position: 0,
    });
    await insertBanner(db, {
      title: 'Banner sắp chạy',
      startsAt: hoursFrom(now, 1),
      endsAt: hoursFrom(now, 48),
    });
    await insertBanner(db, {
      title: 'Banner đã hết hạn',
      startsAt: hoursFrom(now, -48),
      endsAt: hoursFrom(now, -1),
    });
    await insertBanner(db, {
      title: 'Banner của shop',
      shopId: open.id,
      startsAt: hoursFrom(now, -2),
      endsAt: hoursFrom(now, 48),
    });

    await insertFlashSale(db, {
      name: 'Flash Sale hôm nay',
      startsAt: hoursFrom(now, -3),
      endsAt: hoursFrom(now, 1),
      items: [
        { productId: ids.cheap, price: 99_000, stock: 40, sold: 30 },
        { productId: ids.hidden, price: 10_000 },
        { productId: ids.best, price: 129_000, stock: 10, sold: 10 },
        { productId: ids.paused, price: 10_000 },
      ],
    });
    await insertFlashSale(db, {
      name: 'Flash Sale ngày mai',
      startsAt: hoursFrom(now, 1),
      endsAt: hoursFrom(now, 25),
      items: [{ productId: ids.second, price: 199_000 }],
    });

    await insertBrandOfMonth(db, {
      shopId: open.id,
      startsAt: hoursFrom(now, -1),
      endsAt: hoursFrom(now, 24 * 365),
      headline: 'Giảm đến 30%',
    });
    await insertBrandOfMonth(db, {
      shopId: paused.id,
      startsAt: hoursFrom(now, -1),
      endsAt: hoursFrom(now, 24 * 365),
    });
    await insertBrandOfMonth(db, {
      shopId: second.id,
      startsAt: hoursFrom(now, -48),
      endsAt: hoursFrom(now, -24),
    });
  });
  afterAll(() => t.close());

  it('shows the running home banners in their order, not future, expired or shop ones', async () => {
    const view = await home();
    expect(view.banners.map((b) => b.title)).toEqual(['Banner đầu tiên', 'Banner thứ hai']);
    expect(view.banners[0]?.imageUrl).toMatch(/^\/media\/catalog\/banners\/test-.+-1200\.webp$/);
    expect(view.banners[0]?.imageSrcSet).toMatch(/1200w, .+-600\.webp 600w$/);
    expect(Date.parse(view.now)).toBeGreaterThan(0);
  });

  it('shows the running flash sale with listed items only, program prices and stock left', async () => {
    const sale = (await home()).flashSale;
    expect(sale?.name).toBe('Flash Sale hôm nay');
    expect(sale?.items.map((i) => i.product.id)).toEqual([ids.cheap, ids.best]);
    expect(sale?.items[0]).toMatchObject({ programPrice: 99_000, stock: 40, soldCount: 30, stockLeft: 10 });
    // 99k against the 199k original price.
    expect(sale?.items[0]?.discountPercent).toBe(50);
    expect(sale?.items[1]?.stockLeft).toBe(0);
  });

  it('lists open Brand of Month shops with their best sellers; top sellers by units sold then rating', async () => {
    const view = await home();
    expect(view.brandsOfMonth.map((b) => b.shop.id)).toEqual([ids.shopOpen]);
    expect(view.brandsOfMonth[0]?.headline).toBe('Giảm đến 30%');
    expect(view.brandsOfMonth[0]?.products.map((p) => p.id)).toEqual([ids.best, ids.cheap]);
    // 60 sold (the hidden product's 900 do not count), then two shops at 30: the better rated first.
    expect(view.topSellers.map((s) => [s.shop.id, s.totalSold])).toEqual([
      [ids.shopOpen, 60],
      [ids.shopThird, 30],
      [ids.shopSecond, 30],
    ]);
    expect(view.topSellers.map((s) => s.rank)).toEqual([1, 2, 3]);
  });

  it('recommends listed products only', async () => {
    const view = await home();
    const shown = view.recommended.map((p) => p.id);
    expect(new Set(shown)).toEqual(new Set([ids.best, ids.second, ids.third, ids.cheap]));
  });

  it('moves on with time: the next flash-sale slot and the banner that starts later', async () => {
    t.advance(90 * 60_000);
    const view = await home();
    expect(view.flashSale?.name).toBe('Flash Sale ngày mai');
    expect(view.flashSale?.items.map((i) => i.product.id)).toEqual([ids.second]);
    expect(view.banners.map((b) => b.title)).toContain('Banner sắp chạy');
    t.advance(48 * 3_600_000);
    const later = await home();
    expect(later.flashSale).toBeNull();
    expect(later.banners).toEqual([]);
  });
});
