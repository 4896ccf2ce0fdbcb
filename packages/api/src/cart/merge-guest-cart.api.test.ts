import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieClient,
  registrationBody,
  signUp as signUpWith,
  strongPassword,
} from '../accounts/auth-test-client';
import { createUserForSeed } from '../accounts/seed-users';
import { hashToken } from '../accounts/session-token';
import { guests } from '../accounts/users.tables';
import { productVariants } from '../products/catalog/products.tables';
import { insertCartProduct } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { cartItems } from './cart.tables';
import type { CartView } from './cart-schemas';

describe('guest cart merges into the account at login', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let variants: { a: string; b: string; c: string; d: string };

  /** A browser with a guest cart holding these lines (added through the real add call). */
  const guestWith = async (lines: [string, number][]) => {
    const browser = cookieClient(t.api);
    expect((await browser.write('/community/v1/user/request-guest-user')).status).toBe(201);
    for (const [variantId, quantity] of lines) {
      expect((await browser.write('/api/v1/mobile/carts', { variantId, quantity })).status).toBe(200);
    }
    const [guest] = await t.ctx.database.db
      .select({ id: guests.id })
      .from(guests)
      .where(eq(guests.tokenHash, hashToken(browser.cookie('guest_token') ?? '')));
    return { browser, guestId: guest?.id ?? '' };
  };
  const linesOf = async (column: 'userId' | 'guestId', id: string) => {
    const rows = await t.ctx.database.db
      .select({
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
        isSelected: cartItems.isSelected,
      })
      .from(cartItems)
      .where(eq(cartItems[column], id));
    return Object.fromEntries(rows.map((r) => [r.variantId, r.quantity]));
  };
  const newUser = async () => {
    const email = `mua-${randomUUID().slice(0, 8)}@example.vn`;
    const { id } = await createUserForSeed(t.ctx.database.db, {
      email,
      fullName: 'Trần Thu Hà',
      password: strongPassword,
      roles: [],
    });
    return { id, email };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const p = await insertCartProduct(t.ctx.database.db, {
      shopName: 'Shop Gộp Giỏ',
      variants: [
        { colour: 'Đen', size: 'S', stock: 10, price: 100_000 },
        { colour: 'Đen', size: 'M', stock: 10, price: 100_000 },
        { colour: 'Trắng', size: 'S', stock: 4, price: 100_000 },
        { colour: 'Trắng', size: 'M', stock: 5, price: 100_000 },
      ],
    });
    const [a = '', b = '', c = '', d = ''] = p.variantIds;
    variants = { a, b, c, d };
  });
  afterAll(() => t.close());

  it('adds the guest lines to the user’s (summed, capped at the stock) and empties the guest cart', async () => {
    const db = t.ctx.database.db;
    const user = await newUser();
    await db.insert(cartItems).values([
      { userId: user.id, variantId: variants.a, quantity: 2 },
      { userId: user.id, variantId: variants.c, quantity: 3, isSelected: true },
    ]);
    const { browser, guestId } = await guestWith([
      [variants.a, 1],
      [variants.b, 2],
      [variants.c, 3],
    ]);
    expect(await linesOf('guestId', guestId)).toEqual({ [variants.a]: 1, [variants.b]: 2, [variants.c]: 3 });

    const login = await browser.write('/community/v1/auth/login', {
      email: user.email,
      password: strongPassword,
    });
    expect(login.status).toBe(200);
    expect(browser.cookie('guest_token')).toBeUndefined();

    expect(await linesOf('userId', user.id)).toEqual({ [variants.a]: 3, [variants.b]: 2, [variants.c]: 4 });
    expect(await linesOf('guestId', guestId)).toEqual({});

    // The signed-in browser sees the merged cart; the user's selection survives the merge.
    const res = await browser.request('/api/v1/mobile/carts/all');
    const cart = ((await res.json()) as { data: { data: CartView } }).data.data;
    expect(cart.number).toBe(3);
    const items = cart.valid.flatMap((g) => g.items);
    expect(items.find((i) => i.variant_id === variants.c)?.is_selected).toBe(true);
    expect(items.find((i) => i.variant_id === variants.b)?.is_selected).toBe(false);
  });

  it('moves a line that cannot be bought too, so the buyer sees why', async () => {
    const db = t.ctx.database.db;
    const user = await newUser();
    const { browser, guestId } = await guestWith([[variants.d, 2]]);
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variants.d));
    const login = await browser.write('/community/v1/auth/login', {
      email: user.email,
      password: strongPassword,
    });
    expect(login.status).toBe(200);
    expect(await linesOf('userId', user.id)).toEqual({ [variants.d]: 2 });
    expect(await linesOf('guestId', guestId)).toEqual({});
    const cart = (
      (await (await browser.request('/api/v1/mobile/carts/all')).json()) as { data: { data: CartView } }
    ).data.data;
    expect(cart.invalid.flatMap((g) => g.items).map((i) => i.invalid_reason)).toEqual(['sold_out']);
    await db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, variants.d));
  });

  it('brings the guest cart into an account created by sign-up or by the quick guest account', async () => {
    const signUp = await guestWith([[variants.b, 1]]);
    const body = registrationBody();
    const res = await signUpWith(t, body, signUp.browser);
    expect(res.status).toBe(201);
    const userId = ((await res.json()) as { data: { user: { _id: string } } }).data.user._id;
    expect(await linesOf('userId', userId)).toEqual({ [variants.b]: 1 });
    expect(await linesOf('guestId', signUp.guestId)).toEqual({});

    const quick = await guestWith([[variants.a, 4]]);
    const quickRes = await signUpWith(
      t,
      registrationBody(),
      quick.browser,
      '/community/v1/user/register-guest-user',
    );
    expect(quickRes.status).toBe(201);
    const quickId = ((await quickRes.json()) as { data: { user: { _id: string } } }).data.user._id;
    expect(await linesOf('userId', quickId)).toEqual({ [variants.a]: 4 });
  });

  it('leaves the user’s cart alone when the login carries no guest cookie', async () => {
    const db = t.ctx.database.db;
    const user = await newUser();
    await db.insert(cartItems).values({ userId: user.id, variantId: variants.a, quantity: 1 });
    const browser = cookieClient(t.api);
    const login = await browser.write('/community/v1/auth/login', {
      email: user.email,
      password: strongPassword,
    });
    expect(login.status).toBe(200);
    expect(await linesOf('userId', user.id)).toEqual({ [variants.a]: 1 });
  });
});
