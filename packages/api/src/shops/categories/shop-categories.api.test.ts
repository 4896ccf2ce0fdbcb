import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../../testing/address-fixtures';
import { apiCaller } from '../../testing/api-caller';
import { insertSellerWithShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertBuyer } from '../../testing/user-fixtures';
import type { PickerPage, ShopCategoryDetail, ShopCategoryList } from './shop-category-schemas';

const BASE = '/api/v1/seller/shop-categories';

describe('seller shop categories', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let seller: Awaited<ReturnType<typeof insertSellerWithShop>>;
  let other: Awaited<ReturnType<typeof insertSellerWithShop>>;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
    seller = await insertSellerWithShop(t.ctx);
    other = await insertSellerWithShop(t.ctx);
  });
  afterAll(() => t.close());

  const create = (headers: Record<string, string>, body: unknown) =>
    call<ShopCategoryDetail>(headers, 'POST', BASE, body);

  it('refuses a title of 4 characters and takes 5 (after trimming), with its products', async () => {
    const short = await create(seller.headers, { title: '  Áo 1 ', productIds: [] });
    expect(short.status).toBe(400);
    expect(short.body.error?.fields.map((f) => f.path)).toEqual(['title']);
    expect(short.body.error?.fields[0]?.message).toBe('Tên danh mục tối thiểu 5 ký tự');

    const made = await create(seller.headers, { title: ' Áo 12 ', productIds: [seller.productId] });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ title: 'Áo 12', visible: true, productCount: 1 });
    expect(made.body.data?.products.map((p) => p.id)).toEqual([seller.productId]);
  });

  it("refuses another shop's product in the list", async () => {
    const res = await create(seller.headers, {
      title: 'Hàng mới về',
      productIds: [seller.productId, other.productId],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields.map((f) => f.path)).toEqual(['productIds.1']);
  });

  it('lists the shop categories with title, status, created date and product count, and nothing of others', async () => {
    await create(other.headers, { title: 'Danh mục shop khác', productIds: [other.productId] });
    const list = await call<ShopCategoryList>(seller.headers, 'GET', BASE);
    expect(list.status).toBe(200);
    expect(list.body.data?.data.map((c) => c.title)).not.toContain('Danh mục shop khác');
    const row = list.body.data?.data.find((c) => c.title === 'Áo 12');
    expect(row).toMatchObject({ visible: true, productCount: 1 });
    expect(Number.isNaN(Date.parse(row?.createdAt ?? ''))).toBe(false);
  });

  it('edits title and products, hides from buyers, shows again, and deletes', async () => {
    const made = await create(seller.headers, { title: 'Bộ sưu tập hè', productIds: [] });
    const id = made.body.data?.id as string;
    const edited = await call<ShopCategoryDetail>(seller.headers, 'PUT', `${BASE}/${id}`, {
      title: 'Bộ sưu tập thu',
      productIds: [seller.productId],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Bộ sưu tập thu', productCount: 1 });

    const buyerView = () => call(seller.headers, 'GET', `/api/v1/public/collections/${id}`);
    expect((await buyerView()).status).toBe(200);

    const hidden = await call<ShopCategoryDetail>(seller.headers, 'PUT', `${BASE}/${id}/visibility`, {
      visible: false,
    });
    expect(hidden.body.data?.visible).toBe(false);
    expect((await buyerView()).status).toBe(404);
    const shopList = await call<{ id: string }[]>(
      seller.headers,
      'GET',
      `/api/v1/public/shops/${seller.shopId}/collections`,
    );
    expect(JSON.stringify(shopList.body)).not.toContain(id);

    await call(seller.headers, 'PUT', `${BASE}/${id}/visibility`, { visible: true });
    expect((await buyerView()).status).toBe(200);

    expect((await call(seller.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(204);
    expect((await call(seller.headers, 'GET', `${BASE}/${id}`)).status).toBe(404);
  });

  it("answers 404 for another shop's category on every route", async () => {
    const theirs = await create(other.headers, { title: 'Của shop khác', productIds: [] });
    const id = theirs.body.data?.id as string;
    expect((await call(seller.headers, 'GET', `${BASE}/${id}`)).status).toBe(404);
    expect(
      (await call(seller.headers, 'PUT', `${BASE}/${id}`, { title: 'Chiếm quyền', productIds: [] })).status,
    ).toBe(404);
    expect((await call(seller.headers, 'PUT', `${BASE}/${id}/visibility`, { visible: false })).status).toBe(
      404,
    );
    expect((await call(seller.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(404);
    expect((await call<ShopCategoryDetail>(other.headers, 'GET', `${BASE}/${id}`)).body.data?.visible).toBe(
      true,
    );
  });

  it('finds only the shop own products in the picker, accents ignored', async () => {
    const found = await call<PickerPage>(seller.headers, 'GET', `${BASE}/product-picker?q=ao thun`);
    expect(found.status).toBe(200);
    expect(found.body.data?.data.map((p) => p.id)).toEqual([seller.productId]);
    const none = await call<PickerPage>(seller.headers, 'GET', `${BASE}/product-picker?q=zzzz`);
    expect(none.body.data?.total).toBe(0);
  });

  it('is for sellers only: 401 without a session, 403 for a buyer', async () => {
    expect((await call({}, 'GET', BASE)).status).toBe(401);
    const buyer = await insertBuyer(t.ctx);
    expect((await call(buyer.headers, 'GET', BASE)).status).toBe(403);
  });
});
