import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putInCart } from '../../testing/order-fixtures';
import { insertDetailedProduct } from '../../testing/product-fixtures';
import { raceIt } from '../../testing/race-tests';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { productImages, productPriceChanges, products, productVariants } from '../catalog/products.tables';
import { applyPriceAndStock } from './seller-product-price-stock';
import type { SellerProductDetail, SellerProductListAnswer } from './seller-product-schemas';
import { DESCRIPTION, sellerProductsWorld } from './seller-products-world';

describe('seller products: drafts, review, prices, scoping and the list', () => {
  const w = sellerProductsWorld();
  const { world, call, seller, validProduct, create, update, approved, editable, upload, png } = w;
  beforeAll(w.setUp, 120_000);
  afterAll(w.tearDown);

  describe('drafts, review and visibility', () => {
    it('keeps a draft with only a name and a category, then sends it for review once complete', async () => {
      const s = await seller();
      const draft = await create(s.headers, { name: 'Váy', categoryId: world.leafId }, false);
      expect(draft.status).toBe(201);
      expect(draft.body.data?.status).toBe('draft');
      expect(draft.body.data?.product.weightGrams).toBeNull();
      const id = draft.body.data?.id as string;
      const early = await call(s.headers, 'POST', `/api/v1/seller/products/${id}/submit`);
      expect(early.status).toBe(400);
      const saved = await update(s.headers, id, validProduct(s.shopId), false);
      expect(saved.body.data?.status).toBe('draft');
      const sent = await call<SellerProductDetail>(s.headers, 'POST', `/api/v1/seller/products/${id}/submit`);
      expect(sent.status).toBe(200);
      expect(sent.body.data?.status).toBe('pending');
      expect(sent.body.data?.submittedAt).not.toBeNull();
    });

    it('hides and shows an approved product; other states refused', async () => {
      const s = await seller();
      const id = await approved(s);
      const hidden = await call<SellerProductDetail>(s.headers, 'POST', `/api/v1/seller/products/${id}/hide`);
      expect(hidden.body.data?.status).toBe('hidden');
      const [row] = await world.t.ctx.database.db.select().from(products).where(eq(products.id, id));
      expect(row?.listed).toBe(false);
      expect((await call(s.headers, 'POST', `/api/v1/seller/products/${id}/hide`)).body.error?.code).toBe(
        'PRODUCT_TRANSITION_REFUSED',
      );
      const shown = await call<SellerProductDetail>(s.headers, 'POST', `/api/v1/seller/products/${id}/show`);
      expect(shown.body.data?.status).toBe('approved');
      const [again] = await world.t.ctx.database.db.select().from(products).where(eq(products.id, id));
      expect(again?.listed).toBe(true);
      expect((await call(s.headers, 'POST', `/api/v1/seller/products/${id}/submit`)).status).toBe(409);
    });

    it('an approved product: stock edits stay live, a new name goes back to review', async () => {
      const s = await seller();
      const id = await approved(s);
      const detail = (await call<SellerProductDetail>(s.headers, 'GET', `/api/v1/seller/products/${id}`)).body
        .data as SellerProductDetail;
      const body = editable(detail);
      body.variants[0] = { ...body.variants[0], stock: 0 } as (typeof body.variants)[0];
      const stocked = await update(s.headers, id, body);
      expect(stocked.status).toBe(200);
      expect(stocked.body.data?.status).toBe('approved');
      expect(stocked.body.data?.stock).toBe(5);
      // The variants kept their ids.
      expect(stocked.body.data?.product.variants.map((v) => v.id)).toEqual(
        detail.product.variants.map((v) => v.id),
      );
      const renamed = await update(s.headers, id, { ...body, name: 'Áo thun cotton form rộng mới' });
      expect(renamed.body.data?.status).toBe('pending');
    });

    it('saves a seeded product back unchanged: same ids, pictures and state, no review, no price change', async () => {
      const s = await seller();
      const seeded = await insertDetailedProduct(world.t.ctx.database.db, {
        shopId: s.shopId,
        categoryId: world.leafId,
        name: 'Áo thun cotton basic unisex',
      });
      await world.t.ctx.database.db
        .update(products)
        .set({ description: DESCRIPTION })
        .where(eq(products.id, seeded.id));
      const detail = (
        await call<SellerProductDetail>(s.headers, 'GET', `/api/v1/seller/products/${seeded.id}`)
      ).body.data as SellerProductDetail;
      expect(detail.product.images).toEqual([`catalog/products/test-${seeded.id.slice(0, 8)}-den`]);
      expect(detail.mediaUrls['catalog/videos/test.mp4']).toBe('/media/catalog/videos/test.mp4');
      const pictures = async () =>
        world.t.ctx.database.db
          .select({
            key: productImages.imageKey,
            option: productImages.variantOption,
            position: productImages.position,
          })
          .from(productImages)
          .where(eq(productImages.productId, seeded.id))
          .orderBy(productImages.position);
      const before = await pictures();
      const saved = await update(s.headers, seeded.id, editable(detail));
      expect(saved.status).toBe(200);
      expect(saved.body.data?.status).toBe('approved');
      expect(saved.body.data?.priceLock.changesLeft).toBe(3);
      expect(saved.body.data?.product.variants.map((v) => v.id)).toEqual(seeded.variantIds);
      expect(await pictures()).toEqual(before);
    });

    it('a removed combination in a cart is deactivated, an unreferenced one deleted', async () => {
      const s = await seller();
      const made = await create(
        s.headers,
        validProduct(s.shopId, {
          options: [{ name: 'Màu sắc', values: [{ value: 'Đen' }, { value: 'Trắng' }, { value: 'Xám' }] }],
          variants: ['Đen', 'Trắng', 'Xám'].map((value) => ({
            optionValues: [{ name: 'Màu sắc', value }],
            price: 100_000,
            stock: 2,
          })),
        }),
      );
      const detail = made.body.data as SellerProductDetail;
      const [den, trang, xam] = detail.product.variants;
      const buyer = await insertSignedInUser(world.t.ctx);
      await putInCart(world.t.ctx, buyer.userId, trang?.id as string, 1);
      const res = await update(
        s.headers,
        detail.id,
        validProduct(s.shopId, {
          options: [{ name: 'Màu sắc', values: [{ value: 'Đen' }] }],
          variants: [{ optionValues: [{ name: 'Màu sắc', value: 'Đen' }], price: 100_000, stock: 2 }],
        }),
      );
      expect(res.status).toBe(200);
      const rows = await world.t.ctx.database.db
        .select({ id: productVariants.id, isActive: productVariants.isActive })
        .from(productVariants)
        .where(eq(productVariants.productId, detail.id));
      expect(rows).toEqual(
        expect.arrayContaining([
          { id: den?.id, isActive: true },
          { id: trang?.id, isActive: false },
        ]),
      );
      expect(rows.find((r) => r.id === xam?.id)).toBeUndefined();
      expect(res.body.data?.stock).toBe(2);
    });
  });

  describe('price changes (14-day lockout, 3 changes in 90 days)', () => {
    /** Moves the product's recorded price changes `days` into the past (sessions stay valid). */
    async function age(id: string, days: number) {
      await world.t.ctx.database.db
        .update(productPriceChanges)
        .set({ changedAt: sql`${productPriceChanges.changedAt} - make_interval(days => ${days})` })
        .where(eq(productPriceChanges.productId, id));
    }

    async function priceTo(s: Awaited<ReturnType<typeof seller>>, id: string, price: number) {
      const detail = (await call<SellerProductDetail>(s.headers, 'GET', `/api/v1/seller/products/${id}`)).body
        .data as SellerProductDetail;
      const body = editable(detail);
      body.variants = body.variants.map((v) => ({ ...v, price }));
      return update(s.headers, id, body);
    }

    it('refuses a change at day 13, allows it at day 14, refuses the 4th change', async () => {
      const s = await seller();
      const id = await approved(s);
      expect((await priceTo(s, id, 160_000)).status).toBe(200);
      await age(id, 13);
      const d13 = await priceTo(s, id, 170_000);
      expect(d13.status).toBe(409);
      expect(d13.body.error?.code).toBe('PRICE_CHANGE_LOCKED');
      // The message names the day it becomes possible (Vietnamese by default), no placeholder left.
      expect(d13.body.error?.message).toMatch(/sau 14 ngày, từ \d{2}\/\d{2}\/\d{4}$/);
      await age(id, 1);
      const d14 = await priceTo(s, id, 170_000);
      expect(d14.status).toBe(200);
      expect(d14.body.data?.priceLock).toMatchObject({ applies: true, allowed: false, changesLeft: 1 });
      await age(id, 14);
      expect((await priceTo(s, id, 180_000)).status).toBe(200);
      await age(id, 14);
      const fourth = await priceTo(s, id, 190_000);
      expect(fourth.status).toBe(409);
      expect(fourth.body.error?.code).toBe('PRICE_CHANGE_LIMIT');
      // Stock edits are never price changes.
      const detail = (await call<SellerProductDetail>(s.headers, 'GET', `/api/v1/seller/products/${id}`)).body
        .data as SellerProductDetail;
      const body = editable(detail);
      body.variants = body.variants.map((v) => ({ ...v, stock: v.stock + 1 }));
      expect((await update(s.headers, id, body)).status).toBe(200);
    });

    it('lets drafts and pending products change price freely', async () => {
      const s = await seller();
      const made = await create(s.headers, validProduct(s.shopId));
      const id = made.body.data?.id as string;
      for (const price of [160_000, 170_000, 180_000, 190_000]) {
        expect((await priceTo(s, id, price)).status).toBe(200);
      }
      expect(
        (await call<SellerProductDetail>(s.headers, 'GET', `/api/v1/seller/products/${id}`)).body.data
          ?.priceLock.applies,
      ).toBe(false);
    });

    it('bulk price and stock edits (applyPriceAndStock) obey the same rule', async () => {
      const s = await seller();
      const other = await seller();
      const id = await approved(s);
      const detail = (await call<SellerProductDetail>(s.headers, 'GET', `/api/v1/seller/products/${id}`)).body
        .data as SellerProductDetail;
      const variantId = detail.product.variants[0]?.id as string;
      const run = (shopId: string, variants: Parameters<typeof applyPriceAndStock>[1]['variants']) =>
        world.t.ctx.database.db.transaction((tx) =>
          applyPriceAndStock(tx, { shopId, productId: id, variants, now: world.t.ctx.now() }),
        );
      await run(s.shopId, [{ variantId, stock: 40 }]);
      await run(s.shopId, [{ variantId, price: 140_000, salePrice: 120_000 }]);
      const after = (await call<SellerProductDetail>(s.headers, 'GET', `/api/v1/seller/products/${id}`)).body
        .data as SellerProductDetail;
      expect(after.stock).toBe(45);
      expect(after.product.variants[0]).toMatchObject({ price: 140_000, salePrice: 120_000, stock: 40 });
      expect(after.priceLock).toMatchObject({ allowed: false, changesLeft: 2 });
      await expect(run(s.shopId, [{ variantId, price: 130_000, salePrice: null }])).rejects.toMatchObject({
        code: 'PRICE_CHANGE_LOCKED',
      });
      await expect(run(s.shopId, [{ variantId, salePrice: 150_000 }])).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      await expect(run(other.shopId, [{ variantId, stock: 1 }])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    raceIt('two price changes at once: exactly one succeeds', async () => {
      const s = await seller();
      const id = await approved(s);
      const results = await Promise.all([priceTo(s, id, 161_000), priceTo(s, id, 162_000)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });
  });

  it('describes every route in the OpenAPI document', async () => {
    const doc = (await (await world.t.api.request('/api/docs')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/v1/seller/products'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/seller/products/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
    for (const path of ['media', '{id}/submit', '{id}/hide', '{id}/show']) {
      expect(doc.paths[`/api/v1/seller/products/${path}`]?.post, path).toBeTruthy();
    }
  });

  describe('scoping', () => {
    it("answers 404 for another shop's product on every route, 400 for a bad id", async () => {
      const owner = await seller();
      const other = await seller();
      const id = await approved(owner);
      const routes: [string, string, unknown?][] = [
        ['GET', `/api/v1/seller/products/${id}`],
        ['PUT', `/api/v1/seller/products/${id}`, { product: validProduct(other.shopId), submit: false }],
        ['POST', `/api/v1/seller/products/${id}/submit`],
        ['POST', `/api/v1/seller/products/${id}/hide`],
        ['POST', `/api/v1/seller/products/${id}/show`],
      ];
      for (const [method, path, body] of routes) {
        const res = await call(other.headers, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
      }
      for (const [method, path, body] of routes) {
        const res = await call(owner.headers, method, path.replace(id, 'not-an-id'), body);
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body.error?.code).toBe('PRODUCT_ID_INVALID');
      }
    });

    it('refuses buyers and shops waiting for approval (403), guests (401)', async () => {
      const buyer = await insertSignedInUser(world.t.ctx);
      const pending = await seller('pending');
      for (const headers of [buyer.headers, pending.headers]) {
        expect((await call(headers, 'GET', '/api/v1/seller/products')).status).toBe(403);
        expect((await create(headers, validProduct(randomUUID()))).status).toBe(403);
        expect(
          (await upload(headers, [{ name: 'a.png', bytes: await png(), type: 'image/png' }])).status,
        ).toBe(403);
      }
      expect((await call({}, 'GET', '/api/v1/seller/products')).status).toBe(401);
    });
  });

  describe('list: tabs, counts, search and sort', () => {
    it('puts each product in one tab, counts every tab, searches without accents and by SKU', async () => {
      const s = await seller();
      const ids: Record<string, string> = {};
      for (const name of ['available', 'soldOut', 'hidden', 'pending', 'rejected']) {
        const res = await create(
          s.headers,
          validProduct(s.shopId, {
            name: name === 'available' ? 'Áo sơ mi lụa trắng công sở' : `Quần jean ${name} ống rộng`,
          }),
        );
        ids[name] = res.body.data?.id as string;
      }
      ids.draft = (await create(s.headers, { name: 'Đầm maxi đi biển', categoryId: world.leafId }, false))
        .body.data?.id as string;
      const db = world.t.ctx.database.db;
      await db
        .update(products)
        .set({ status: 'approved' })
        .where(eq(products.id, ids.available as string));
      await db
        .update(products)
        .set({ status: 'approved', stock: 0 })
        .where(eq(products.id, ids.soldOut as string));
      await db
        .update(products)
        .set({ status: 'hidden' })
        .where(eq(products.id, ids.hidden as string));
      await db
        .update(products)
        .set({ status: 'rejected', rejectReason: 'Ảnh mờ' })
        .where(eq(products.id, ids.rejected as string));

      const all = await call<SellerProductListAnswer>(s.headers, 'GET', '/api/v1/seller/products');
      expect(all.body.data?.counts).toEqual({
        all: 6,
        available: 1,
        soldOut: 1,
        hidden: 1,
        draft: 1,
        pending: 1,
        rejected: 1,
      });
      expect(all.body.data?.total).toBe(6);
      for (const tab of ['available', 'soldOut', 'hidden', 'draft', 'pending', 'rejected']) {
        const res = await call<SellerProductListAnswer>(
          s.headers,
          'GET',
          `/api/v1/seller/products?tab=${tab}`,
        );
        expect(
          res.body.data?.data.map((r) => r.id),
          tab,
        ).toEqual([ids[tab]]);
        expect(res.body.data?.data[0]?.tab).toBe(tab);
      }
      const rejected = await call<SellerProductListAnswer>(
        s.headers,
        'GET',
        '/api/v1/seller/products?tab=rejected',
      );
      expect(rejected.body.data?.data[0]?.rejectReason).toBe('Ảnh mờ');
      const row = all.body.data?.data.find((r) => r.id === ids.available);
      expect(row).toMatchObject({ priceMin: 150_000, priceMax: 150_000, stock: 15, variantCount: 2 });
      expect(row?.imageUrl).toContain('-200.webp');

      const folded = await call<SellerProductListAnswer>(
        s.headers,
        'GET',
        '/api/v1/seller/products?q=ao%20so%20mi%20lua',
      );
      expect(folded.body.data?.data.map((r) => r.id)).toEqual([ids.available]);
      expect(folded.body.data?.counts.all).toBe(1);
      const dam = await call<SellerProductListAnswer>(
        s.headers,
        'GET',
        '/api/v1/seller/products?q=dam%20maxi',
      );
      expect(dam.body.data?.data.map((r) => r.id)).toEqual([ids.draft]);
      const sku = await call<SellerProductListAnswer>(s.headers, 'GET', '/api/v1/seller/products?q=at-trang');
      expect(sku.body.data?.total).toBe(5);

      const oldest = await call<SellerProductListAnswer>(
        s.headers,
        'GET',
        '/api/v1/seller/products?sort=oldest',
      );
      expect(oldest.body.data?.data[0]?.id).toBe(ids.available);
      const byStock = await call<SellerProductListAnswer>(
        s.headers,
        'GET',
        '/api/v1/seller/products?sort=stock_asc',
      );
      expect(byStock.body.data?.data[0]?.stock).toBe(0);
      // Another shop's products never show.
      const other = await seller();
      expect(
        (await call<SellerProductListAnswer>(other.headers, 'GET', '/api/v1/seller/products')).body.data
          ?.total,
      ).toBe(0);
      expect(
        (
          await world.t.ctx.database.db
            .select()
            .from(products)
            .where(and(eq(products.shopId, s.shopId)))
        ).length,
      ).toBe(6);
    });
  });
});
