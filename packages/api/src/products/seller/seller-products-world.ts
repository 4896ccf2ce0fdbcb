import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { shops } from '../../shops/shops.tables';
import { insertTestCategory } from '../../testing/catalog-fixtures';
import { createRaceTestApp } from '../../testing/race-tests';
import { insertTestShop } from '../../testing/shop-fixtures';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { categories } from '../catalog/categories.tables';
import { products } from '../catalog/products.tables';
import type { SellerProductDetail, UploadedMedia } from './seller-product-schemas';

interface Answer<T> {
  data?: T;
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

export const DESCRIPTION =
  'Áo thun chất liệu cotton 100% thoáng mát, form rộng dễ phối đồ. Đường may chắc chắn, không xù lông sau nhiều lần giặt.';

/**
 * The seller products API tests' world: an app on the race-test database, a leaf category under
 * a parent, and the calls a seller makes. Call setUp in beforeAll and tearDown in afterAll.
 */
export function sellerProductsWorld() {
  const world = {
    t: undefined as unknown as Awaited<ReturnType<typeof createRaceTestApp>>,
    leafId: '',
    parentId: '',
  };

  const call = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await world.t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  /** An approved shop owned by a signed-in seller. */
  async function seller(status: 'approved' | 'pending' = 'approved') {
    const shop = await insertTestShop(world.t.ctx.database.db, {
      name: `Shop ${randomUUID().slice(0, 6)}`,
      status,
    });
    const user = await insertSignedInUser(world.t.ctx, { fullName: 'Trần Văn Bán' });
    await world.t.ctx.database.db
      .update(shops)
      .set({ ownerUserId: user.userId })
      .where(eq(shops.id, shop.id));
    return { shopId: shop.id, headers: user.headers, userId: user.userId };
  }

  function validProduct(shopId: string, over: Record<string, unknown> = {}) {
    return {
      name: 'Áo thun cotton form rộng unisex',
      categoryId: world.leafId,
      description: DESCRIPTION,
      images: [`products/${shopId}/cover-a`],
      options: [{ name: 'Màu sắc', values: [{ value: 'Đen' }, { value: 'Trắng' }] }],
      variants: [
        { optionValues: [{ name: 'Màu sắc', value: 'Đen' }], sku: 'AT-DEN', price: 150_000, stock: 10 },
        { optionValues: [{ name: 'Màu sắc', value: 'Trắng' }], sku: 'AT-TRANG', price: 150_000, stock: 5 },
      ],
      weightGrams: 250,
      preparationDays: 2,
      returnDays: 7,
      returnConditions: ['defective'],
      ...over,
    };
  }

  const create = (headers: Record<string, string>, product: unknown, submit = true) =>
    call<SellerProductDetail>(headers, 'POST', '/api/v1/seller/products', { product, submit });
  const update = (headers: Record<string, string>, id: string, product: unknown, submit = false) =>
    call<SellerProductDetail>(headers, 'PUT', `/api/v1/seller/products/${id}`, { product, submit });
  const fieldsOf = (answer: Answer<unknown>) => answer.error?.fields.map((f) => f.path) ?? [];

  /** A product as an admin left it after review. */
  async function approved(
    s: { shopId: string; headers: Record<string, string> },
    over: Record<string, unknown> = {},
  ) {
    const res = await create(s.headers, validProduct(s.shopId, over));
    expect(res.status).toBe(201);
    const id = res.body.data?.id as string;
    await world.t.ctx.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, id));
    return id;
  }

  /** The body PUT takes back, from GET's answer. */
  function editable(detail: SellerProductDetail) {
    return { ...detail.product, variants: detail.product.variants.map(({ id: _id, ...v }) => v) };
  }

  async function upload(
    headers: Record<string, string>,
    files: { name: string; bytes: Uint8Array; type: string }[],
  ) {
    const form = new FormData();
    for (const f of files)
      form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    const res = await world.t.api.request('/api/v1/seller/products/media', {
      method: 'POST',
      headers,
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Answer<UploadedMedia[]> };
  }

  const png = async () =>
    new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer(),
    );

  async function setUp() {
    world.t = await createRaceTestApp();
    const db = world.t.ctx.database.db;
    const parent = await insertTestCategory(db);
    const leaf = await insertTestCategory(db);
    await db.update(categories).set({ parentId: parent.id }).where(eq(categories.id, leaf.id));
    world.leafId = leaf.id;
    world.parentId = parent.id;
  }
  const tearDown = async () => world.t?.close();

  return {
    world,
    setUp,
    tearDown,
    call,
    seller,
    validProduct,
    create,
    update,
    fieldsOf,
    approved,
    editable,
    upload,
    png,
  };
}
