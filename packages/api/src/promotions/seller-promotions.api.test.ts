import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import type {
  PromotionPickerProduct,
  SellerPromotionDetail,
  SellerPromotionList,
} from './seller-promotion-schemas';

const BASE = '/api/v1/seller/promotions';
const DAY = 86_400_000;
/** Day `n` from now, one day long: windows of distinct n never overlap. */
const window = (n: number, days = 1) => ({
  startsAt: new Date(Date.now() + n * DAY).toISOString(),
  endsAt: new Date(Date.now() + (n + days) * DAY).toISOString(),
});

describe('seller promotion programs', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  type Seller = {
    headers: Record<string, string>;
    productId: string;
    variants: PromotionPickerProduct['variants'];
    product: PromotionPickerProduct;
  };
  let seller: Seller;
  let other: Seller;

  async function makeSeller(): Promise<Seller> {
    const shop = await insertSellerWithShop(t.ctx, {
      variants: [
        { colour: 'Đen', size: 'M', stock: 20, price: 150_000 },
        { colour: 'Trắng', size: 'L', stock: 5, price: 200_000 },
      ],
    });
    const picker = await call<PromotionPickerProduct[]>(shop.headers, 'GET', `${BASE}/product-picker`);
    const product = picker.body.data?.find((p) => p.id === shop.productId) as PromotionPickerProduct;
    return { headers: shop.headers, productId: shop.productId, variants: product.variants, product };
  }

  beforeAll(async () => {
    t = await createRaceTestApp();
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
    seller = await makeSeller();
    other = await makeSeller();
  });
  afterAll(() => t.close());

  const variantItem = (s: Seller, index: number, extra: Record<string, unknown> = {}) => {
    const v = s.variants[index] as PromotionPickerProduct['variants'][number];
    return {
      productId: s.productId,
      variantId: v.id,
      originalPrice: v.price,
      discountedPrice: Math.round(v.price * 0.9),
      stock: 1,
      ...extra,
    };
  };
  const program = (items: unknown[], when = window(1), extra: Record<string, unknown> = {}) => ({
    name: 'Sale cuối tuần',
    kind: 'variant',
    ...when,
    items,
    ...extra,
  });
  const create = (s: Seller, body: unknown) => call<SellerPromotionDetail>(s.headers, 'POST', BASE, body);
  const fieldsOf = (res: Awaited<ReturnType<typeof create>>) =>
    res.body.error?.fields.map((f) => f.path) ?? [];
  let day = 100;
  const nextWindow = () => {
    day += 2;
    return window(day);
  };

  it('the picker lists only the shop’s own products with active variants, prices and stock', async () => {
    expect(seller.variants.map((v) => [v.price, v.stock])).toEqual([
      [150_000, 20],
      [200_000, 5],
    ]);
    const picker = await call<PromotionPickerProduct[]>(seller.headers, 'GET', `${BASE}/product-picker`);
    expect(picker.body.data?.map((p) => p.id)).not.toContain(other.productId);
  });

  it('discount: 0% refused, 1% taken, 80% taken, 81% refused (on a 150 000 ₫ variant)', async () => {
    const zero = await create(
      seller,
      program([variantItem(seller, 0, { discountedPrice: 150_000 })], nextWindow()),
    );
    expect(zero.status).toBe(400);
    expect(zero.body.error?.fields).toEqual([
      { path: 'items.0.discountedPrice', message: 'Giá khuyến mãi phải thấp hơn giá gốc' },
    ]);
    const one = await create(
      seller,
      program([variantItem(seller, 0, { discountedPrice: 148_500 })], nextWindow()),
    );
    expect(one.status).toBe(201);
    expect(one.body.data?.items[0]).toMatchObject({
      discountPercent: 1,
      originalPrice: 150_000,
      discountedPrice: 148_500,
    });
    const eighty = await create(
      seller,
      program([variantItem(seller, 0, { discountedPrice: 30_000 })], nextWindow()),
    );
    expect(eighty.status).toBe(201);
    expect(eighty.body.data?.items[0]?.discountPercent).toBe(80);
    const over = await create(
      seller,
      program([variantItem(seller, 0, { discountedPrice: 28_500 })], nextWindow()),
    );
    expect(over.status).toBe(400);
    expect(over.body.error?.fields[0]).toEqual({
      path: 'items.0.discountedPrice',
      message: 'Mức giảm tối đa là 80%',
    });
  });

  it('max discount: 0 refused, equal to the discount taken, above it refused', async () => {
    const item = (maxDiscount: number) => variantItem(seller, 0, { discountedPrice: 100_000, maxDiscount });
    const zero = await create(seller, program([item(0)], nextWindow()));
    expect(zero.status).toBe(400);
    expect(fieldsOf(zero)).toEqual(['items.0.maxDiscount']);
    const equal = await create(seller, program([item(50_000)], nextWindow()));
    expect(equal.status).toBe(201);
    expect(equal.body.data?.items[0]?.maxDiscount).toBe(50_000);
    const above = await create(seller, program([item(50_001)], nextWindow()));
    expect(above.status).toBe(400);
    expect(above.body.error?.fields[0]).toEqual({
      path: 'items.0.maxDiscount',
      message: 'Mức giảm tối đa không được lớn hơn mức giảm',
    });
  });

  it('product limit 0 refused with its message; above the variant stock refused; equal taken', async () => {
    const zero = await create(seller, program([variantItem(seller, 1, { stock: 0 })], nextWindow()));
    expect(zero.status).toBe(400);
    expect(zero.body.error?.fields[0]).toEqual({
      path: 'items.0.stock',
      message: 'Giới hạn sản phẩm không được bằng 0',
    });
    const above = await create(seller, program([variantItem(seller, 1, { stock: 6 })], nextWindow()));
    expect(above.status).toBe(400);
    expect(fieldsOf(above)).toEqual(['items.0.stock']);
    const equal = await create(
      seller,
      program([variantItem(seller, 1, { stock: 5, perOrderLimit: 2 })], nextWindow()),
    );
    expect(equal.status).toBe(201);
    expect(equal.body.data?.items[0]).toMatchObject({ stock: 5, perOrderLimit: 2, soldCount: 0 });
  });

  it('name: 150 characters taken, 151 refused', async () => {
    const ok = await create(
      seller,
      program([variantItem(seller, 0)], nextWindow(), { name: 'a'.repeat(150) }),
    );
    expect(ok.status).toBe(201);
    const long = await create(
      seller,
      program([variantItem(seller, 0)], nextWindow(), { name: 'a'.repeat(151) }),
    );
    expect(long.status).toBe(400);
    expect(fieldsOf(long)).toEqual(['name']);
  });

  it('refuses a wrong list: another shop’s product, a variant twice, a kind mismatch, a stale price', async () => {
    const when = nextWindow();
    const foreign = await create(seller, program([variantItem(seller, 0), variantItem(other, 0)], when));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.fields).toEqual([
      { path: 'items.1.productId', message: 'Danh sách không đúng' },
    ]);
    const twice = await create(seller, program([variantItem(seller, 0), variantItem(seller, 0)], when));
    expect(fieldsOf(twice)).toEqual(['items.1.productId']);
    const mismatch = await create(seller, program([variantItem(seller, 0)], when, { kind: 'product' }));
    expect(fieldsOf(mismatch)).toEqual(['items.0.productId']);
    const stale = await create(
      seller,
      program([variantItem(seller, 0, { originalPrice: 160_000, discountedPrice: 140_000 })], when),
    );
    expect(fieldsOf(stale)).toEqual(['items.0.originalPrice']);
  });

  it('refuses a variant already in an overlapping program, takes it back to back, and a whole-product program clashes', async () => {
    const a = window(300, 2);
    expect((await create(seller, program([variantItem(seller, 0)], a))).status).toBe(201);
    const overlapping = await create(
      seller,
      program([variantItem(seller, 1), variantItem(seller, 0)], window(301, 2)),
    );
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.error?.fields).toEqual([
      { path: 'items.1.productId', message: 'Sản phẩm đã có trong một chương trình khác trùng thời gian' },
    ]);
    // [start, end): the next program may start the instant the first ends.
    const after = await create(
      seller,
      program([variantItem(seller, 0)], { startsAt: a.endsAt, endsAt: window(305).endsAt }),
    );
    expect(after.status).toBe(201);
    // The other variant in the same window is free.
    expect((await create(seller, program([variantItem(seller, 1)], a))).status).toBe(201);
    const wholeProduct = {
      productId: seller.productId,
      variantId: null,
      originalPrice: seller.product.price,
      discountedPrice: seller.product.price - 10_000,
      stock: 1,
    };
    const clash = await create(seller, program([wholeProduct], window(301), { kind: 'product' }));
    expect(fieldsOf(clash)).toEqual(['items.0.productId']);
    const free = await create(seller, program([wholeProduct], window(400), { kind: 'product' }));
    expect(free.status).toBe(201);
    expect(free.body.data).toMatchObject({ kind: 'product', phase: 'upcoming' });
  });

  raceIt('lets only one of two concurrent programs take the same variant at the same time', async () => {
    const when = window(500);
    const results = await Promise.all([
      create(seller, program([variantItem(seller, 0)], when, { name: 'Một' })),
      create(seller, program([variantItem(seller, 0)], when, { name: 'Hai' })),
      create(seller, program([variantItem(seller, 0)], when, { name: 'Ba' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it('ends a running program early, which frees its variant; then deletes it; refuses to end or delete in the wrong phase', async () => {
    const running = await create(
      other,
      program([variantItem(other, 0)], {
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: window(2).endsAt,
      }),
    );
    expect(running.status).toBe(201);
    const id = running.body.data?.id as string;
    expect(running.body.data?.phase).toBe('running');
    // A start in the past means now, not yesterday.
    expect(Date.parse(running.body.data?.startsAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await call(other.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(409);
    const edit = await call(
      other.headers,
      'PUT',
      `${BASE}/${id}`,
      program([variantItem(other, 0)], window(1)),
    );
    expect(edit.status).toBe(409);

    const ended = await call<SellerPromotionDetail>(other.headers, 'POST', `${BASE}/${id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.data?.phase).toBe('ended');
    expect(ended.body.data?.endedAt).not.toBeNull();
    expect((await call(other.headers, 'POST', `${BASE}/${id}/end`)).status).toBe(409);
    const again = await create(
      other,
      program([variantItem(other, 0)], { startsAt: new Date().toISOString(), endsAt: window(1).endsAt }),
    );
    expect(again.status).toBe(201);

    expect((await call(other.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(204);
    expect((await call(other.headers, 'GET', `${BASE}/${id}`)).status).toBe(404);
  });

  it('edits and deletes an upcoming program', async () => {
    const made = await create(other, program([variantItem(other, 1)], window(50)));
    const id = made.body.data?.id as string;
    const edited = await call<SellerPromotionDetail>(
      other.headers,
      'PUT',
      `${BASE}/${id}`,
      program([variantItem(other, 1, { stock: 3 }), variantItem(other, 0)], window(51), { name: 'Đổi tên' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Đổi tên', itemCount: 2, phase: 'upcoming' });
    expect(edited.body.data?.items.map((i) => i.stock)).toEqual([3, 1]);
    // Editing it against itself is not an overlap.
    const same = await call(
      other.headers,
      'PUT',
      `${BASE}/${id}`,
      program([variantItem(other, 1)], window(51)),
    );
    expect(same.status).toBe(200);
    expect((await call(other.headers, 'POST', `${BASE}/${id}/end`)).status).toBe(409);
    expect((await call(other.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(204);
  });

  it('scopes everything to the shop: another shop’s program is 404 for read, edit, end and delete', async () => {
    const mine = await create(other, program([variantItem(other, 1)], window(60)));
    const id = mine.body.data?.id as string;
    expect((await call(seller.headers, 'GET', `${BASE}/${id}`)).status).toBe(404);
    expect(
      (await call(seller.headers, 'PUT', `${BASE}/${id}`, program([variantItem(seller, 1)], window(61))))
        .status,
    ).toBe(404);
    expect((await call(seller.headers, 'POST', `${BASE}/${id}/end`)).status).toBe(404);
    expect((await call(seller.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(404);
    expect((await call(other.headers, 'GET', `${BASE}/${id}`)).status).toBe(200);
  });

  it('lists by type and tab with the count of every tab', async () => {
    const list = (q: string) => call<SellerPromotionList>(seller.headers, 'GET', `${BASE}?${q}`);
    const upcoming = await list('type=variant&tab=upcoming');
    expect(upcoming.status).toBe(200);
    const counts = upcoming.body.data?.counts;
    expect(counts?.upcoming).toBeGreaterThanOrEqual(8);
    expect(upcoming.body.data?.data.every((r) => r.phase === 'upcoming' && r.kind === 'variant')).toBe(true);
    expect(upcoming.body.data?.total).toBe(counts?.upcoming);
    const products = await list('type=product&tab=upcoming');
    expect(products.body.data?.counts).toEqual({ upcoming: 1, running: 0, ended: 0 });
    expect(products.body.data?.data.map((r) => r.kind)).toEqual(['product']);
    expect((await list('type=variant&tab=running')).body.data?.data).toEqual([]);
  });
});
