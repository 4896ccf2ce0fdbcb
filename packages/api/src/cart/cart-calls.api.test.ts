import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient } from '../accounts/auth-test-client';
import { promotionItems } from '../promotions/promotions.tables';
import { insertPromotion } from '../testing/promotion-fixtures';
import { insertCartProduct } from '../testing/shop-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { cartItems } from './cart.tables';
import { type CartAnswer, cartCallsWorld } from './cart-calls-world';
import { removeCartLines } from './cart-lines';
import type { CartView } from './cart-schemas';

describe('cart calls (product.md §7)', () => {
  const w = cartCallsWorld();
  const { world, call, cartOf, itemOf, putLines } = w;
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  it('refuses every cart call without a session or a guest cookie (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/mobile/carts/all'],
      ['PUT', `/api/v1/mobile/carts/${id}/quantities`, { quantity: 1 }],
      ['DELETE', `/api/v1/mobile/carts/${id}`],
      ['POST', '/api/v1/mobile/carts/delete-many', { ids: [id] }],
      ['PUT', `/api/v1/mobile/carts/${id}/selection`, { is_selected: true }],
      ['PUT', '/api/v1/mobile/carts/selection', { is_selected: true }],
    ];
    for (const [method, path, body] of calls) {
      const res = await call({}, method, path, body);
      expect([method, path, res.status, res.body.error?.code]).toEqual([
        method,
        path,
        401,
        'UNAUTHENTICATED',
      ]);
    }
  });

  it('answers the cart in data.data: groups by shop, newest first, unselected, with SPEC field names', async () => {
    const a = await insertCartProduct(world.db, {
      shopName: 'Shop Áo Thun',
      productName: 'Áo thun cotton form rộng',
      variants: [
        { colour: 'Đen', size: 'S', stock: 5, price: 200_000, salePrice: 150_000 },
        { colour: 'Trắng', size: 'M', stock: 3, price: 220_000, salePrice: null },
      ],
    });
    const b = await insertCartProduct(world.db, {
      shopName: 'Shop Váy Đầm',
      variants: [{ colour: 'Đen', size: 'M', stock: 8, price: 300_000, salePrice: 250_000 }],
    });
    const user = await insertSignedInUser(world.t.ctx);
    const [aBlack = '', aWhite = ''] = a.variantIds;
    const [bBlack = ''] = b.variantIds;
    const ids = await putLines(user.userId, [
      { variantId: aBlack, quantity: 2 },
      { variantId: bBlack },
      { variantId: aWhite },
    ]);

    const cart = await cartOf(user.headers);
    expect(cart.number).toBe(3);
    expect(cart.invalid).toEqual([]);
    // Shop A holds the newest line (aWhite), so it comes first, its newest line on top.
    expect(cart.valid.map((g) => [g.shop.name, g.items.map((i) => i.variant_id)])).toEqual([
      ['Shop Áo Thun', [aWhite, aBlack]],
      ['Shop Váy Đầm', [bBlack]],
    ]);
    expect(cart.valid[0]?.shop).toEqual({ _id: a.shop.id, name: 'Shop Áo Thun', country: 'VN' });
    expect(cart.valid[0]?.is_selected).toBe(false);
    const item = itemOf(cart, aBlack);
    expect(item).toMatchObject({
      _id: ids.get(aBlack),
      quantity: 2,
      price: 150_000,
      price_original: 200_000,
      is_selected: false,
      variant_id: aBlack,
      product: {
        _id: a.productId,
        name: 'Áo thun cotton form rộng',
        sale_price: 150_000,
        sale_price_original: 200_000,
      },
      variant: {
        _id: aBlack,
        label: 'Đen, S',
        option_values: [
          { name: 'Đen', option: 'Màu sắc', image: expect.stringContaining('-200.webp') },
          { name: 'S', option: 'Kích cỡ', image: null },
        ],
      },
      shop: { _id: a.shop.id, name: 'Shop Áo Thun' },
      invalid_reason: null,
      max_quantity: 5,
      stock: 5,
      promotion: null,
    });
    // The line's picture is the picture of its colour.
    expect(item.product.image).toContain(`test-${a.productId.slice(0, 8)}-den-200.webp`);
    expect(itemOf(cart, aWhite)).toMatchObject({ price: 220_000, price_original: 220_000 });
    expect(cart.summary).toEqual({
      count: 0,
      units: 0,
      goods_total: 0,
      original_total: 0,
      saving: 0,
      selectable_count: 3,
      all_selected: false,
    });
    // The count call agrees with the number.
    const count = await world.t.api.request('/api/v1/mobile/carts/count', { headers: user.headers });
    expect(await count.json()).toEqual({ data: { data: 3 } });
  });

  it('answers an empty cart for a buyer without lines', async () => {
    const user = await insertSignedInUser(world.t.ctx);
    const cart = await cartOf(user.headers);
    expect(cart).toMatchObject({ valid: [], invalid: [], number: 0 });
  });

  it('prices lines with the best running promotion that has units left', async () => {
    const now = world.t.ctx.now();
    const p = await insertCartProduct(world.db, {
      shopName: 'Shop Khuyến Mãi',
      variants: [
        { colour: 'Đen', size: 'S', stock: 10, price: 200_000, salePrice: 150_000 },
        { colour: 'Đen', size: 'M', stock: 10, price: 200_000, salePrice: null },
        { colour: 'Trắng', size: 'S', stock: 10, price: 200_000, salePrice: 180_000 },
      ],
    });
    const [v1 = '', v2 = '', v3 = ''] = p.variantIds;
    const wide = await insertPromotion(world.db, {
      now,
      productId: p.productId,
      discountedPrice: 120_000,
      stock: 5,
      soldCount: 1,
      perOrderLimit: 2,
      perUserLimit: 3,
    });
    const forV2 = await insertPromotion(world.db, {
      now,
      productId: p.productId,
      variantId: v2,
      discountedPrice: 99_000,
    });
    // Cheaper offers for v3 that do not apply: ended early, not started, sold out.
    await insertPromotion(world.db, {
      now,
      productId: p.productId,
      variantId: v3,
      discountedPrice: 50_000,
      endedEarly: true,
    });
    await insertPromotion(world.db, {
      now,
      productId: p.productId,
      variantId: v3,
      discountedPrice: 40_000,
      startsInHours: 1,
    });
    await insertPromotion(world.db, {
      now,
      productId: p.productId,
      variantId: v3,
      discountedPrice: 30_000,
      stock: 4,
      soldCount: 4,
    });
    await insertPromotion(world.db, {
      now,
      productId: p.productId,
      variantId: v3,
      discountedPrice: 20_000,
      startsInHours: -3,
      endsInHours: -1,
    });

    const user = await insertSignedInUser(world.t.ctx);
    const ids = await putLines(user.userId, [
      { variantId: v1, quantity: 2, selected: true },
      { variantId: v2, quantity: 3, selected: true },
      { variantId: v3 },
    ]);
    const cart = await cartOf(user.headers);
    expect(itemOf(cart, v1)).toMatchObject({
      price: 120_000,
      price_original: 200_000,
      max_quantity: 2,
      promotion: {
        promotion_item_id: wide.promotionItemId,
        remaining: 4,
        per_order_limit: 2,
        per_user_limit: 3,
      },
    });
    expect(itemOf(cart, v2)).toMatchObject({
      price: 99_000,
      max_quantity: 10,
      promotion: { promotion_item_id: forV2.promotionItemId, per_order_limit: null },
    });
    expect(itemOf(cart, v3)).toMatchObject({
      price: 120_000,
      promotion: { promotion_item_id: wide.promotionItemId },
    });
    expect(cart.summary).toMatchObject({
      count: 2,
      units: 5,
      goods_total: 2 * 120_000 + 3 * 99_000,
      original_total: 5 * 200_000,
      saving: 5 * 200_000 - (2 * 120_000 + 3 * 99_000),
    });

    // The per-order limit of the promotion bounds the quantity, in the words of product.md §8.
    const over = await call(
      { ...user.headers, 'accept-language': 'en' },
      'PUT',
      `/api/v1/mobile/carts/${ids.get(v1)}/quantities`,
      {
        quantity: 3,
      },
    );
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'PROMOTION_LIMIT_EXCEEDED',
      message: 'Your order exceeds the remaining product limit of the promotion program',
    });

    // Once the program is sold out the sale price applies again, and the limit goes with it.
    await world.db
      .update(promotionItems)
      .set({ soldCount: sql`${promotionItems.stock}` })
      .where(eq(promotionItems.id, wide.promotionItemId));
    const after = await cartOf(user.headers);
    expect(itemOf(after, v1)).toMatchObject({ price: 150_000, promotion: null, max_quantity: 10 });
    expect(itemOf(after, v3)).toMatchObject({ price: 180_000, promotion: null });
    const ok = await call(user.headers, 'PUT', `/api/v1/mobile/carts/${ids.get(v1)}/quantities`, {
      quantity: 3,
    });
    expect(ok.status).toBe(200);
  });

  it("works for a guest's cart with the guest cookie", async () => {
    const p = await insertCartProduct(world.db, {
      shopName: 'Shop Khách',
      variants: [{ colour: 'Đen', size: 'S', stock: 6, price: 90_000, salePrice: null }],
    });
    const [variant = ''] = p.variantIds;
    const browser = cookieClient(world.t.api);
    expect((await browser.write('/community/v1/user/request-guest-user')).status).toBe(201);
    expect((await browser.write('/api/v1/mobile/carts', { variantId: variant, quantity: 2 })).status).toBe(
      200,
    );
    const all = await browser.request('/api/v1/mobile/carts/all');
    const cart = ((await all.json()) as CartAnswer).data?.data as CartView;
    expect(cart.number).toBe(1);
    const id = itemOf(cart, variant)._id;
    const put = await browser.request(`/api/v1/mobile/carts/${id}/quantities`, {
      method: 'PUT',
      json: { quantity: 5 },
      headers: { 'x-csrf-token': browser.cookie('csrf_token') ?? '' },
    });
    expect(put.status).toBe(200);
    expect(itemOf(((await put.json()) as CartAnswer).data?.data as CartView, variant).quantity).toBe(5);
    // A signed-in buyer does not see the guest's line.
    const user = await insertSignedInUser(world.t.ctx);
    expect(
      (await call(user.headers, 'PUT', `/api/v1/mobile/carts/${id}/quantities`, { quantity: 1 })).status,
    ).toBe(404);
  });

  it('removeCartLines takes the given variants out of one cart only', async () => {
    const p = await insertCartProduct(world.db, {
      shopName: 'Shop Đặt Hàng',
      variants: [
        { colour: 'Đen', size: 'S', stock: 5 },
        { colour: 'Đen', size: 'M', stock: 5 },
      ],
    });
    const [v1 = '', v2 = ''] = p.variantIds;
    const buyer = await insertSignedInUser(world.t.ctx);
    const other = await insertSignedInUser(world.t.ctx);
    await putLines(buyer.userId, [{ variantId: v1, selected: true }, { variantId: v2 }]);
    await putLines(other.userId, [{ variantId: v1 }]);
    const gone = await world.db.transaction((tx) => removeCartLines(tx, { userId: buyer.userId }, [v1]));
    expect(gone).toBe(1);
    const left = await world.db
      .select({ variantId: cartItems.variantId })
      .from(cartItems)
      .where(eq(cartItems.userId, buyer.userId));
    expect(left.map((l) => l.variantId)).toEqual([v2]);
    const others = await world.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, other.userId), eq(cartItems.variantId, v1)));
    expect(others).toHaveLength(1);
    expect(await world.db.transaction((tx) => removeCartLines(tx, { userId: buyer.userId }, []))).toBe(0);
  });
});
