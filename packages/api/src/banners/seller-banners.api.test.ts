import { vietnamDay } from '@cho-dep/core/marketing/banner-input-schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { banners } from './banners.tables';
import type { BannerUpload, PublicBanner, SellerBanner, SellerBannerList } from './seller-banner-schemas';

const BASE = '/api/v1/seller/banners';
const DAY = 86_400_000;
const dayFromToday = (n: number) => vietnamDay(new Date(Date.now() + n * DAY));

async function png(width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#d33' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'banner.png', { type: 'image/png' });
}

describe('seller banners', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let seller: Awaited<ReturnType<typeof insertSellerWithShop>>;
  let other: Awaited<ReturnType<typeof insertSellerWithShop>>;
  let imageKey: string;

  const upload = async (headers: Record<string, string>, path: string, field: string, file: File) => {
    const form = new FormData();
    form.set(field, file);
    const res = await t.api.request(`${BASE}/${path}`, { method: 'POST', headers, body: form });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: BannerUpload;
        error?: { fields: { path: string; message: string }[] };
      },
    };
  };
  const valid = () => ({
    title: 'Sale hè rực rỡ',
    type: 'shop',
    startDate: dayFromToday(0),
    endDate: dayFromToday(3),
    link: 'https://chodep.vn/khuyen-mai',
    imageKey,
    productIds: [seller.productId],
  });
  const create = (headers: Record<string, string>, body: unknown) =>
    call<SellerBanner>(headers, 'POST', BASE, body);
  const fieldsOf = (res: { body: { error?: { fields: { path: string }[] } } }) =>
    res.body.error?.fields.map((f) => f.path);

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
    seller = await insertSellerWithShop(t.ctx);
    other = await insertSellerWithShop(t.ctx);
    const up = await upload(seller.headers, 'images', 'image', await png(343, 150));
    expect(up.status).toBe(201);
    imageKey = up.body.data?.key as string;
  });
  afterAll(() => t.close());

  it('image: takes 343x150 and 686x300, refuses 342x150, 343x149 and a 3:1 picture, with a field error', async () => {
    expect(imageKey.startsWith(`shops/${seller.shopId}/banners/`)).toBe(true);
    expect((await upload(seller.headers, 'images', 'image', await png(686, 300))).status).toBe(201);
    for (const [w, h] of [
      [342, 150],
      [343, 149],
      [1200, 400],
    ] as const) {
      const res = await upload(seller.headers, 'images', 'image', await png(w, h));
      expect(res.status).toBe(400);
      expect(res.body.error?.fields.map((f) => f.path)).toEqual(['image']);
      expect(res.body.error?.fields[0]?.message).toContain('343x150');
    }
  });

  it('cover: takes 600x200 and larger, refuses 599x200; not an image is 415', async () => {
    expect((await upload(seller.headers, 'covers', 'cover', await png(600, 200))).status).toBe(201);
    expect((await upload(seller.headers, 'covers', 'cover', await png(599, 200))).status).toBe(400);
    const text = new File([new TextEncoder().encode('hello')], 'a.png', { type: 'image/png' });
    expect((await upload(seller.headers, 'covers', 'cover', text)).status).toBe(415);
  });

  it('creates a banner with every field, shown as running', async () => {
    const made = await create(seller.headers, valid());
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      title: 'Sale hè rực rỡ',
      type: 'shop',
      phase: 'running',
      startDate: dayFromToday(0),
      endDate: dayFromToday(3),
      link: 'https://chodep.vn/khuyen-mai',
      productCount: 1,
    });
    expect(made.body.data?.products.map((p) => p.id)).toEqual([seller.productId]);
  });

  it('title: 4 characters refused, 5 taken, 201 refused (in Vietnamese)', async () => {
    const short = await create(seller.headers, { ...valid(), title: ' Sale ' });
    expect(short.status).toBe(400);
    expect(fieldsOf(short)).toEqual(['title']);
    expect(short.body.error?.fields[0]?.message).toBe('Tiêu đề banner tối thiểu 5 ký tự');
    expect((await create(seller.headers, { ...valid(), title: 'Sale!' })).status).toBe(201);
    expect(fieldsOf(await create(seller.headers, { ...valid(), title: 'a'.repeat(201) }))).toEqual(['title']);
  });

  it('type, start, end and link are required; end today or later and after the start; link valid', async () => {
    expect(fieldsOf(await create(seller.headers, { ...valid(), type: undefined }))).toEqual(['type']);
    expect(fieldsOf(await create(seller.headers, { ...valid(), startDate: undefined }))).toEqual([
      'startDate',
    ]);
    expect(fieldsOf(await create(seller.headers, { ...valid(), endDate: '' }))).toEqual(['endDate']);
    const yesterday = await create(seller.headers, {
      ...valid(),
      startDate: dayFromToday(-3),
      endDate: dayFromToday(-1),
    });
    expect(fieldsOf(yesterday)).toEqual(['endDate']);
    expect(yesterday.body.error?.fields[0]?.message).toBe('Ngày kết thúc phải từ hôm nay trở đi');
    const endsToday = await create(seller.headers, {
      ...valid(),
      startDate: dayFromToday(-3),
      endDate: dayFromToday(0),
    });
    expect(endsToday.status).toBe(201);
    expect(endsToday.body.data?.phase).toBe('running');
    const sameDay = await create(seller.headers, {
      ...valid(),
      startDate: dayFromToday(2),
      endDate: dayFromToday(2),
    });
    expect(fieldsOf(sameDay)).toEqual(['endDate']);
    expect(fieldsOf(await create(seller.headers, { ...valid(), link: '' }))).toEqual(['link']);
    expect(fieldsOf(await create(seller.headers, { ...valid(), link: 'chodep.vn' }))).toEqual(['link']);
  });

  it("refuses another shop's product and another shop's picture", async () => {
    const res = await create(seller.headers, { ...valid(), productIds: [seller.productId, other.productId] });
    expect(fieldsOf(res)).toEqual(['productIds.1']);
    const theirs = await upload(other.headers, 'images', 'image', await png(343, 150));
    const stolen = await create(seller.headers, { ...valid(), imageKey: theirs.body.data?.key });
    expect(fieldsOf(stolen)).toEqual(['imageKey']);
  });

  it("an edit may keep the banner's current picture (a seeded one), not take another outside key", async () => {
    const [row] = await t.ctx.database.db
      .insert(banners)
      .values({
        shopId: seller.shopId,
        title: 'Banner có sẵn',
        type: 'shop',
        imageKey: 'catalog/banners/seeded',
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + 3 * DAY),
      })
      .returning({ id: banners.id });
    const id = row?.id as string;
    const kept = await call<SellerBanner>(seller.headers, 'PUT', `${BASE}/${id}`, {
      ...valid(),
      imageKey: 'catalog/banners/seeded',
    });
    expect(kept.status).toBe(200);
    const other = await call(seller.headers, 'PUT', `${BASE}/${id}`, {
      ...valid(),
      imageKey: 'catalog/banners/x',
    });
    expect(fieldsOf(other)).toEqual(['imageKey']);
  });

  it('lists tabs with counts; ends early; deletes; scoped to the shop (another shop -> 404)', async () => {
    const upcoming = await create(seller.headers, {
      ...valid(),
      title: 'Sắp diễn ra',
      startDate: dayFromToday(2),
      endDate: dayFromToday(5),
    });
    expect(upcoming.body.data?.phase).toBe('upcoming');
    const id = upcoming.body.data?.id as string;
    const before = await call<SellerBannerList>(seller.headers, 'GET', `${BASE}?phase=upcoming`);
    expect(before.body.data?.data.map((b) => b.title)).toEqual(['Sắp diễn ra']);
    const counts = before.body.data?.counts;

    expect((await call(other.headers, 'GET', `${BASE}/${id}`)).status).toBe(404);
    expect((await call(other.headers, 'PUT', `${BASE}/${id}`, valid())).status).toBe(404);
    expect((await call(other.headers, 'POST', `${BASE}/${id}/end`)).status).toBe(404);
    expect((await call(other.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(404);
    const theirList = await call<SellerBannerList>(other.headers, 'GET', `${BASE}?phase=upcoming`);
    expect(theirList.body.data?.counts.upcoming).toBe(0);

    const edited = await call<SellerBanner>(seller.headers, 'PUT', `${BASE}/${id}`, {
      ...valid(),
      title: 'Sắp diễn ra (sửa)',
      startDate: dayFromToday(2),
      endDate: dayFromToday(6),
      productIds: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Sắp diễn ra (sửa)',
      endDate: dayFromToday(6),
      productCount: 0,
    });

    const ended = await call<SellerBanner>(seller.headers, 'POST', `${BASE}/${id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.data?.phase).toBe('ended');
    expect((await call(seller.headers, 'POST', `${BASE}/${id}/end`)).status).toBe(409);
    expect((await call(seller.headers, 'PUT', `${BASE}/${id}`, valid())).status).toBe(409);
    const after = await call<SellerBannerList>(seller.headers, 'GET', `${BASE}?phase=ended`);
    expect(after.body.data?.counts).toEqual({
      upcoming: (counts?.upcoming ?? 0) - 1,
      running: counts?.running,
      ended: (counts?.ended ?? 0) + 1,
    });

    expect((await call(seller.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(204);
    expect((await call(seller.headers, 'GET', `${BASE}/${id}`)).status).toBe(404);
  });

  it('a running banner shows on the shop page, the home carousel (type home) and /banner/{id}', async () => {
    const shopBanner = await create(seller.headers, { ...valid(), title: 'Banner trang shop' });
    const homeBanner = await create(seller.headers, { ...valid(), title: 'Banner trang chủ', type: 'home' });
    const shopPage = await call<{ banners: { id: string; link: string | null }[] }>(
      {},
      'GET',
      `/api/v1/public/shops/${seller.shopId}`,
    );
    const ids = shopPage.body.data?.banners.map((b) => b.id);
    expect(ids).toContain(shopBanner.body.data?.id);
    expect(ids).not.toContain(homeBanner.body.data?.id);
    // A shop's banner opens its own page first, not the seller's link.
    const shown = shopPage.body.data?.banners.find((b) => b.id === shopBanner.body.data?.id);
    expect(shown?.link).toBe(`/banner/${shopBanner.body.data?.id}`);
    const home = await call<{ banners: { id: string; link: string | null }[] }>(
      {},
      'GET',
      '/api/v1/public/home',
    );
    const onHome = home.body.data?.banners.find((b) => b.id === homeBanner.body.data?.id);
    expect(onHome?.link).toBe(`/banner/${homeBanner.body.data?.id}`);

    const page = await call<PublicBanner>({}, 'GET', `/api/v1/public/banners/${shopBanner.body.data?.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data?.title).toBe('Banner trang shop');
    expect(page.body.data?.shop?.id).toBe(seller.shopId);
    expect(page.body.data?.products.map((p) => p.id)).toEqual([seller.productId]);

    // Ended: gone from the buyer page.
    await t.ctx.database.db
      .update(banners)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - DAY) })
      .where(eq(banners.id, shopBanner.body.data?.id as string));
    expect((await call({}, 'GET', `/api/v1/public/banners/${shopBanner.body.data?.id}`)).status).toBe(404);
  });
});
