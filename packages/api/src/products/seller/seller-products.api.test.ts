import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../shops/shops.tables';
import { insertTestCategory } from '../../testing/catalog-fixtures';
import { putInCart } from '../../testing/order-fixtures';
import { insertDetailedProduct } from '../../testing/product-fixtures';
import { createRaceTestApp, raceIt } from '../../testing/race-tests';
import { insertTestShop } from '../../testing/shop-fixtures';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { imageFileKey } from '../catalog/catalog-media';
import { categories } from '../catalog/categories.tables';
import { productImages, productPriceChanges, products, productVariants } from '../catalog/products.tables';
import { applyPriceAndStock } from './seller-product-price-stock';
import type { SellerProductDetail, SellerProductListAnswer, UploadedMedia } from './seller-product-schemas';

interface Answer<T> {
  data?: T;
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

const DESCRIPTION =
  'Áo thun chất liệu cotton 100% thoáng mát, form rộng dễ phối đồ. Đường may chắc chắn, không xù lông sau nhiều lần giặt.';

describe('seller products', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let leafId: string;
  let parentId: string;

  const call = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  /** An approved shop owned by a signed-in seller. */
  async function seller(status: 'approved' | 'pending' = 'approved') {
    const shop = await insertTestShop(t.ctx.database.db, {
      name: `Shop ${randomUUID().slice(0, 6)}`,
      status,
    });
    const user = await insertSignedInUser(t.ctx, { fullName: 'Trần Văn Bán' });
    await t.ctx.database.db.update(shops).set({ ownerUserId: user.userId }).where(eq(shops.id, shop.id));
    return { shopId: shop.id, headers: user.headers, userId: user.userId };
  }

  function validProduct(shopId: string, over: Record<string, unknown> = {}) {
    return {
      name: 'Áo thun cotton form rộng unisex',
      categoryId: leafId,
      description: DESCRIPTION,
      images: [`products/${shopId}/cover-a`],
      options: [{ name: 'Màu sắc', values: [{ value: 'Đen' }, { value: 'Trắng' }] }],
      variants: [
        { optionValues: [{ name: 'Màu sắc', value: 'Đen' }], sku: 'AT-DEN', price: 150_000, stock: 10 },
        { optionValues: [{ name: 'Màu sắc', value: 'Trắng' }], sku: 'AT-TRANG', price: 150_000, stock: 5 },
      ],
      weightGrams: 250,
      preparationDays: 2,
      returnDays: 7,
      returnConditions: ['defective'],
      ...over,
    };
  }

  const create = (headers: Record<string, string>, product: unknown, submit = true) =>
    call<SellerProductDetail>(headers, 'POST', '/api/v1/seller/products', { product, submit });
  const update = (headers: Record<string, string>, id: string, product: unknown, submit = false) =>
    call<SellerProductDetail>(headers, 'PUT', `/api/v1/seller/products/${id}`, { product, submit });
  const fieldsOf = (answer: Answer<unknown>) => answer.error?.fields.map((f) => f.path) ?? [];

  /** A product as an admin left it after review. */
  async function approved(
    s: { shopId: string; headers: Record<string, string> },
    over: Record<string, unknown> = {},
  ) {
    const res = await create(s.headers, validProduct(s.shopId, over));
    expect(res.status).toBe(201);
    const id = res.body.data?.id as string;
    await t.ctx.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, id));
    return id;
  }

  /** The body PUT takes back, from GET's answer. */
  function editable(detail: SellerProductDetail) {
    return { ...detail.product, variants: detail.product.variants.map(({ id: _id, ...v }) => v) };
  }

  async function upload(
    headers: Record<string, string>,
    files: { name: string; bytes: Uint8Array; type: string }[],
  ) {
    const form = new FormData();
    for (const f of files)
      form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    const res = await t.api.request('/api/v1/seller/products/media', { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as Answer<UploadedMedia[]> };
  }

  const png = async () =>
    new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer(),
    );

  beforeAll(async () => {
    t = await createRaceTestApp();
    const parent = await insertTestCategory(t.ctx.database.db);
    const leaf = await insertTestCategory(t.ctx.database.db);
    await t.ctx.database.db.update(categories).set({ parentId: parent.id }).where(eq(categories.id, leaf.id));
    leafId = leaf.id;
    parentId = parent.id;
  }, 120_000);
  afterAll(async () => t?.close());

  describe('product rules (product.md §5) at, below and above each bound', () => {
    let s: Awaited<ReturnType<typeof seller>>;
    beforeAll(async () => {
      s = await seller();
    });

    const cases: [string, string, unknown[], unknown[]][] = [
      ['name', 'name', ['a'.repeat(9), 'a'.repeat(201)], ['Áo thun 1a', 'a'.repeat(200)]],
      ['description', 'description', ['d'.repeat(99), 'd'.repeat(3001)], ['d'.repeat(100), 'd'.repeat(3000)]],
      ['weight', 'weightGrams', [9, 1_000_001], [10, 1_000_000]],
      ['return period', 'returnDays', [0, 16], [1, 15]],
      ['preparation time in stock', 'preparationDays', [0, 4], [1, 3]],
    ];
    for (const [label, field, refused, accepted] of cases) {
      it(`${label}: refuses ${refused
        .map(String)
        .map((v) => (v.length > 10 ? `${v.length} chars` : v))
        .join(' / ')}, accepts the bounds`, async () => {
        for (const value of refused) {
          const res = await create(s.headers, validProduct(s.shopId, { [field]: value }));
          expect(res.status, `${field}=${String(value).length}`).toBe(400);
          expect(res.body.error?.code).toBe('VALIDATION_FAILED');
          expect(fieldsOf(res.body)).toContain(field);
        }
        for (const value of accepted) {
          const res = await create(s.headers, validProduct(s.shopId, { [field]: value }));
          expect(res.status, `${field}=${String(value).length}`).toBe(201);
          expect(res.body.data?.status).toBe('pending');
        }
      });
    }

    it('pre-order preparation time: refuses 4 and 31, accepts 5 and 30', async () => {
      const preOrder = (preparationDays: number) =>
        create(s.headers, validProduct(s.shopId, { preparationDays, isPreOrder: true }));
      const short = await preOrder(4);
      expect(short.status).toBe(400);
      expect(short.body.error?.fields).toContainEqual({
        path: 'preparationDays',
        message: 'Hàng đặt trước chuẩn bị trong 5–30 ngày',
      });
      const long = await preOrder(31);
      expect(long.status).toBe(400);
      expect(fieldsOf(long.body)).toContain('preparationDays');
      for (const days of [5, 30]) expect((await preOrder(days)).status).toBe(201);
    });

    it('needs at least one return condition', async () => {
      const res = await create(s.headers, validProduct(s.shopId, { returnConditions: [] }));
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toContain('returnConditions');
    });

    it('option name: 2 characters refused, 3 accepted', async () => {
      const withOption = (name: string) =>
        validProduct(s.shopId, {
          options: [{ name, values: [{ value: 'M' }] }],
          variants: [{ optionValues: [{ name, value: 'M' }], price: 99_000, stock: 3 }],
        });
      const short = await create(s.headers, withOption('Cỡ'));
      expect(short.status).toBe(400);
      expect(fieldsOf(short.body)).toContain('options.0.name');
      expect((await create(s.headers, withOption('Size'))).status).toBe(201);
      expect((await create(s.headers, withOption('Cỡ1'))).status).toBe(201);
    });

    it('quantity: 0 refused at creation, 1 accepted', async () => {
      const withStock = (stock: number) =>
        validProduct(s.shopId, {
          options: [],
          variants: [{ optionValues: [], price: 99_000, stock }],
        });
      const zero = await create(s.headers, withStock(0));
      expect(zero.status).toBe(400);
      expect(fieldsOf(zero.body)).toContain('variants.0.stock');
      expect((await create(s.headers, withStock(1))).status).toBe(201);
    });

    it('size details need height and weight, min not above max', async () => {
      const detail = { sizeName: 'M', heightMinCm: 155, heightMaxCm: 165, weightMinKg: 45, weightMaxKg: 55 };
      const { heightMinCm: _h, ...noHeight } = detail;
      const { weightMaxKg: _w, ...noWeight } = detail;
      for (const bad of [noHeight, noWeight, { ...detail, heightMinCm: 170 }]) {
        const res = await create(s.headers, validProduct(s.shopId, { sizeDetails: [bad] }));
        expect(res.status).toBe(400);
        expect(fieldsOf(res.body).some((p) => p.startsWith('sizeDetails.0.'))).toBe(true);
      }
      expect((await create(s.headers, validProduct(s.shopId, { sizeDetails: [detail] }))).status).toBe(201);
    });

    it('one variant per combination, sale price below price, a leaf category', async () => {
      const missing = await create(
        s.headers,
        validProduct(s.shopId, { variants: [validProduct(s.shopId).variants[0]] }),
      );
      expect(fieldsOf(missing.body)).toContain('variants');
      const sale = validProduct(s.shopId);
      sale.variants[0] = { ...sale.variants[0], salePrice: 150_000 } as (typeof sale.variants)[0];
      expect(fieldsOf((await create(s.headers, sale)).body)).toContain('variants.0.salePrice');
      const parent = await create(s.headers, validProduct(s.shopId, { categoryId: parentId }));
      expect(parent.status).toBe(400);
      expect(fieldsOf(parent.body)).toContain('categoryId');
    });

    it("refuses another shop's media keys", async () => {
      const res = await create(s.headers, validProduct(s.shopId, { images: [`products/${randomUUID()}/x`] }));
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toContain('images');
    });

    it('refuses sensitive words in the name and in the description, accents or not', async () => {
      const inName = await create(s.headers, validProduct(s.shopId, { name: 'Bán súng hơi bắn bi giá rẻ' }));
      expect(inName.status).toBe(400);
      expect(inName.body.error?.code).toBe('SENSITIVE_CONTENT');
      expect(fieldsOf(inName.body)).toEqual(['name']);
      const inDescription = await create(
        s.headers,
        validProduct(s.shopId, { description: `${DESCRIPTION} Hang fake loai 1 giong that 99%.` }),
      );
      expect(inDescription.body.error?.code).toBe('SENSITIVE_CONTENT');
      expect(fieldsOf(inDescription.body)).toEqual(['description']);
      // Drafts too; and an innocent "bổ sung" is not "súng".
      expect(
        (await create(s.headers, { name: 'sung hoi', categoryId: leafId }, false)).body.error?.code,
      ).toBe('SENSITIVE_CONTENT');
      const innocent = await create(
        s.headers,
        validProduct(s.shopId, { description: `${DESCRIPTION} Bổ sung thêm màu mới mỗi tháng.` }),
      );
      expect(innocent.status).toBe(201);
    });
  });

  describe('media uploads', () => {
    let s: Awaited<ReturnType<typeof seller>>;
    beforeAll(async () => {
      s = await seller();
    });

    it('stores pictures as WebP renditions like the seeded catalog, under the shop folder', async () => {
      const res = await upload(s.headers, [{ name: 'a.png', bytes: await png(), type: 'image/png' }]);
      expect(res.status).toBe(201);
      const [media] = res.body.data ?? [];
      expect(media?.kind).toBe('image');
      expect(media?.key.startsWith(`products/${s.shopId}/`)).toBe(true);
      for (const size of [800, 400, 200] as const) {
        const stored = await t.ctx.storage.get(imageFileKey(media?.key as string, size));
        expect(stored, `size ${size}`).toBeTruthy();
        const meta = await sharp(Buffer.from(stored?.body as Uint8Array)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(size);
      }
      // Served publicly like the seeded pictures.
      const served = await t.api.request(media?.url as string);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      // The uploaded key works in a product and comes back with its URL.
      const made = await create(s.headers, validProduct(s.shopId, { images: [media?.key] }));
      expect(made.status).toBe(201);
      expect(made.body.data?.mediaUrls[media?.key as string]).toBe(media?.url);
    });

    it('accepts jpg, gif and svg (rasterised, scripts never kept)', async () => {
      const jpg = new Uint8Array(
        await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer(),
      );
      const gif = new Uint8Array(
        await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } })
          .gif()
          .toBuffer(),
      );
      const svg = new TextEncoder().encode(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20" fill="red"/></svg>',
      );
      const res = await upload(s.headers, [
        { name: 'a.jpg', bytes: jpg, type: 'image/jpeg' },
        { name: 'b.gif', bytes: gif, type: 'image/gif' },
        { name: 'c.svg', bytes: svg, type: 'image/svg+xml' },
      ]);
      expect(res.status).toBe(201);
      expect(res.body.data?.map((m) => m.kind)).toEqual(['image', 'image', 'image']);
      const stored = await t.ctx.storage.get(imageFileKey(res.body.data?.[2]?.key as string, 400));
      expect((await sharp(Buffer.from(stored?.body as Uint8Array)).metadata()).format).toBe('webp');
    });

    it('refuses a text file renamed .png, 4 images in one upload, and 2 videos', async () => {
      const txt = await upload(s.headers, [
        { name: 'photo.png', bytes: new TextEncoder().encode('not a picture at all'), type: 'image/png' },
      ]);
      expect(txt.status).toBe(415);
      expect(txt.body.error?.code).toBe('UNSUPPORTED_FILE');

      const one = { name: 'a.png', bytes: await png(), type: 'image/png' };
      const four = await upload(s.headers, [one, one, one, one]);
      expect(four.status).toBe(400);
      expect(fieldsOf(four.body)).toEqual(['files']);
      expect((await upload(s.headers, [one, one, one])).status).toBe(201);

      const mp4 = new Uint8Array([
        0,
        0,
        0,
        0x18,
        ...new TextEncoder().encode('ftypisom'),
        0,
        0,
        2,
        0,
        1,
        2,
        3,
        4,
      ]);
      const video = { name: 'v.mp4', bytes: mp4, type: 'video/mp4' };
      const two = await upload(s.headers, [video, video]);
      expect(two.status).toBe(400);
      expect(fieldsOf(two.body)).toEqual(['files']);
      const single = await upload(s.headers, [video]);
      expect(single.status).toBe(201);
      expect(single.body.data?.[0]?.kind).toBe('video');
      expect(single.body.data?.[0]?.key.endsWith('.mp4')).toBe(true);
    });

    it('refuses a second video on a product', async () => {
      const res = await create(
        s.headers,
        validProduct(s.shopId, { videoKey: [`products/${s.shopId}/a.mp4`, `products/${s.shopId}/b.mp4`] }),
      );
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toContain('videoKey');
    });
  });

  describe('drafts, review and visibility', () => {
    it('keeps a draft with only a name and a category, then sends it for review once complete', async () => {
      const s = await seller();
      const draft = await create(s.headers, { name: 'Váy', categoryId: leafId }, false);
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
      const [row] = await t.ctx.database.db.select().from(products).where(eq(products.id, id));
      expect(row?.listed).toBe(false);
      expect((await call(s.headers, 'POST', `/api/v1/seller/products/${id}/hide`)).body.error?.code).toBe(
        'PRODUCT_TRANSITION_REFUSED',
      );
      const shown = await call<SellerProductDetail>(s.headers, 'POST', `/api/v1/seller/products/${id}/show`);
      expect(shown.body.data?.status).toBe('approved');
      const [again] = await t.ctx.database.db.select().from(products).where(eq(products.id, id));
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
      const seeded = await insertDetailedProduct(t.ctx.database.db, {
        shopId: s.shopId,
        categoryId: leafId,
        name: 'Áo thun cotton basic unisex',
      });
      await t.ctx.database.db
        .update(products)
        .set({ description: DESCRIPTION })
        .where(eq(products.id, seeded.id));
      const detail = (
        await call<SellerProductDetail>(s.headers, 'GET', `/api/v1/seller/products/${seeded.id}`)
      ).body.data as SellerProductDetail;
      expect(detail.product.images).toEqual([`catalog/products/test-${seeded.id.slice(0, 8)}-den`]);
      expect(detail.mediaUrls['catalog/videos/test.mp4']).toBe('/media/catalog/videos/test.mp4');
      const pictures = async () =>
        t.ctx.database.db
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
      const buyer = await insertSignedInUser(t.ctx);
      await putInCart(t.ctx, buyer.userId, trang?.id as string, 1);
      const res = await update(
        s.headers,
        detail.id,
        validProduct(s.shopId, {
          options: [{ name: 'Màu sắc', values: [{ value: 'Đen' }] }],
          variants: [{ optionValues: [{ name: 'Màu sắc', value: 'Đen' }], price: 100_000, stock: 2 }],
        }),
      );
      expect(res.status).toBe(200);
      const rows = await t.ctx.database.db
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
      await t.ctx.database.db
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
        t.ctx.database.db.transaction((tx) =>
          applyPriceAndStock(tx, { shopId, productId: id, variants, now: t.ctx.now() }),
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
    const doc = (await (await t.api.request('/api/docs')).json()) as {
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
      const buyer = await insertSignedInUser(t.ctx);
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
      ids.draft = (await create(s.headers, { name: 'Đầm maxi đi biển', categoryId: leafId }, false)).body.data
        ?.id as string;
      const db = t.ctx.database.db;
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
          await t.ctx.database.db
            .select()
            .from(products)
            .where(and(eq(products.shopId, s.shopId)))
        ).length,
      ).toBe(6);
    });
  });
});
