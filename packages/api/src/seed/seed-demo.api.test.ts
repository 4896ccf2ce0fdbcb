import { isValidTaxCode } from '@cho-dep/core/shops/tax-code';
import { queryRows } from '@cho-dep/db/rows';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { listCategoryTree, listHomeProducts } from '../products/catalog/catalog-queries';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { listTopSellers } from '../storefront/top-sellers-query';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { seedDemoDataOnce } from './seed-demo';

describe('demo seed', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let first: Awaited<ReturnType<typeof seedDemoDataOnce>>;
  beforeAll(async () => {
    t = await createRaceTestApp();
    first = await seedDemoDataOnce(t.ctx, { products: 120 });
  });
  afterAll(() => t.close());

  raceIt('seeds once; a second call (even concurrent) is a no-op', async () => {
    expect(first).toMatchObject({ seeded: true, products: 120 });
    const again = await Promise.all([
      seedDemoDataOnce(t.ctx, { products: 120 }),
      seedDemoDataOnce(t.ctx, { products: 120 }),
    ]);
    expect(again.map((r) => r.seeded)).toEqual([false, false]);
    const [row] = await t.ctx.database.db.select({ value: count() }).from(products);
    expect(row?.value).toBe(120);
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
    // Demo tax codes pass the validator a seller's own edit would meet.
    const vietnamese = rows.filter((s) => s.country === 'VN');
    expect(vietnamese.filter((s) => !isValidTaxCode(s.taxCode ?? '', 2026)).map((s) => s.taxCode)).toEqual(
      [],
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
    expect(sums).toHaveLength(120);
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
    // All but the pending shop's two and the demo seller's six unlisted ones.
    const home = await listHomeProducts(db, { limit: 200, offset: 0 });
    expect(home).toHaveLength(112);
    const top = await listTopSellers(db, { limit: 5, products: 0 }, t.ctx.storage.urlOf);
    expect(top).toHaveLength(5);
    for (const url of [home[0]?.imageUrl, top[0]?.shop.logoUrl, tree[0]?.imageUrl]) {
      const stored = await t.ctx.storage.get((url ?? '').replace('/media/', ''));
      expect(stored?.contentType, url ?? '').toBe('image/webp');
    }
  });

  it('runs a platform flash sale now, its items below the price buyers pay and in stock', async () => {
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    const running = await queryRows<{ id: string; ends_at: string | Date; items: number }>(
      db,
      sql`select p.id, p.ends_at, (select count(*)::int from promotion_items i where i.promotion_id = p.id) as items
          from promotions p
          where p.kind = 'flash_sale' and p.shop_id is null and p.starts_at <= ${now.toISOString()}::timestamptz
            and p.ends_at > ${now.toISOString()}::timestamptz`,
    );
    expect(running).toHaveLength(1);
    expect(running[0]?.items).toBe(12);
    const endsAt = new Date(running[0]?.ends_at ?? 0);
    // A slot is a Vietnamese day: it ends at local midnight (17:00 UTC), within a day.
    expect(endsAt.getUTCHours()).toBe(17);
    expect(endsAt.getTime() - now.getTime()).toBeLessThanOrEqual(86_400_000);
    const bad = await queryRows<{ id: string }>(
      db,
      sql`select i.id from promotion_items i join products p on p.id = i.product_id
          where i.discounted_price >= p.effective_price or i.discounted_price < p.price * 0.2
             or not p.listed or p.stock = 0 or i.sold_count > i.stock`,
    );
    expect(bad).toEqual([]);
    const [slots] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from promotions where kind = 'flash_sale'`,
    );
    expect(slots?.n).toBe(60);
  });

  it('keeps product and shop ratings equal to their reviews, mostly 4-5 stars, short comments', async () => {
    const db = t.ctx.database.db;
    const mismatched = await queryRows<{ id: string }>(
      db,
      sql`select p.id from products p
          left join (select product_id, count(*)::int as n, round(avg(rating), 2) as avg
                     from product_reviews group by product_id) r on r.product_id = p.id
          where p.rating_count <> coalesce(r.n, 0) or p.rating_avg <> coalesce(r.avg, 0)`,
    );
    expect(mismatched).toEqual([]);
    const shopsOff = await queryRows<{ id: string }>(
      db,
      sql`select s.id from shops s
          left join (select shop_id, count(*)::int as n, round(avg(rating), 2) as avg
                     from product_reviews group by shop_id) r on r.shop_id = s.id
          where s.rating_count <> coalesce(r.n, 0) or s.rating_avg <> coalesce(r.avg, 0)`,
    );
    expect(shopsOff).toEqual([]);
    const [stats] = await queryRows<{
      total: number;
      high: number;
      long: number;
      photos: number;
      twice: number;
    }>(
      db,
      sql`select count(*)::int as total,
                 count(*) filter (where rating >= 4)::int as high,
                 count(*) filter (where char_length(comment) > 150)::int as long,
                 count(*) filter (where cardinality(image_keys) > 0)::int as photos,
                 (select count(*)::int from (select 1 from product_reviews group by user_id, product_id having count(*) > 1) d) as twice
          from product_reviews`,
    );
    expect(stats?.total).toBeGreaterThan(100);
    expect((stats?.high ?? 0) / (stats?.total ?? 1)).toBeGreaterThan(0.75);
    expect(stats?.long).toBe(0);
    expect(stats?.photos).toBeGreaterThan(0);
    expect(stats?.twice).toBe(0);
    // The reviewers cannot log in: their password hash is not a hash.
    const [reviewer] = await queryRows<{ password_hash: string }>(
      db,
      sql`select u.password_hash from users u join product_reviews r on r.user_id = u.id limit 1`,
    );
    expect(reviewer?.password_hash.startsWith('$argon2')).toBe(false);
  });

  it('shows home banners and Brand of Month shops now, with their pictures stored', async () => {
    const db = t.ctx.database.db;
    const now = t.ctx.now().toISOString();
    const home = await queryRows<{ image_key: string; link: string }>(
      db,
      sql`select image_key, link from banners where type = 'home' and shop_id is null
          and starts_at <= ${now}::timestamptz and ends_at > ${now}::timestamptz order by position`,
    );
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(home.length).toBeLessThanOrEqual(4);
    for (const banner of home) {
      expect(banner.link).toMatch(/^\/(nganh-hang|nguoi-ban)\/[0-9a-f-]{36}/);
      for (const width of [1200, 600]) {
        const stored = await t.ctx.storage.get(`${banner.image_key}-${width}.webp`);
        expect(stored?.contentType).toBe('image/webp');
      }
    }
    const brands = await queryRows<{ status: string }>(
      db,
      sql`select s.status from shop_placements p join shops s on s.id = p.shop_id
          where p.kind = 'brand_of_month' and p.starts_at <= ${now}::timestamptz and p.ends_at > ${now}::timestamptz`,
    );
    expect(brands.length).toBeGreaterThanOrEqual(1);
    expect(brands.length).toBeLessThanOrEqual(3);
    expect(brands.every((b) => b.status === 'approved')).toBe(true);
  });

  it('gives shops collections of listed products, and garments size charts and size details', async () => {
    const db = t.ctx.database.db;
    const perShop = await queryRows<{ visible: number; hidden: number; unlisted: number }>(
      db,
      sql`select count(*) filter (where c.is_visible)::int as visible,
                 count(*) filter (where not c.is_visible)::int as hidden,
                 (select count(*)::int from collection_products cp join products p on p.id = cp.product_id
                  where cp.collection_id = any(array_agg(c.id)) and not p.listed) as unlisted
          from shop_collections c group by c.shop_id`,
    );
    expect(perShop.length).toBeGreaterThan(5);
    for (const shop of perShop.filter((s) => s.visible > 0)) {
      expect(shop.visible).toBeGreaterThanOrEqual(2);
      expect(shop.visible).toBeLessThanOrEqual(3);
      expect(shop.unlisted).toBe(0);
    }
    expect(perShop.reduce((sum, s) => sum + s.hidden, 0)).toBe(1);

    const garments = await queryRows<{ chart_rows: unknown; details: unknown; sizes: unknown }>(
      db,
      sql`select c.rows as chart_rows, p.size_details as details,
                 (select o.values from product_options o where o.product_id = p.id and o.name = 'Kích cỡ') as sizes
          from products p join size_charts c on c.id = p.size_chart_id`,
    );
    expect(garments.length).toBeGreaterThan(10);
    for (const garment of garments) {
      const chart = garment.chart_rows as Array<{ sizeName: string; values: Array<{ attributeId: number }> }>;
      const sizes = (garment.sizes as Array<{ value: string }>).map((v) => v.value);
      const details = garment.details as Array<{
        sizeName: string;
        heightMinCm: number;
        weightMaxKg: number;
      }>;
      // Every size the product sells is a row of its chart, and has a height and weight.
      for (const size of sizes) expect(chart.map((r) => r.sizeName)).toContain(size);
      expect(details.map((d) => d.sizeName)).toEqual(sizes);
      expect(
        chart.flatMap((r) => r.values.map((v) => v.attributeId)).every((id) => id >= 1 && id <= 10),
      ).toBe(true);
    }
  });

  it('leaves traces for trending, views, likes, free shipping and description pictures', async () => {
    const db = t.ctx.database.db;
    const since = new Date(t.ctx.now().getTime() - 7 * 86_400_000).toISOString();
    const [row] = await queryRows<{
      searches: number;
      folded: number;
      views: number;
      likes_off: number;
      free: number;
      described: number;
    }>(
      db,
      sql`select
            (select count(*)::int from search_log where created_at >= ${since}::timestamptz) as searches,
            (select count(*)::int from search_log where query_folded = 'ao thun') as folded,
            (select count(*)::int from product_daily_views) as views,
            (select count(*)::int from products p where p.like_count <>
               (select count(*) from product_favourites f where f.product_id = p.id)) as likes_off,
            (select count(*)::int from products where free_shipping) as free,
            (select count(*)::int from products where cardinality(description_image_keys) > 0) as described`,
    );
    expect(row?.searches).toBeGreaterThan(50);
    expect(row?.folded).toBeGreaterThan(5);
    expect(row?.views).toBeGreaterThan(100);
    expect(row?.likes_off).toBe(0);
    expect(row?.free).toBeGreaterThan(10);
    expect(row?.described).toBeGreaterThan(10);
  });

  it('seeds community posts whose likes, replies and saves match their rows, some pins bought', async () => {
    const [row] = await queryRows<{
      posts: number;
      likes_off: number;
      replies_off: number;
      saves_off: number;
      bought: number;
      saved_by_buyer: number;
    }>(
      t.ctx.database.db,
      sql`select
        (select count(*)::int from posts) as posts,
        (select count(*)::int from posts p where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)) as likes_off,
        (select count(*)::int from posts p where p.reply_count <> (select count(*) from post_replies r where r.post_id = p.id)) as replies_off,
        (select count(*)::int from posts p where p.save_count <> (select count(*) from post_bookmarks b where b.post_id = p.id)) as saves_off,
        (select count(*)::int from post_product_tags where purchased_order_item_id is not null) as bought,
        (select count(*)::int from post_bookmarks b join users u on u.id = b.user_id where u.email = 'buyer@demo.vn') as saved_by_buyer`,
    );
    expect(row?.posts).toBeGreaterThanOrEqual(200);
    expect([row?.likes_off, row?.replies_off, row?.saves_off]).toEqual([0, 0, 0]);
    expect(row?.bought).toBeGreaterThan(0);
    expect(row?.saved_by_buyer).toBeGreaterThan(20);
  });
});
