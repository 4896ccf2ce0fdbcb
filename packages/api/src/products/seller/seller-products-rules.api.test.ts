import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4Bytes } from '../../testing/post-fixtures';
import { imageFileKey } from '../catalog/catalog-media';
import { DESCRIPTION, sellerProductsWorld } from './seller-products-world';

describe('seller products: the rules at each bound, and media uploads', () => {
  const w = sellerProductsWorld();
  const { world, seller, validProduct, create, fieldsOf, upload, png } = w;
  beforeAll(w.setUp, 120_000);
  afterAll(w.tearDown);

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
      const parent = await create(s.headers, validProduct(s.shopId, { categoryId: world.parentId }));
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
        (await create(s.headers, { name: 'sung hoi', categoryId: world.leafId }, false)).body.error?.code,
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
        const stored = await world.t.ctx.storage.get(imageFileKey(media?.key as string, size));
        expect(stored, `size ${size}`).toBeTruthy();
        const meta = await sharp(Buffer.from(stored?.body as Uint8Array)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(size);
      }
      // Served publicly like the seeded pictures.
      const served = await world.t.api.request(media?.url as string);
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
      const stored = await world.t.ctx.storage.get(imageFileKey(res.body.data?.[2]?.key as string, 400));
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

      const mp4 = mp4Bytes(5);
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
});
