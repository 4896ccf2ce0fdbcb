import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient } from '../accounts/auth-test-client';
import { products, productVariants } from '../products/catalog/products.tables';
import { promotionItems } from '../promotions/promotions.tables';
import { shops } from '../shops/shops.tables';
import { insertPromotion } from '../testing/promotion-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertCartProduct } from '../testing/shop-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { cartItems } from './cart.tables';
import { removeCartLines, selectedCartLines } from './cart-lines';
import type { CartItemView, CartView } from './cart-schemas';

interface Answer {
  data?: { data: CartView };
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

const MINUTE_MS = 60_000;

describe('cart calls (product.md §7)', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let db: Awaited<ReturnType<typeof createRaceTestApp>>['ctx']['database']['db'];

  const call = async (headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const cartOf = async (headers: Record<string, string>) => {
    const res = await call(headers, 'GET', '/api/v1/mobile/carts/all');
    expect(res.status).toBe(200);
    return res.body.data?.data as CartView;
  };
  const itemsOf = (cart: CartView, section: 'valid' | 'invalid' = 'valid') =>
    cart[section].flatMap((group) => group.items);
  const itemOf = (cart: CartView, variantId: string): CartItemView => {
    const item = [...itemsOf(cart), ...itemsOf(cart, 'invalid')].find((i) => i.variant_id === variantId);
    if (!item) throw new Error(`no line for ${variantId}`);
    return item;
  };
  /** Puts lines straight in a user's cart, the first added `lines.length` minutes ago. */
  const putLines = async (
    userId: string,
    lines: { variantId: string; quantity?: number; selected?: boolean }[],
  ) => {
    const now = Date.now();
    const rows = await db
      .insert(cartItems)
      .values(
        lines.map((line, i) => ({
          userId,
          variantId: line.variantId,
          quantity: line.quantity ?? 1,
          isSelected: line.selected ?? false,
          createdAt: new Date(now - (lines.length - i) * MINUTE_MS),
        })),
      )
      .returning({ id: cartItems.id, variantId: cartItems.variantId });
    return new Map(rows.map((row) => [row.variantId, row.id]));
  };
  const quantityIn = async (id: string) => {
    const [row] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.id, id));
    return row?.quantity;
  };

