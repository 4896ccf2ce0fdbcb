import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../accounts/users.tables';
import { cartItems } from '../../cart/cart.tables';
import { insertTestCategory } from '../../testing/catalog-fixtures';
import { insertDetailedProduct } from '../../testing/product-fixtures';
import { createRaceTestApp, raceIt } from '../../testing/race-tests';
import { insertTestShop } from '../../testing/shop-fixtures';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { syncBlookCatalog } from '../blooks/blook-catalog';
import { blookCategories, blookItems, blooks, blookTemplates } from '../blooks/blooks.tables';
import { postProductTags, posts } from '../posts/posts.tables';

interface LookAnswer {
  data?: {
    source: { kind: string; id: string };
    items: {
      productId: string;
      shop: { id: string };
      variants: { id: string; soldOut: boolean; price: number; salePrice: number | null }[];
      recommended: { variantId: string; reason: string; size: string | null } | null;
    }[];
  };
  error?: { code: string };
}
interface AddAnswer {
  data?: { added: unknown[]; cartCount: number; replayed: boolean };
  error?: { code: string; fields: { path: string; message: string }[] };
}

describe('shop the look', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  const db = () => t.ctx.database.db;
  // Tee (shop 1): every colour and size in stock; the author tagged Trắng/S.
  let tee: { id: string; shopId: string; blackS: string; blackM: string; whiteS: string; whiteM: string };
  // Skirt (shop 2): Đen/M sold out; the author tagged Đen/S.
  let skirt: { id: string; shopId: string; blackS: string; blackM: string; whiteM: string };
  let postId = '';

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, { headers });
    return { status: res.status, body: (await res.json()) as LookAnswer };
  };
  const confirm = async (headers: Record<string, string>, body: unknown, key: string | null, id = postId) => {
    const res = await t.api.request(`/community/v1/posts/${id}/shop-the-look`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}), ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as AddAnswer };
  };
  const cartOf = async (userId: string) =>
    db()
      .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
  /** A buyer of 160 cm and 50 kg: size M on the test size details (M: 158-165 cm, 48-56 kg). */
  const buyerOfSizeM = async () => {
    const buyer = await insertSignedInUser(t.ctx);
    await db()
      .update(users)
      .set({ bodyMeasurements: { height: 160, weight: 50 } })
      .where(eq(users.id, buyer.userId));
    return buyer;
  };

  beforeAll(async () => {
    t = await createRaceTestApp();
    const category = await insertTestCategory(db());
    const shop1 = await insertTestShop(db(), { name: 'Shop Áo Thun' });
    const shop2 = await insertTestShop(db(), { name: 'Shop Chân Váy' });
    const teeRow = await insertDetailedProduct(db(), {
      shopId: shop1.id,
      categoryId: category.id,
      name: 'Áo thun basic',
      variants: [
        { colour: 'Đen', size: 'S', stock: 5 },
        { colour: 'Đen', size: 'M', stock: 5 },
        { colour: 'Trắng', size: 'S', stock: 5 },
        { colour: 'Trắng', size: 'M', stock: 5, price: 220_000, salePrice: 180_000 },
      ],
    });
    const [blackS = '', blackM = '', whiteS = '', whiteM = ''] = teeRow.variantIds;
    tee = { id: teeRow.id, shopId: shop1.id, blackS, blackM, whiteS, whiteM };
    const skirtRow = await insertDetailedProduct(db(), {
      shopId: shop2.id,
      categoryId: category.id,
      name: 'Chân váy xếp ly',
      variants: [
        { colour: 'Đen', size: 'S', stock: 3 },
        { colour: 'Đen', size: 'M', stock: 0 },
        { colour: 'Trắng', size: 'M', stock: 2 },
      ],
    });
    const [sBlackS = '', sBlackM = '', sWhiteM = ''] = skirtRow.variantIds;
    skirt = { id: skirtRow.id, shopId: shop2.id, blackS: sBlackS, blackM: sBlackM, whiteM: sWhiteM };
    const author = await insertSignedInUser(t.ctx);
    const [post] = await db()
      .insert(posts)
      .values({ authorId: author.userId, kind: 'look', content: 'Set đi làm', imageKeys: ['community/x'] })
      .returning({ id: posts.id });
    postId = post?.id ?? '';
    await db()
      .insert(postProductTags)
      .values([
        { postId, productId: tee.id, variantId: tee.whiteS, x: 0.3, y: 0.3, position: 0 },
        { postId, productId: skirt.id, variantId: skirt.blackS, x: 0.5, y: 0.7, position: 1 },
        // The same tee pinned on a second picture counts once.
        { postId, productId: tee.id, variantId: tee.whiteS, imageIndex: 1, x: 0.5, y: 0.5, position: 2 },
      ]);
  });
  afterAll(() => t.close());

  it("recommends each product's size from the buyer's measurements, keeping the tagged colour when it can", async () => {
    const buyer = await buyerOfSizeM();
    const look = await get(`/community/v1/posts/${postId}/shop-the-look`, buyer.headers);
    expect(look.status).toBe(200);
    const [first, second] = look.body.data?.items ?? [];
    expect(look.body.data?.items).toHaveLength(2);
    expect(first?.productId).toBe(tee.id);
    expect(first?.recommended).toEqual({ variantId: tee.whiteM, reason: 'size', size: 'M' });
    expect(first?.variants.find((v) => v.id === tee.whiteM)).toMatchObject({
      price: 220_000,
      salePrice: 180_000,
    });
    // The skirt's Đen/M is sold out: the recommended size in the colour that has it.
    expect(second?.shop.id).toBe(skirt.shopId);
    expect(second?.recommended).toEqual({ variantId: skirt.whiteM, reason: 'size', size: 'M' });
    expect(second?.variants.find((v) => v.id === skirt.blackM)?.soldOut).toBe(true);
  });

  it("keeps the author's variant for a guest and for a buyer without measurements", async () => {
    const guest = await get(`/community/v1/posts/${postId}/shop-the-look`);
    expect(guest.body.data?.items.map((item) => item.recommended?.variantId)).toEqual([
      tee.whiteS,
      skirt.blackS,
    ]);
    expect(guest.body.data?.items[0]?.recommended?.reason).toBe('tagged');
    const plain = await insertSignedInUser(t.ctx);
    const look = await get(`/community/v1/posts/${postId}/shop-the-look`, plain.headers);
    expect(look.body.data?.items.map((item) => item.recommended?.reason)).toEqual(['tagged', 'tagged']);
  });

  it('adds the lines of two shops in one go, and a retry with the same key adds nothing twice', async () => {
    const buyer = await buyerOfSizeM();
    const lines = [
      { productId: tee.id, variantId: tee.whiteM, quantity: 1 },
      { productId: skirt.id, variantId: skirt.whiteM, quantity: 2 },
    ];
    const key = randomUUID();
    const first = await confirm(buyer.headers, { lines }, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ cartCount: 2, replayed: false });
    const again = await confirm(buyer.headers, { lines }, key);
    expect(again.body.data).toMatchObject({ cartCount: 2, replayed: true });
    const cart = await cartOf(buyer.userId);
    expect(cart).toHaveLength(2);
    expect(cart).toEqual(
      expect.arrayContaining([
        { variantId: tee.whiteM, quantity: 1 },
        { variantId: skirt.whiteM, quantity: 2 },
      ]),
    );
    // The same key with other lines is refused.
    const reused = await confirm(buyer.headers, { lines: lines.slice(0, 1) }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  raceIt('concurrent confirmations: one key adds once, two keys add twice, quantities exact', async () => {
    const buyer = await buyerOfSizeM();
    const lines = [
      { productId: tee.id, variantId: tee.blackS, quantity: 1 },
      { productId: skirt.id, variantId: skirt.blackS, quantity: 1 },
    ];
    const sameKey = await Promise.all(
      Array.from({ length: 8 }, () => confirm(buyer.headers, { lines }, 'same-key-0001')),
    );
    expect(sameKey.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(sameKey.filter((answer) => answer.body.data?.replayed === false)).toHaveLength(1);
    const twoKeys = await Promise.all(
      ['other-key-0001', 'other-key-0002'].map((key) => confirm(buyer.headers, { lines }, key)),
    );
    expect(twoKeys.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await cartOf(buyer.userId)).toEqual(
      expect.arrayContaining([
        { variantId: tee.blackS, quantity: 3 },
        { variantId: skirt.blackS, quantity: 3 },
      ]),
    );
  });

  it('refuses a sold-out line by its index and adds none of the others', async () => {
    const buyer = await buyerOfSizeM();
    const refused = await confirm(
      buyer.headers,
      {
        lines: [
          { productId: tee.id, variantId: tee.blackM, quantity: 1 },
          { productId: skirt.id, variantId: skirt.blackM, quantity: 1 },
        ],
      },
      randomUUID(),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('LOOK_ITEM_OUT_OF_STOCK');
    expect(refused.body.error?.fields[0]?.path).toBe('lines.1');
    expect(refused.body.error?.fields[0]?.message).toContain('Chân váy xếp ly');
    expect(await cartOf(buyer.userId)).toEqual([]);
  });

  it('adds only products of the look, needs a key and a session, and a removed post is gone', async () => {
    const buyer = await buyerOfSizeM();
    const body = { lines: [{ productId: tee.id, variantId: skirt.whiteM, quantity: 1 }] };
    const foreign = await confirm(buyer.headers, body, randomUUID());
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.code).toBe('LOOK_ITEM_NOT_IN_LOOK');
    const noKey = await confirm(
      buyer.headers,
      { lines: [{ ...body.lines[0], variantId: tee.blackS }] },
      null,
    );
    expect(noKey.body.error?.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await confirm({}, body, randomUUID())).status).toBe(401);

    const [removed] = await db()
      .insert(posts)
      .values({ authorId: buyer.userId, kind: 'question', content: 'Đã gỡ', status: 'removed' })
      .returning({ id: posts.id });
    expect((await get(`/community/v1/posts/${removed?.id}/shop-the-look`)).status).toBe(404);
    expect((await get(`/community/v1/posts/${randomUUID()}/shop-the-look`)).status).toBe(404);
  });

  it("reads a blook's slots the same way", async () => {
    const buyer = await buyerOfSizeM();
    await syncBlookCatalog(db());
    const [category] = await db().select({ id: blookCategories.id }).from(blookCategories).limit(1);
    const [template] = await db().select({ id: blookTemplates.id }).from(blookTemplates).limit(1);
    const [blook] = await db()
      .insert(blooks)
      .values({
        authorId: buyer.userId,
        title: 'Đi làm thứ hai',
        categoryId: category?.id ?? '',
        templateId: template?.id ?? '',
      })
      .returning({ id: blooks.id });
    const blookId = blook?.id ?? '';
    await db()
      .insert(blookItems)
      .values([
        { blookId, slot: 'top', productId: tee.id, variantId: tee.blackS, position: 0 },
        { blookId, slot: 'bottom', productId: skirt.id, variantId: null, position: 1 },
      ]);
    const look = await get(`/community/v1/blooks/${blookId}/shop-the-look`, buyer.headers);
    expect(look.body.data?.source).toEqual({ kind: 'blook', id: blookId });
    expect(look.body.data?.items.map((item) => item.recommended?.variantId)).toEqual([
      tee.blackM,
      skirt.whiteM,
    ]);
    const added = await t.api.request(`/community/v1/blooks/${blookId}/shop-the-look`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...buyer.headers },
      body: JSON.stringify({ lines: [{ productId: tee.id, variantId: tee.blackM, quantity: 1 }] }),
    });
    expect(added.status).toBe(200);
    const [line] = await db()
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, buyer.userId), eq(cartItems.variantId, tee.blackM)));
    expect(line?.quantity).toBe(1);
  });
});
