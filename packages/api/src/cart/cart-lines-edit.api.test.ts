import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { raceIt } from '../testing/race-tests';
import { insertCartProduct } from '../testing/shop-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { cartItems } from './cart.tables';
import { cartCallsWorld } from './cart-calls-world';
import { selectedCartLines } from './cart-lines';
import type { CartView } from './cart-schemas';

describe('cart calls (product.md §7): quantities, removal, selection, lines that cannot be bought', () => {
  const w = cartCallsWorld();
  const { world, call, cartOf, itemsOf, itemOf, putLines, quantityIn } = w;
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  describe('PUT /api/v1/mobile/carts/{id}/quantities', () => {
    it('sets the quantity within the stock and answers the new cart', async () => {
      const p = await insertCartProduct(world.db, {
        shopName: 'Shop Số Lượng',
        variants: [{ colour: 'Đen', size: 'S', stock: 4, price: 100_000, salePrice: null }],
      });
      const [variant = ''] = p.variantIds;
      const user = await insertSignedInUser(world.t.ctx);
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
      const p = await insertCartProduct(world.db, {
        shopName: 'Shop Người Khác',
        variants: [{ colour: 'Đen', size: 'S', stock: 9 }],
      });
      const [variant = ''] = p.variantIds;
      const owner = await insertSignedInUser(world.t.ctx);
      const stranger = await insertSignedInUser(world.t.ctx);
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
      const [row] = await world.db.select().from(cartItems).where(eq(cartItems.id, id));
      expect(row?.isSelected).toBe(false);
      expect((await cartOf(stranger.headers)).number).toBe(0);
    });

    raceIt('never lets 20 concurrent updates of one line exceed the stock', async () => {
      const p = await insertCartProduct(world.db, {
        shopName: 'Shop Đồng Thời',
        variants: [{ colour: 'Đen', size: 'S', stock: 10, price: 100_000 }],
      });
      const [variant = ''] = p.variantIds;
      const user = await insertSignedInUser(world.t.ctx);
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
      const [row] = await world.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variant));
      expect(row?.stock).toBe(10);
    });
  });

  describe('DELETE /api/v1/mobile/carts/{id} and POST /api/v1/mobile/carts/delete-many', () => {
    it('removes the owner’s lines and answers the new count', async () => {
      const p = await insertCartProduct(world.db, {
        shopName: 'Shop Xoá',
        variants: [
          { colour: 'Đen', size: 'S', stock: 5 },
          { colour: 'Đen', size: 'M', stock: 5 },
          { colour: 'Trắng', size: 'S', stock: 5 },
          { colour: 'Trắng', size: 'M', stock: 5 },
        ],
      });
      const [v1 = '', v2 = '', v3 = '', v4 = ''] = p.variantIds;
      const user = await insertSignedInUser(world.t.ctx);
      const other = await insertSignedInUser(world.t.ctx);
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
      const a = await insertCartProduct(world.db, {
        shopName: 'Shop Chọn A',
        variants: [
          { colour: 'Đen', size: 'S', stock: 5, price: 100_000, salePrice: 80_000 },
          { colour: 'Đen', size: 'M', stock: 5, price: 100_000, salePrice: null },
        ],
      });
      const b = await insertCartProduct(world.db, {
        shopName: 'Shop Chọn B',
        variants: [{ colour: 'Đen', size: 'S', stock: 5, price: 50_000, salePrice: null }],
      });
      const [a1 = '', a2 = ''] = a.variantIds;
      const [b1 = ''] = b.variantIds;
      const user = await insertSignedInUser(world.t.ctx);
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
      const hidden = await insertCartProduct(world.db, {
        shopName: 'Shop Ẩn',
        variants: [{ colour: 'Đen', size: 'S', stock: 5 }],
      });
      const paused = await insertCartProduct(world.db, {
        shopName: 'Shop Nghỉ',
        variants: [{ colour: 'Đen', size: 'S', stock: 5 }],
      });
      const mixed = await insertCartProduct(world.db, {
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
      const user = await insertSignedInUser(world.t.ctx);
      const ids = await putLines(user.userId, [
        { variantId: hiddenV, selected: true },
        { variantId: pausedV, selected: true },
        { variantId: inactiveV, selected: true },
        { variantId: soldOutV, quantity: 2, selected: true },
        { variantId: fineV, selected: true },
      ]);

      // While every line can be bought, the buyer selected them all.
      expect((await cartOf(user.headers)).summary.count).toBe(5);

      await world.db.update(products).set({ status: 'hidden' }).where(eq(products.id, hidden.productId));
      await world.db.update(shops).set({ isPaused: true }).where(eq(shops.id, paused.shop.id));
      await world.db
        .update(productVariants)
        .set({ isActive: false })
        .where(eq(productVariants.id, inactiveV));
      await world.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, soldOutV));

      // The checkout, asked before the cart page loads again, hears why the selected lines changed.
      const forCheckout = await selectedCartLines(world.db, { userId: user.userId }, world.t.ctx.now());
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
        (await selectedCartLines(world.db, { userId: user.userId }, world.t.ctx.now())).map(
          (l) => l.variantId,
        ),
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
      await world.db.update(shops).set({ isPaused: false }).where(eq(shops.id, paused.shop.id));
      const back = await cartOf(user.headers);
      expect(itemOf(back, pausedV)).toMatchObject({
        invalid_reason: null,
        is_selected: false,
        max_quantity: 5,
      });
    });
  });
});