  beforeAll(async () => {
    t = await createRaceTestApp();
    db = t.ctx.database.db;
  });
  afterAll(() => t.close());

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
    const a = await insertCartProduct(db, {
      shopName: 'Shop Áo Thun',
      productName: 'Áo thun cotton form rộng',
      variants: [
        { colour: 'Đen', size: 'S', stock: 5, price: 200_000, salePrice: 150_000 },
        { colour: 'Trắng', size: 'M', stock: 3, price: 220_000, salePrice: null },
      ],
    });
    const b = await insertCartProduct(db, {
      shopName: 'Shop Váy Đầm',
      variants: [{ colour: 'Đen', size: 'M', stock: 8, price: 300_000, salePrice: 250_000 }],
    });
    const user = await insertSignedInUser(t.ctx);
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
    const count = await t.api.request('/api/v1/mobile/carts/count', { headers: user.headers });
    expect(await count.json()).toEqual({ data: { data: 3 } });
  });

  it('answers an empty cart for a buyer without lines', async () => {
    const user = await insertSignedInUser(t.ctx);
    const cart = await cartOf(user.headers);
    expect(cart).toMatchObject({ valid: [], invalid: [], number: 0 });
  });

  it('prices lines with the best running promotion that has units left', async () => {
    const now = t.ctx.now();
    const p = await insertCartProduct(db, {
      shopName: 'Shop Khuyến Mãi',
      variants: [
        { colour: 'Đen', size: 'S', stock: 10, price: 200_000, salePrice: 150_000 },
        { colour: 'Đen', size: 'M', stock: 10, price: 200_000, salePrice: null },
        { colour: 'Trắng', size: 'S', stock: 10, price: 200_000, salePrice: 180_000 },
      ],
    });
    const [v1 = '', v2 = '', v3 = ''] = p.variantIds;
    const wide = await insertPromotion(db, {
      now,
      productId: p.productId,
      discountedPrice: 120_000,
      stock: 5,
      soldCount: 1,
      perOrderLimit: 2,
      perUserLimit: 3,
    });
    const forV2 = await insertPromotion(db, {
      now,
      productId: p.productId,
      variantId: v2,
      discountedPrice: 99_000,
    });
    // Cheaper offers for v3 that do not apply: ended early, not started, sold out.
    await insertPromotion(db, {
      now,
      productId: p.productId,
      variantId: v3,
      discountedPrice: 50_000,
      endedEarly: true,
    });
    await insertPromotion(db, {
      now,
      productId: p.productId,
      variantId: v3,
      discountedPrice: 40_000,
      startsInHours: 1,
    });
    await insertPromotion(db, {
      now,
      productId: p.productId,
      variantId: v3,
      discountedPrice: 30_000,
      stock: 4,
      soldCount: 4,
    });
    await insertPromotion(db, {
      now,
      productId: p.productId,
      variantId: v3,
      discountedPrice: 20_000,
      startsInHours: -3,
      endsInHours: -1,
    });

    const user = await insertSignedInUser(t.ctx);
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
    await db
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

  describe('PUT /api/v1/mobile/carts/{id}/quantities', () => {
    it('sets the quantity within the stock and answers the new cart', async () => {
      const p = await insertCartProduct(db, {
        shopName: 'Shop Số Lượng',
        variants: [{ colour: 'Đen', size: 'S', stock: 4, price: 100_000, salePrice: null }],
      });
      const [variant = ''] = p.variantIds;
      const user = await insertSignedInUser(t.ctx);
      const id = (await putLines(user.userId, [{ variantId: variant, selected: true }])).get(variant) ?? '';
      const path = `/api/v1/mobile/carts/${id}/quantities`;

      const ok = await call(user.headers, 'PUT', path, { quantity: 4 });
      expect(ok.status).toBe(200);
      expect(ok.body.data?.data.number).toBe(1);
      expect(itemOf(ok.body.data?.data as CartView, variant).quantity).toBe(4);
      expect(ok.body.data?.data.summary).toMatchObject({ count: 1, units: 4, goods_total: 400_000 });

      const over = await call({ ...user.headers, 'accept-language': 'en' }, 'PUT', path, { quantity: 5 });
      expect(over.status).toBe(409);
      expect(over.body.error?.code).toBe('QUANTITY_EXCEEDS_STOCK');
      expect(over.body.error?.message).toBe('Not enough stock: only 4 left (4 already in your cart)');
      expect(await quantityIn(id)).toBe(4);

      for (const quantity of [0, -1]) {
        const bad = await call(user.headers, 'PUT', path, { quantity });
        expect(bad.status).toBe(400);
        expect(bad.body.error?.code).toBe('VALIDATION_FAILED');
        expect(bad.body.error?.fields.map((f) => f.path)).toEqual(['quantity']);
      }
      expect((await call(user.headers, 'PUT', path, { quantity: 1.5 })).status).toBe(400);
      expect((await call(user.headers, 'PUT', path, {})).status).toBe(400);
      expect(
        (await call(user.headers, 'PUT', '/api/v1/mobile/carts/abc/quantities', { quantity: 1 })).status,
      ).toBe(400);
      const unknown = await call(
        user.headers,
        'PUT',
        '/api/v1/mobile/carts/00000000-0000-4000-8000-000000000000/quantities',
        {
          quantity: 1,
        },
      );
      expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'NOT_FOUND']);
      expect(await quantityIn(id)).toBe(4);
    });

    it("cannot touch another buyer's line (404) and leaves it as it was", async () => {
      const p = await insertCartProduct(db, {
        shopName: 'Shop Người Khác',
        variants: [{ colour: 'Đen', size: 'S', stock: 9 }],
      });
      const [variant = ''] = p.variantIds;
      const owner = await insertSignedInUser(t.ctx);
      const stranger = await insertSignedInUser(t.ctx);
      const id = (await putLines(owner.userId, [{ variantId: variant, quantity: 2 }])).get(variant) ?? '';

      const put = await call(stranger.headers, 'PUT', `/api/v1/mobile/carts/${id}/quantities`, {
        quantity: 5,
      });
      expect([put.status, put.body.error?.code]).toEqual([404, 'NOT_FOUND']);
      const del = await call(stranger.headers, 'DELETE', `/api/v1/mobile/carts/${id}`);
      expect(del.status).toBe(404);
      const sel = await call(stranger.headers, 'PUT', `/api/v1/mobile/carts/${id}/selection`, {
        is_selected: true,
      });
      expect(sel.status).toBe(404);
      const many = await call(stranger.headers, 'POST', '/api/v1/mobile/carts/delete-many', { ids: [id] });
      expect(many.status).toBe(200);
      expect(many.body.data?.data.number).toBe(0);

      expect(await quantityIn(id)).toBe(2);
      const [row] = await db.select().from(cartItems).where(eq(cartItems.id, id));
      expect(row?.isSelected).toBe(false);
      expect((await cartOf(stranger.headers)).number).toBe(0);
    });

    raceIt('never lets 20 concurrent updates of one line exceed the stock', async () => {
      const p = await insertCartProduct(db, {
        shopName: 'Shop Đồng Thời',
        variants: [{ colour: 'Đen', size: 'S', stock: 10, price: 100_000 }],
      });
      const [variant = ''] = p.variantIds;
      const user = await insertSignedInUser(t.ctx);
      const id = (await putLines(user.userId, [{ variantId: variant }])).get(variant) ?? '';
      const quantities = Array.from({ length: 20 }, (_, i) => 20 - i);
      const answers = await Promise.all(
        quantities.map((quantity) =>
          call(user.headers, 'PUT', `/api/v1/mobile/carts/${id}/quantities`, { quantity }).then((res) => ({
            quantity,
            status: res.status,
            code: res.body.error?.code,
          })),
        ),
      );
      const accepted = answers.filter((a) => a.status === 200).map((a) => a.quantity);
      expect(accepted.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // Every other update is refused for the stock, none fails otherwise.
      expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.code])).toEqual(
        Array.from({ length: 10 }, () => [409, 'QUANTITY_EXCEEDS_STOCK']),
      );
      const final = (await quantityIn(id)) ?? 0;
      expect(final).toBeLessThanOrEqual(10);
      expect(accepted).toContain(final);
      const [row] = await db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variant));
      expect(row?.stock).toBe(10);
    });
  });

  describe('DELETE /api/v1/mobile/carts/{id} and POST /api/v1/mobile/carts/delete-many', () => {
    it('removes the owner’s lines and answers the new count', async () => {
      const p = await insertCartProduct(db, {
        shopName: 'Shop Xoá',
        variants: [
          { colour: 'Đen', size: 'S', stock: 5 },
          { colour: 'Đen', size: 'M', stock: 5 },
          { colour: 'Trắng', size: 'S', stock: 5 },
          { colour: 'Trắng', size: 'M', stock: 5 },
        ],
      });
      const [v1 = '', v2 = '', v3 = '', v4 = ''] = p.variantIds;
      const user = await insertSignedInUser(t.ctx);
      const other = await insertSignedInUser(t.ctx);
      const ids = await putLines(user.userId, [
        { variantId: v1 },
        { variantId: v2 },
        { variantId: v3 },
        { variantId: v4 },
      ]);
      const othersId = (await putLines(other.userId, [{ variantId: v1 }])).get(v1) ?? '';

      const one = await call(user.headers, 'DELETE', `/api/v1/mobile/carts/${ids.get(v1)}`);
      expect(one.status).toBe(200);
      expect(one.body.data?.data.number).toBe(3);
      expect((await call(user.headers, 'DELETE', `/api/v1/mobile/carts/${ids.get(v1)}`)).status).toBe(404);

      const many = await call(user.headers, 'POST', '/api/v1/mobile/carts/delete-many', {
        ids: [ids.get(v2), ids.get(v3), othersId],
      });
      expect(many.status).toBe(200);
      expect(many.body.data?.data.number).toBe(1);
      expect(itemsOf(many.body.data?.data as CartView).map((i) => i.variant_id)).toEqual([v4]);
      expect(await quantityIn(othersId)).toBe(1);

      expect((await call(user.headers, 'POST', '/api/v1/mobile/carts/delete-many', { ids: [] })).status).toBe(
        400,
      );
      expect(
        (await call(user.headers, 'POST', '/api/v1/mobile/carts/delete-many', { ids: ['x'] })).status,
      ).toBe(400);
    });
  });

  describe('selection', () => {
    it('selects per line, per shop and all; totals follow', async () => {
      const a = await insertCartProduct(db, {
        shopName: 'Shop Chọn A',
        variants: [
          { colour: 'Đen', size: 'S', stock: 5, price: 100_000, salePrice: 80_000 },
          { colour: 'Đen', size: 'M', stock: 5, price: 100_000, salePrice: null },
        ],
      });
      const b = await insertCartProduct(db, {
        shopName: 'Shop Chọn B',
        variants: [{ colour: 'Đen', size: 'S', stock: 5, price: 50_000, salePrice: null }],
      });
      const [a1 = '', a2 = ''] = a.variantIds;
      const [b1 = ''] = b.variantIds;
      const user = await insertSignedInUser(t.ctx);
      const ids = await putLines(user.userId, [
        { variantId: a1, quantity: 2 },
        { variantId: a2 },
        { variantId: b1, quantity: 3 },
      ]);

      const line = await call(user.headers, 'PUT', `/api/v1/mobile/carts/${ids.get(a1)}/selection`, {
        is_selected: true,
      });
      expect(line.status).toBe(200);
      let cart = line.body.data?.data as CartView;
      expect(itemOf(cart, a1).is_selected).toBe(true);
      expect(itemOf(cart, a2).is_selected).toBe(false);
      expect(cart.summary).toMatchObject({ count: 1, units: 2, goods_total: 160_000, saving: 40_000 });

      const shop = await call(user.headers, 'PUT', '/api/v1/mobile/carts/selection', {
        is_selected: true,
        shop_id: b.shop.id,
      });
      cart = shop.body.data?.data as CartView;
      expect(cart.valid.find((g) => g.shop._id === b.shop.id)?.is_selected).toBe(true);
      expect(cart.valid.find((g) => g.shop._id === a.shop.id)?.is_selected).toBe(false);
      expect(cart.summary).toMatchObject({ count: 2, units: 5, goods_total: 310_000, all_selected: false });

      const all = await call(user.headers, 'PUT', '/api/v1/mobile/carts/selection', { is_selected: true });
      cart = all.body.data?.data as CartView;
      expect(cart.summary).toMatchObject({ count: 3, units: 6, goods_total: 410_000, all_selected: true });
      expect(cart.valid.every((g) => g.is_selected)).toBe(true);

      const noneOfA = await call(user.headers, 'PUT', '/api/v1/mobile/carts/selection', {
        is_selected: false,
        shop_id: a.shop.id,
      });
      expect(noneOfA.body.data?.data.summary).toMatchObject({ count: 1, goods_total: 150_000 });
      const none = await call(user.headers, 'PUT', '/api/v1/mobile/carts/selection', { is_selected: false });
      expect(none.body.data?.data.summary.count).toBe(0);

      expect(
        (await call(user.headers, 'PUT', '/api/v1/mobile/carts/selection', { is_selected: 'yes' })).status,
      ).toBe(400);
    });
  });

  describe('lines that cannot be bought', () => {
    it('go to the invalid groups with the reason: hidden product, paused shop, inactive variant, sold out', async () => {
      const hidden = await insertCartProduct(db, {
        shopName: 'Shop Ẩn',
        variants: [{ colour: 'Đen', size: 'S', stock: 5 }],
      });
      const paused = await insertCartProduct(db, {
        shopName: 'Shop Nghỉ',
        variants: [{ colour: 'Đen', size: 'S', stock: 5 }],
      });
      const mixed = await insertCartProduct(db, {
        shopName: 'Shop Hết Hàng',
        variants: [
          { colour: 'Đen', size: 'S', stock: 5 },
          { colour: 'Đen', size: 'M', stock: 5 },
          { colour: 'Trắng', size: 'S', stock: 5 },
        ],
      });
      const [hiddenV = ''] = hidden.variantIds;
      const [pausedV = ''] = paused.variantIds;
      const [inactiveV = '', soldOutV = '', fineV = ''] = mixed.variantIds;
      const user = await insertSignedInUser(t.ctx);
      const ids = await putLines(user.userId, [
        { variantId: hiddenV, selected: true },
        { variantId: pausedV, selected: true },
        { variantId: inactiveV, selected: true },
        { variantId: soldOutV, quantity: 2, selected: true },
        { variantId: fineV, selected: true },
      ]);

      // While every line can be bought, the buyer selected them all.
      expect((await cartOf(user.headers)).summary.count).toBe(5);

      await db.update(products).set({ status: 'hidden' }).where(eq(products.id, hidden.productId));
      await db.update(shops).set({ isPaused: true }).where(eq(shops.id, paused.shop.id));
      await db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, inactiveV));
      await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, soldOutV));

      // The checkout, asked before the cart page loads again, hears why the selected lines changed.
      const forCheckout = await selectedCartLines(db, { userId: user.userId }, t.ctx.now());
      expect(Object.fromEntries(forCheckout.map((l) => [l.variantId, l.invalidReason]))).toEqual({
        [hiddenV]: 'product_unavailable',
        [pausedV]: 'shop_paused',
        [inactiveV]: 'variant_unavailable',
        [soldOutV]: 'sold_out',
        [fineV]: null,
      });

      const cart = await cartOf(user.headers);
      expect(cart.number).toBe(5);
      expect(itemsOf(cart).map((i) => i.variant_id)).toEqual([fineV]);
      expect(
        Object.fromEntries(itemsOf(cart, 'invalid').map((i) => [i.variant_id, i.invalid_reason])),
      ).toEqual({
        [hiddenV]: 'product_unavailable',
        [pausedV]: 'shop_paused',
        [inactiveV]: 'variant_unavailable',
        [soldOutV]: 'sold_out',
      });
      expect(cart.invalid.map((g) => g.shop.name)).toEqual(['Shop Hết Hàng', 'Shop Nghỉ', 'Shop Ẩn']);
      for (const item of itemsOf(cart, 'invalid')) {
        expect([item.is_selected, item.max_quantity]).toEqual([false, 0]);
      }
      expect(cart.invalid.every((g) => !g.is_selected)).toBe(true);
      expect(cart.summary).toMatchObject({ count: 1, selectable_count: 1, all_selected: true });
      // The stored choice of the invalid lines is forgotten, so the checkout no longer sees them.
      expect(
        (await selectedCartLines(db, { userId: user.userId }, t.ctx.now())).map((l) => l.variantId),
      ).toEqual([fineV]);

      // They cannot be selected or changed, only removed.
      const select = await call(user.headers, 'PUT', `/api/v1/mobile/carts/${ids.get(pausedV)}/selection`, {
        is_selected: true,
      });
      expect([select.status, select.body.error?.code]).toEqual([409, 'PRODUCT_UNAVAILABLE']);
      const soldOut = await call(
        user.headers,
        'PUT',
        `/api/v1/mobile/carts/${ids.get(soldOutV)}/quantities`,
        {
          quantity: 1,
        },
      );
      expect([soldOut.status, soldOut.body.error?.code]).toEqual([409, 'OUT_OF_STOCK']);
      const hiddenQty = await call(
        user.headers,
        'PUT',
        `/api/v1/mobile/carts/${ids.get(hiddenV)}/quantities`,
        {
          quantity: 1,
        },
      );
      expect(hiddenQty.body.error?.code).toBe('PRODUCT_UNAVAILABLE');
      const all = await call(user.headers, 'PUT', '/api/v1/mobile/carts/selection', { is_selected: true });
      expect(itemsOf(all.body.data?.data as CartView, 'invalid').every((i) => !i.is_selected)).toBe(true);
      const unselect = await call(user.headers, 'PUT', `/api/v1/mobile/carts/${ids.get(pausedV)}/selection`, {
        is_selected: false,
      });
      expect(unselect.status).toBe(200);
      const removed = await call(user.headers, 'DELETE', `/api/v1/mobile/carts/${ids.get(soldOutV)}`);
      expect(removed.body.data?.data.number).toBe(4);

      // The shop comes back from its pause: the line is valid again, unselected.
      await db.update(shops).set({ isPaused: false }).where(eq(shops.id, paused.shop.id));
      const back = await cartOf(user.headers);
      expect(itemOf(back, pausedV)).toMatchObject({
        invalid_reason: null,
        is_selected: false,
        max_quantity: 5,
      });
    });
  });

  it("works for a guest's cart with the guest cookie", async () => {
    const p = await insertCartProduct(db, {
      shopName: 'Shop Khách',
      variants: [{ colour: 'Đen', size: 'S', stock: 6, price: 90_000, salePrice: null }],
    });
    const [variant = ''] = p.variantIds;
    const browser = cookieClient(t.api);
    expect((await browser.write('/community/v1/user/request-guest-user')).status).toBe(201);
    expect((await browser.write('/api/v1/mobile/carts', { variantId: variant, quantity: 2 })).status).toBe(
      200,
    );
    const all = await browser.request('/api/v1/mobile/carts/all');
    const cart = ((await all.json()) as Answer).data?.data as CartView;
    expect(cart.number).toBe(1);
    const id = itemOf(cart, variant)._id;
    const put = await browser.request(`/api/v1/mobile/carts/${id}/quantities`, {
      method: 'PUT',
      json: { quantity: 5 },
      headers: { 'x-csrf-token': browser.cookie('csrf_token') ?? '' },
    });
    expect(put.status).toBe(200);
    expect(itemOf(((await put.json()) as Answer).data?.data as CartView, variant).quantity).toBe(5);
    // A signed-in buyer does not see the guest's line.
    const user = await insertSignedInUser(t.ctx);
    expect(
      (await call(user.headers, 'PUT', `/api/v1/mobile/carts/${id}/quantities`, { quantity: 1 })).status,
    ).toBe(404);
  });

  it('removeCartLines takes the given variants out of one cart only', async () => {
    const p = await insertCartProduct(db, {
      shopName: 'Shop Đặt Hàng',
      variants: [
        { colour: 'Đen', size: 'S', stock: 5 },
        { colour: 'Đen', size: 'M', stock: 5 },
      ],
    });
    const [v1 = '', v2 = ''] = p.variantIds;
    const buyer = await insertSignedInUser(t.ctx);
    const other = await insertSignedInUser(t.ctx);
    await putLines(buyer.userId, [{ variantId: v1, selected: true }, { variantId: v2 }]);
    await putLines(other.userId, [{ variantId: v1 }]);
    const gone = await db.transaction((tx) => removeCartLines(tx, { userId: buyer.userId }, [v1]));
    expect(gone).toBe(1);
    const left = await db
      .select({ variantId: cartItems.variantId })
      .from(cartItems)
      .where(eq(cartItems.userId, buyer.userId));
    expect(left.map((l) => l.variantId)).toEqual([v2]);
    const others = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, other.userId), eq(cartItems.variantId, v1)));
    expect(others).toHaveLength(1);
    expect(await db.transaction((tx) => removeCartLines(tx, { userId: buyer.userId }, []))).toBe(0);
  });
});
