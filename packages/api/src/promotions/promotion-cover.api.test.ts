import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import type { SellerPromotionDetail } from './seller-promotion-schemas';

const BASE = '/api/v1/seller/promotions';
const DAY = 86_400_000;

async function png(width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#d33' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' });
}

/** The program cover (product.md §3, "Program: name, cover"). */
describe('promotion program cover', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let seller: Awaited<ReturnType<typeof insertSellerWithShop>>;
  let other: Awaited<ReturnType<typeof insertSellerWithShop>>;

  const upload = async (headers: Record<string, string>, file: File) => {
    const form = new FormData();
    form.set('cover', file);
    const res = await t.api.request(`${BASE}/covers`, { method: 'POST', headers, body: form });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: { key: string; url: string };
        error?: { fields: { path: string; message: string }[] };
      },
    };
  };
  let day = 300;
  const program = (s: typeof seller, coverKey: string | null) => {
    day += 2;
    return {
      name: 'Chương trình có ảnh bìa',
      kind: 'variant',
      coverKey,
      startsAt: new Date(Date.now() + day * DAY).toISOString(),
      endsAt: new Date(Date.now() + (day + 1) * DAY).toISOString(),
      items: [
        {
          productId: s.productId,
          variantId: s.variantId,
          originalPrice: 150_000,
          discountedPrice: 120_000,
          stock: 1,
        },
      ],
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
    seller = await insertSellerWithShop(t.ctx);
    other = await insertSellerWithShop(t.ctx);
  });
  afterAll(() => t.close());

  it('takes 600x200 and larger pictures, refuses 599x200 and 600x199 on cover; not an image is 415', async () => {
    const at = await upload(seller.headers, await png(600, 200));
    expect(at.status).toBe(201);
    expect(at.body.data?.key.startsWith(`shops/${seller.shopId}/promotions/`)).toBe(true);
    expect((await upload(seller.headers, await png(1800, 900))).status).toBe(201);
    for (const [w, h] of [
      [599, 200],
      [600, 199],
    ] as const) {
      const res = await upload(seller.headers, await png(w, h));
      expect(res.status).toBe(400);
      expect(res.body.error?.fields.map((f) => f.path)).toEqual(['cover']);
    }
    const renamed = new File([new TextEncoder().encode('not a picture')], 'cover.png', { type: 'image/png' });
    expect((await upload(seller.headers, renamed)).status).toBe(415);
    expect((await upload({}, await png(600, 200))).status).toBe(401);
  });

  it('is saved with the program, shown on its detail, changed and removed on edit', async () => {
    const first = (await upload(seller.headers, await png(900, 300))).body.data?.key as string;
    const made = await call<SellerPromotionDetail>(seller.headers, 'POST', BASE, program(seller, first));
    expect(made.status).toBe(201);
    const id = made.body.data?.id as string;
    expect(made.body.data?.coverKey).toBe(first);
    expect(made.body.data?.coverUrl).toMatch(/\.webp|\/media\//);
    const detail = await call<SellerPromotionDetail>(seller.headers, 'GET', `${BASE}/${id}`);
    expect(detail.body.data?.coverUrl).toBe(made.body.data?.coverUrl);

    const second = (await upload(seller.headers, await png(600, 200))).body.data?.key as string;
    const body = {
      ...program(seller, second),
      startsAt: made.body.data?.startsAt,
      endsAt: made.body.data?.endsAt,
    };
    const changed = await call<SellerPromotionDetail>(seller.headers, 'PUT', `${BASE}/${id}`, body);
    expect(changed.status).toBe(200);
    expect(changed.body.data?.coverKey).toBe(second);
    const removed = await call<SellerPromotionDetail>(seller.headers, 'PUT', `${BASE}/${id}`, {
      ...body,
      coverKey: null,
    });
    expect(removed.body.data).toMatchObject({ coverKey: null, coverUrl: null });
  });

  it("refuses another shop's cover key or a made-up one on coverKey", async () => {
    const theirs = (await upload(other.headers, await png(600, 200))).body.data?.key as string;
    for (const key of [theirs, 'shops/x/promotions/abc', 'anything']) {
      const res = await call<SellerPromotionDetail>(seller.headers, 'POST', BASE, program(seller, key));
      expect(res.status).toBe(400);
      expect(res.body.error?.fields.map((f) => f.path)).toContain('coverKey');
    }
  });
});
