import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../addresses/addresses.tables';
import type { CheckoutQuote } from '../../checkout/checkout-answer-schemas';
import { products } from '../../products/catalog/products.tables';
import { HO_CHI_MINH, prepareCheckoutData, wardOf } from '../../testing/address-fixtures';
import { apiCaller } from '../../testing/api-caller';
import { insertSellerWithShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertBuyer } from '../../testing/user-fixtures';
import { shops } from '../shops.tables';
import type { SellerActivity, ShopSettings } from './shop-settings-schemas';

const BASE = '/api/v1/seller/shop/settings';
const DAY = 24 * 60 * 60 * 1000;
const DESCRIPTION =
  'Shop thời trang nữ tại Hà Nội, chuyên áo thun, váy và phụ kiện. Hàng có sẵn, giao nhanh trong ngày, đổi trả trong 7 ngày.';

describe('seller shop settings', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let seller: Awaited<ReturnType<typeof insertSellerWithShop>>;
  let buyer: Awaited<ReturnType<typeof insertBuyer>>;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
    seller = await insertSellerWithShop(t.ctx);
    buyer = await insertBuyer(t.ctx);
  });
  afterAll(() => t.close());

  const settings = () => call<ShopSettings>(seller.headers, 'GET', BASE);
  const quote = (paymentMethod = 'CASH') =>
    call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', {
      source: 'express',
      items: [{ variantId: seller.variantId, quantity: 1 }],
      paymentMethod,
    });

  async function sellerAddress(userId: string) {
    const [row] = await t.ctx.database.db
      .insert(addresses)
      .values({
        userId,
        recipientName: 'Kho Sài Gòn',
        phone: '+84912345678',
        country: 'VN',
        provinceCode: HO_CHI_MINH,
        provinceName: 'Thành phố Hồ Chí Minh',
        wardCode: await wardOf(t.ctx, HO_CHI_MINH),
        wardName: 'Phường Sài Gòn',
        specificAddress: '9 Pasteur',
        type: 'company',
        deliveryTime: 'office_hours',
      })
      .returning({ id: addresses.id });
    return row?.id as string;
  }

  it('reads every section with the defaults', async () => {
    const res = await settings();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shipping: { shippingMethods: ['ghn', 'ghtk', 'self'], pickupAddressId: null, preparationDays: 2 },
      returnPolicy: { returnDays: 7 },
      paused: false,
      country: 'VN',
      activity: { warning: false },
    });
    expect(res.body.data?.shipping.pickupFallback).toContain('12 Hàng Bạc');
    expect(res.body.data?.payment.paymentMethods).toHaveLength(8);
  });

  it('shipping: needs one carrier and an own address; the checkout then offers only the enabled carriers from it', async () => {
    const mine = await sellerAddress(seller.userId);
    const none = await call(seller.headers, 'PUT', `${BASE}/shipping`, {
      shippingMethods: [],
      pickupAddressId: mine,
      preparationDays: 2,
    });
    expect(none.status).toBe(400);
    expect(none.body.error?.fields[0]).toEqual({
      path: 'shippingMethods',
      message: 'Vui lòng bật ít nhất một đơn vị vận chuyển',
    });
    const foreign = await call(seller.headers, 'PUT', `${BASE}/shipping`, {
      shippingMethods: ['ghn'],
      pickupAddressId: buyer.addressId,
      preparationDays: 2,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.fields.map((f) => f.path)).toEqual(['pickupAddressId']);

    // The default is for products in stock: 1 to 3 days (a pre-order product sets its own).
    const slow = await call(seller.headers, 'PUT', `${BASE}/shipping`, {
      shippingMethods: ['ghtk'],
      pickupAddressId: mine,
      preparationDays: 10,
    });
    expect(slow.status).toBe(400);
    expect(slow.body.error?.fields.map((f) => f.path)).toEqual(['preparationDays']);
    const saved = await call<ShopSettings>(seller.headers, 'PUT', `${BASE}/shipping`, {
      shippingMethods: ['ghtk'],
      pickupAddressId: mine,
      preparationDays: 3,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.shipping).toMatchObject({
      shippingMethods: ['ghtk'],
      pickupAddressId: mine,
      preparationDays: 3,
    });
    const [flag] = await t.ctx.database.db
      .select({ isPickup: addresses.isPickup })
      .from(addresses)
      .where(eq(addresses.id, mine));
    expect(flag?.isPickup).toBe(true);

    const q = await quote();
    expect(q.status).toBe(200);
    const options = q.body.data?.shops[0]?.shippingOptions ?? [];
    expect(new Set(options.map((o) => o.method))).toEqual(new Set(['ghtk']));
    expect(q.body.data?.shops[0]?.shipping?.method).toBe('ghtk');
  });

  it('payment: needs one method; the checkout quote offers only the accepted ones and refuses the others', async () => {
    const none = await call(seller.headers, 'PUT', `${BASE}/payment`, { paymentMethods: [] });
    expect(none.status).toBe(400);
    const saved = await call<ShopSettings>(seller.headers, 'PUT', `${BASE}/payment`, {
      paymentMethods: ['CASH', 'ATM'],
    });
    expect(saved.body.data?.payment.paymentMethods).toEqual(['CASH', 'ATM']);

    const q = await quote('VISA');
    const available = q.body.data?.paymentMethods.filter((m) => m.available).map((m) => m.method);
    expect(available).toEqual(['CASH', 'ATM']);
    expect(q.body.data?.shops[0]?.acceptsPaymentMethod).toBe(false);
    expect(q.body.data?.problems.map((p) => p.code)).toContain('PAYMENT_METHOD_NOT_APPLIED_BY_SHOP');
    expect((await quote('ATM')).body.data?.shops[0]?.acceptsPaymentMethod).toBe(true);
  });

  it('return policy: 1 to 15 days with one condition at least', async () => {
    expect(
      (
        await call(seller.headers, 'PUT', `${BASE}/return-policy`, {
          returnDays: 16,
          returnConditions: ['defective'],
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(seller.headers, 'PUT', `${BASE}/return-policy`, { returnDays: 3, returnConditions: [] }))
        .status,
    ).toBe(400);
    const saved = await call<ShopSettings>(seller.headers, 'PUT', `${BASE}/return-policy`, {
      returnDays: 15,
      returnConditions: ['wrong_item'],
    });
    expect(saved.body.data?.returnPolicy).toEqual({ returnDays: 15, returnConditions: ['wrong_item'] });
  });

  it('info: description of 99 characters refused, 100 taken', async () => {
    expect(DESCRIPTION.length).toBeGreaterThanOrEqual(100);
    const short = await call(seller.headers, 'PUT', `${BASE}/info`, {
      name: 'Tiệm Nhà Mây',
      description: 'x'.repeat(99),
    });
    expect(short.status).toBe(400);
    expect(short.body.error?.fields.map((f) => f.path)).toEqual(['description']);
    const hundred = await call(seller.headers, 'PUT', `${BASE}/info`, {
      name: 'Tiệm Nhà Mây',
      description: 'x'.repeat(100),
    });
    expect(hundred.status).toBe(200);
    const saved = await call<ShopSettings>(seller.headers, 'PUT', `${BASE}/info`, {
      name: 'Tiệm Nhà Mây',
      description: DESCRIPTION,
    });
    expect(saved.body.data?.info).toMatchObject({ name: 'Tiệm Nhà Mây', description: DESCRIPTION });
  });

  it('cover: a picture smaller than 1340x754 is refused, a larger one is cropped to exactly 1340x754', async () => {
    const upload = async (width: number, height: number) => {
      const png = await sharp({ create: { width, height, channels: 3, background: '#2e86de' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('cover', new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' }));
      const res = await t.api.request(`${BASE}/cover`, {
        method: 'POST',
        headers: seller.headers,
        body: form,
      });
      return {
        status: res.status,
        body: (await res.json()) as { data?: ShopSettings; error?: { fields: { path: string }[] } },
      };
    };
    const small = await upload(1339, 754);
    expect(small.status).toBe(400);
    expect(small.body.error?.fields.map((f) => f.path)).toEqual(['cover']);

    const big = await upload(2000, 2000);
    expect(big.status).toBe(200);
    const [shop] = await t.ctx.database.db
      .select({ coverKey: shops.coverKey })
      .from(shops)
      .where(eq(shops.id, seller.shopId));
    const stored = await t.ctx.storage.get(`${shop?.coverKey}-1340.webp`);
    const meta = await sharp(stored?.body).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1340, height: 754 });
    expect(big.body.data?.info.coverUrl).toContain(shop?.coverKey);
  });

  it('pause: the cart and the checkout refuse the products with SHOP_PAUSED until the shop is back', async () => {
    const paused = await call<ShopSettings>(seller.headers, 'PUT', `${BASE}/pause`, { paused: true });
    expect(paused.body.data?.paused).toBe(true);
    const [product] = await t.ctx.database.db
      .select({ listed: products.listed })
      .from(products)
      .where(eq(products.id, seller.productId));
    expect(product?.listed).toBe(false);

    const add = await call(buyer.headers, 'POST', '/api/v1/mobile/carts', {
      variantId: seller.variantId,
      quantity: 1,
    });
    expect(add.status).toBe(409);
    expect(add.body.error?.code).toBe('SHOP_PAUSED');
    expect(add.body.error?.message).toBe('Shop đang tạm nghỉ bán, bạn chưa thể mua sản phẩm này lúc này');
    expect((await quote()).body.data?.problems.map((p) => p.code)).toContain('SHOP_PAUSED');

    await call(seller.headers, 'PUT', `${BASE}/pause`, { paused: false });
    expect(
      (
        await call(buyer.headers, 'POST', '/api/v1/mobile/carts', {
          variantId: seller.variantId,
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    expect((await quote()).body.data?.problems).toEqual([]);
  });

  it('country: VN or KO, copied onto the products', async () => {
    expect((await call(seller.headers, 'PUT', `${BASE}/country`, { country: 'US' })).status).toBe(400);
    const saved = await call<ShopSettings>(seller.headers, 'PUT', `${BASE}/country`, { country: 'KO' });
    expect(saved.body.data?.country).toBe('KO');
    const [product] = await t.ctx.database.db
      .select({ shopCountry: products.shopCountry })
      .from(products)
      .where(eq(products.id, seller.productId));
    expect(product?.shopCountry).toBe('KO');
    await call(seller.headers, 'PUT', `${BASE}/country`, { country: 'VN' });
  });

  it('inactive warning: after 7 days without a write in the seller centre; a write clears it, a read does not', async () => {
    const activity = () => call<SellerActivity>(seller.headers, 'GET', '/api/v1/seller/shop/activity');
    const setDaysAgo = (days: number) =>
      t.ctx.database.db
        .update(shops)
        .set({ sellerActiveAt: new Date(t.ctx.now().getTime() - days * DAY) })
        .where(eq(shops.id, seller.shopId));

    await setDaysAgo(6);
    expect((await activity()).body.data).toMatchObject({ inactiveDays: 6, warning: false });
    await setDaysAgo(7);
    expect((await activity()).body.data).toMatchObject({ inactiveDays: 7, warning: true });
    await settings();
    expect((await activity()).body.data?.warning).toBe(true);
    // A refused write is not activity either.
    await call(seller.headers, 'PUT', `${BASE}/payment`, { paymentMethods: [] });
    expect((await activity()).body.data?.warning).toBe(true);
    await call(seller.headers, 'PUT', `${BASE}/payment`, { paymentMethods: ['CASH'] });
    expect((await activity()).body.data).toMatchObject({ inactiveDays: 0, warning: false });
  });

  it('is for sellers only', async () => {
    expect((await call({}, 'GET', BASE)).status).toBe(401);
    expect((await call(buyer.headers, 'GET', BASE)).status).toBe(403);
    expect((await call(buyer.headers, 'PUT', `${BASE}/pause`, { paused: true })).status).toBe(403);
  });
});
