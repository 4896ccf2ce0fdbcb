import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient, registrationBody, signUp } from '../accounts/auth-test-client';
import { guests, users } from '../accounts/users.tables';
import { insertTestCategory, insertTestProduct } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { cartItems } from './cart.tables';

describe('GET /api/v1/mobile/carts/count', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let variantIds: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const category = await insertTestCategory(db);
    const shop = await insertTestShop(db, { name: 'Shop Giỏ Hàng' });
    variantIds = (
      await insertTestProduct(db, { shopId: shop.id, categoryId: category.id, name: 'Áo thun cotton basic' })
    ).variantIds;
  });
  afterAll(() => t.close());

  it('answers 0 without a session or a guest cookie', async () => {
    const res = await t.api.request('/api/v1/mobile/carts/count');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { data: 0 } });
  });

  it("counts the guest's lines", async () => {
    const browser = cookieClient(t.api);
    expect((await browser.write('/community/v1/user/request-guest-user')).status).toBe(201);
    const [guest] = await t.ctx.database.db.select({ id: guests.id }).from(guests);
    if (!guest) throw new Error('no guest');
    await t.ctx.database.db
      .insert(cartItems)
      .values({ guestId: guest.id, variantId: variantIds[0] ?? '', quantity: 3 });
    const res = await browser.request('/api/v1/mobile/carts/count');
    expect(await res.json()).toEqual({ data: { data: 1 } });
  });

  it("counts the signed-in user's lines, not units and not other carts", async () => {
    const browser = cookieClient(t.api);
    const body = registrationBody();
    expect((await signUp(t, body, browser)).status).toBe(201);
    const [user] = await t.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, body.email));
    if (!user) throw new Error('no user');
    await t.ctx.database.db
      .insert(cartItems)
      .values(variantIds.map((variantId) => ({ userId: user.id, variantId, quantity: 2 })));
    const res = await browser.request('/api/v1/mobile/carts/count');
    expect(await res.json()).toEqual({ data: { data: 2 } });
  });

  it('keeps one line per owner and variant', async () => {
    const db = t.ctx.database.db;
    const [guest] = await db.select({ id: guests.id }).from(guests);
    await expect(
      db.insert(cartItems).values({ guestId: guest?.id, variantId: variantIds[0] ?? '', quantity: 1 }),
    ).rejects.toThrow();
  });
});
