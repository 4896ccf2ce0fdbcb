import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient } from '../accounts/auth-test-client';
import { products, productVariants } from '../products/catalog/products.tables';
import { insertTestCategory } from '../testing/catalog-fixtures';
import { insertDetailedProduct } from '../testing/product-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertTestShop } from '../testing/shop-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { cartItems } from './cart.tables';

interface Answer {
  data?: { cartCount: number; item: { variantId: string; quantity: number } };
  error?: { code: string; message: string };
}

describe('POST /api/v1/mobile/carts', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  // Đen/S sold out, Đen/M 4 left, Trắng/S 6 left, Trắng/M inactive.
  let variant: { soldOut: string; four: string; six: string; inactive: string };
  let hiddenVariant = '';

  const add = async (headers: Record<string, string>, body: unknown) => {
    const res = await t.api.request('/api/v1/mobile/carts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const lineOf = async (userId: string, variantId: string) => {
    const [line] = await t.ctx.database.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
    return line?.quantity;
  };

  beforeAll(async () => {
    t = await createRaceTestApp();
    const db = t.ctx.database.db;
    const category = await insertTestCategory(db);
    const shop = await insertTestShop(db, { name: 'Shop Giỏ' });
    const { variantIds } = await insertDetailedProduct(db, {
      shopId: shop.id,
      categoryId: category.id,
      name: 'Áo thun thêm giỏ hàng',
      variants: [
        { colour: 'Đen', size: 'S', stock: 0 },
        { colour: 'Đen', size: 'M', stock: 4 },
        { colour: 'Trắng', size: 'S', stock: 6 },
        { colour: 'Trắng', size: 'M', stock: 9, isActive: false },
      ],
    });
    const [soldOut = '', four = '', six = '', inactive = ''] = variantIds;
    variant = { soldOut, four, six, inactive };
    const hidden = await insertDetailedProduct(db, {
      shopId: shop.id,
      categoryId: category.id,
      name: 'Áo thun đã ẩn bán',
    });
    await db.update(products).set({ status: 'hidden' }).where(eq(products.id, hidden.id));
    hiddenVariant = hidden.variantIds[1] ?? '';
  });
  afterAll(() => t.close());

  it('refuses a request without a session or a guest cookie with 401, before reading the body', async () => {
    expect((await add({}, { variantId: variant.four, quantity: 1 })).status).toBe(401);
    expect((await add({}, { nonsense: true })).status).toBe(401);
  });

  it("adds to a signed-in user's cart and raises the quantity of the same variant", async () => {
    const user = await insertSignedInUser(t.ctx);
    const first = await add(user.headers, { variantId: variant.four, quantity: 1 });
    expect(first).toEqual({
      status: 200,
      body: { data: { cartCount: 1, item: { variantId: variant.four, quantity: 1 } } },
    });
    const second = await add(user.headers, { variantId: variant.four, quantity: 2 });
    expect(second.body.data).toEqual({ cartCount: 1, item: { variantId: variant.four, quantity: 3 } });
    const other = await add(user.headers, { variantId: variant.six });
    expect(other.body.data).toEqual({ cartCount: 2, item: { variantId: variant.six, quantity: 1 } });
  });

  it("adds to a guest's cart", async () => {
    const browser = cookieClient(t.api);
    expect((await browser.write('/community/v1/user/request-guest-user')).status).toBe(201);
    const res = await browser.write('/api/v1/mobile/carts', { variantId: variant.six, quantity: 2 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { cartCount: 1, item: { variantId: variant.six, quantity: 2 } },
    });
    const count = await browser.request('/api/v1/mobile/carts/count');
    expect(await count.json()).toEqual({ data: { data: 1 } });
  });

  it('asks for a classification when the variant is missing', async () => {
    const user = await insertSignedInUser(t.ctx);
    const res = await add({ ...user.headers, 'accept-language': 'en' }, { quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VARIANT_REQUIRED',
      message: 'Please select product classification',
    });
    const vi = await add(user.headers, {});
    expect(vi.body.error?.message).toBe('Vui lòng chọn phân loại hàng');
  });

  it('refuses more than the stock, counting what is already in the cart', async () => {
    const user = await insertSignedInUser(t.ctx);
    const over = await add(user.headers, { variantId: variant.four, quantity: 5 });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'QUANTITY_EXCEEDS_STOCK' });
    expect(over.body.error?.message).toContain('4');
    expect((await add(user.headers, { variantId: variant.four, quantity: 3 })).status).toBe(200);
    const more = await add(user.headers, { variantId: variant.four, quantity: 2 });
    expect(more.status).toBe(409);
    expect(more.body.error?.code).toBe('QUANTITY_EXCEEDS_STOCK');
    expect(await lineOf(user.userId, variant.four)).toBe(3);
    expect((await add(user.headers, { variantId: variant.four, quantity: 1 })).body.data?.item.quantity).toBe(
      4,
    );
  });

  it('refuses sold-out variants, inactive variants, hidden products and unknown variants', async () => {
    const user = await insertSignedInUser(t.ctx);
    const soldOut = await add(user.headers, { variantId: variant.soldOut, quantity: 1 });
    expect([soldOut.status, soldOut.body.error?.code]).toEqual([409, 'OUT_OF_STOCK']);
    const inactive = await add(user.headers, { variantId: variant.inactive, quantity: 1 });
    expect([inactive.status, inactive.body.error?.code]).toEqual([409, 'PRODUCT_UNAVAILABLE']);
    const hidden = await add(user.headers, { variantId: hiddenVariant, quantity: 1 });
    expect([hidden.status, hidden.body.error?.code]).toEqual([409, 'PRODUCT_UNAVAILABLE']);
    const unknown = await add(user.headers, {
      variantId: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
    });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect((await add(user.headers, { variantId: 'x', quantity: 1 })).status).toBe(400);
    expect((await add(user.headers, { variantId: variant.four, quantity: 0 })).status).toBe(400);
    expect((await add(user.headers, { variantId: variant.four, quantity: 1.5 })).status).toBe(400);
  });

  raceIt('ends exact and never above the stock under concurrent adds', async () => {
    const user = await insertSignedInUser(t.ctx);
    // Stock 6: eight concurrent adds of 1 -> six succeed, two are refused, the line holds 6.
    const ones = await Promise.all(
      Array.from({ length: 8 }, () => add(user.headers, { variantId: variant.six, quantity: 1 })),
    );
    expect(ones.filter((r) => r.status === 200)).toHaveLength(6);
    expect(ones.filter((r) => r.body.error?.code === 'QUANTITY_EXCEEDS_STOCK')).toHaveLength(2);
    expect(await lineOf(user.userId, variant.six)).toBe(6);

    // Stock 4: three concurrent adds of 2 -> two succeed, the line holds exactly 4.
    const other = await insertSignedInUser(t.ctx);
    const twos = await Promise.all(
      Array.from({ length: 3 }, () => add(other.headers, { variantId: variant.four, quantity: 2 })),
    );
    expect(twos.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(await lineOf(other.userId, variant.four)).toBe(4);
    const [row] = await t.ctx.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant.four));
    expect(row?.stock).toBe(4);
  });
});
