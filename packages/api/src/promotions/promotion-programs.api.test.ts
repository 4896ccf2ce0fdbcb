import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursFrom, insertFlashSale } from '../storefront/storefront-test-fixtures';
import { insertTestCategory, insertTestProduct } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import type { PromotionProgramsView } from './promotion-programs-query';
import { promotionItems, promotions } from './promotions.tables';

describe('GET /api/v1/mobile/promotions (/uu-dai)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const product: Record<string, { id: string; variantIds: string[] }> = {};

  const programs = async () => {
    const res = await t.api.request('/api/v1/mobile/promotions');
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: PromotionProgramsView }).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const category = await insertTestCategory(db);
    const shop = await insertTestShop(db, { name: 'Shop Ưu Đãi' });
    const paused = await insertTestShop(db, { name: 'Shop Nghỉ Bán', isPaused: true });
    for (const name of ['Áo sơ mi linen', 'Quần jean ống suông', 'Váy hoa nhí', 'Áo khoác gió']) {
      product[name] = await insertTestProduct(db, { shopId: shop.id, categoryId: category.id, name });
    }
    const hidden = await insertTestProduct(db, {
      shopId: shop.id,
      categoryId: category.id,
      name: 'Áo đã ẩn bán',
      status: 'hidden',
    });
    const pausedProduct = await insertTestProduct(db, {
      shopId: paused.id,
      categoryId: category.id,
      name: 'Mũ len',
    });
    const id = (name: string) => product[name]?.id ?? '';

    await insertFlashSale(db, {
      name: 'Flash Sale hôm nay',
      startsAt: hoursFrom(now, -2),
      endsAt: hoursFrom(now, 3),
      items: [
        { productId: id('Áo sơ mi linen'), price: 99_000, stock: 20, sold: 5 },
        { productId: hidden.id, price: 50_000 },
      ],
    });
    await insertFlashSale(db, {
      name: 'Flash Sale ngày mai',
      startsAt: hoursFrom(now, 20),
      endsAt: hoursFrom(now, 44),
      items: [{ productId: id('Váy hoa nhí'), price: 120_000 }],
    });
    await insertFlashSale(db, {
      name: 'Đã kết thúc',
      startsAt: hoursFrom(now, -30),
      endsAt: hoursFrom(now, -6),
      items: [{ productId: id('Áo khoác gió'), price: 90_000 }],
    });
    // A shop's program by variant, ending later than the flash sale.
    const [byVariant] = await db
      .insert(promotions)
      .values({
        name: 'Tuần lễ denim',
        kind: 'variant',
        shopId: shop.id,
        startsAt: hoursFrom(now, -24),
        endsAt: hoursFrom(now, 100),
      })
      .returning();
    const [s, m] = product['Quần jean ống suông']?.variantIds ?? [];
    await db.insert(promotionItems).values([
      {
        promotionId: byVariant?.id ?? '',
        productId: id('Quần jean ống suông'),
        variantId: s,
        discountedPrice: 139_000,
        stock: 10,
        soldCount: 4,
      },
      {
        promotionId: byVariant?.id ?? '',
        productId: id('Quần jean ống suông'),
        variantId: m,
        discountedPrice: 129_000,
        stock: 5,
        soldCount: 1,
        position: 1,
      },
    ]);
    const [pausedProgram] = await db
      .insert(promotions)
      .values({
        name: 'Shop nghỉ',
        kind: 'product',
        shopId: paused.id,
        startsAt: hoursFrom(now, -1),
        endsAt: hoursFrom(now, 5),
      })
      .returning();
    await db.insert(promotionItems).values({
      promotionId: pausedProgram?.id ?? '',
      productId: pausedProduct.id,
      discountedPrice: 10_000,
      stock: 5,
    });
    await db.insert(promotions).values({
      name: 'Kết thúc sớm',
      kind: 'product',
      shopId: shop.id,
      startsAt: hoursFrom(now, -1),
      endsAt: hoursFrom(now, 5),
      endedAt: now,
    });
  });
  afterAll(() => t.close());

  it('lists running programs ending soonest first, with their listed products at the program price', async () => {
    const view = await programs();
    expect(view.running.map((p) => p.name)).toEqual(['Flash Sale hôm nay', 'Tuần lễ denim']);
    const [flash, denim] = view.running;
    expect(flash).toMatchObject({ kind: 'flash_sale', shop: null, state: 'running', itemCount: 1 });
    expect(flash?.items[0]).toMatchObject({
      programPrice: 99_000,
      stock: 20,
      soldCount: 5,
      stockLeft: 15,
      product: { id: product['Áo sơ mi linen']?.id, price: 199_000, salePrice: 99_000, discountPercent: 50 },
    });
    // By variant: the product once, at its lowest variant price, the variants' stock summed.
    expect(denim?.shop?.name).toBe('Shop Ưu Đãi');
    expect(denim?.items).toHaveLength(1);
    expect(denim?.items[0]).toMatchObject({ programPrice: 129_000, stock: 15, soldCount: 5, stockLeft: 10 });
    expect(denim?.items[0]?.product.salePrice).toBe(129_000);
    expect(Date.parse(view.now)).toBeGreaterThan(0);
  });

  it('lists upcoming programs with their start and no products', async () => {
    const view = await programs();
    expect(view.upcoming.map((p) => [p.name, p.state, p.items.length, p.itemCount])).toEqual([
      ['Flash Sale ngày mai', 'upcoming', 0, 1],
    ]);
    expect(Date.parse(view.upcoming[0]?.startsAt ?? '')).toBeGreaterThan(Date.parse(view.now));
  });
});
