import { SIZE_CHART_TEMPLATES } from '@cho-dep/core/catalog/size-chart-templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../../testing/address-fixtures';
import { apiCaller } from '../../testing/api-caller';
import { insertSellerWithShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertBuyer } from '../../testing/user-fixtures';
import { products } from '../catalog/products.tables';
import type { SellerSizeChart } from './size-chart-schemas';

const BASE = '/api/v1/seller/size-charts';
const topChart = { name: 'Áo thun nam', type: 'top', rows: SIZE_CHART_TEMPLATES.top.rows };

describe('seller size charts', () => {
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

  it('serves one template per type with its allowed attributes', async () => {
    const res = await call<{ type: string; allowed: number[]; columns: number[] }[]>(
      seller.headers,
      'GET',
      '/api/v1/seller/size-chart-templates',
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.map((x) => x.type)).toEqual([
      'top',
      'bottom',
      'dress',
      'underwear',
      'shoes',
      'other',
    ]);
    expect(res.body.data?.find((x) => x.type === 'shoes')?.allowed).toEqual([10]);
  });

  it('creates a chart from a template, lists it, edits its rows', async () => {
    const made = await call<SellerSizeChart>(seller.headers, 'POST', BASE, topChart);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Áo thun nam', type: 'top', productCount: 0 });
    expect(made.body.data?.rows.map((r) => r.sizeName)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    const id = made.body.data?.id as string;

    const list = await call<SellerSizeChart[]>(seller.headers, 'GET', BASE);
    expect(list.body.data?.[0]?.id).toBe(id);

    const rows = [{ sizeName: 'Free size', values: [{ attributeId: 1, min: 80, max: 100 }] }];
    const edited = await call<SellerSizeChart>(seller.headers, 'PUT', `${BASE}/${id}`, { ...topChart, rows });
    expect(edited.status).toBe(200);
    expect(edited.body.data?.rows).toEqual(rows);
  });

  it('refuses bad rows with field errors in the user language', async () => {
    const bad = await call(seller.headers, 'POST', BASE, {
      name: 'Áo lỗi',
      type: 'top',
      rows: [
        { sizeName: 'M', values: [{ attributeId: 7, min: 90, max: 100 }] },
        { sizeName: 'm', values: [{ attributeId: 7, min: 100, max: 90 }] },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields.map((f) => f.path)).toEqual(
      expect.arrayContaining(['rows.0.values.0.attributeId', 'rows.1.sizeName', 'rows.1.values.0.max']),
    );
    const empty = await call(seller.headers, 'POST', BASE, { name: 'Áo trống', type: 'top', rows: [] });
    expect(empty.body.error?.fields).toEqual([
      { path: 'rows', message: 'Bảng kích cỡ cần ít nhất một kích cỡ' },
    ]);
    const big = await call(seller.headers, 'POST', BASE, {
      name: 'Áo to',
      type: 'top',
      rows: [{ sizeName: 'S', values: [{ attributeId: 1, min: 80, max: 301 }] }],
    });
    expect(big.status).toBe(400);
  });

  it('shows an attached chart on the product page, and deleting it leaves the product on sale', async () => {
    const made = await call<SellerSizeChart>(seller.headers, 'POST', BASE, {
      ...topChart,
      name: 'Áo gắn sản phẩm',
    });
    const id = made.body.data?.id as string;
    await t.ctx.database.db
      .update(products)
      .set({ sizeChartId: id })
      .where(eq(products.id, seller.productId));
    expect(
      (await call<SellerSizeChart>(seller.headers, 'GET', `${BASE}/${id}`)).body.data?.productCount,
    ).toBe(1);

    const page = await call<{ sizeChart: { name: string; attributeIds: number[] } | null }>(
      {},
      'GET',
      `/api/v1/public/products/${seller.productId}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.data?.sizeChart).toMatchObject({ name: 'Áo gắn sản phẩm', attributeIds: [1, 4, 5] });

    // Deleting: seen on a product page not looked at yet (the page is cached for a few seconds).
    const theirs = await call<SellerSizeChart>(other.headers, 'POST', BASE, { ...topChart, name: 'Sẽ xoá' });
    const theirsId = theirs.body.data?.id as string;
    await t.ctx.database.db
      .update(products)
      .set({ sizeChartId: theirsId })
      .where(eq(products.id, other.productId));
    expect((await call(other.headers, 'DELETE', `${BASE}/${theirsId}`)).status).toBe(204);
    const [product] = await t.ctx.database.db
      .select({ sizeChartId: products.sizeChartId, listed: products.listed })
      .from(products)
      .where(eq(products.id, other.productId));
    expect(product).toEqual({ sizeChartId: null, listed: true });
    const after = await call<{ sizeChart: unknown }>({}, 'GET', `/api/v1/public/products/${other.productId}`);
    expect(after.status).toBe(200);
    expect(after.body.data?.sizeChart).toBeNull();
  });

  it("answers 404 for another shop's chart on every route and keeps lists apart", async () => {
    const theirs = await call<SellerSizeChart>(other.headers, 'POST', BASE, {
      ...topChart,
      name: 'Của shop khác',
    });
    const id = theirs.body.data?.id as string;
    expect((await call(seller.headers, 'GET', `${BASE}/${id}`)).status).toBe(404);
    expect((await call(seller.headers, 'PUT', `${BASE}/${id}`, topChart)).status).toBe(404);
    expect((await call(seller.headers, 'DELETE', `${BASE}/${id}`)).status).toBe(404);
    const mine = await call<SellerSizeChart[]>(seller.headers, 'GET', BASE);
    expect(mine.body.data?.map((c) => c.id)).not.toContain(id);
    expect((await call(other.headers, 'GET', `${BASE}/${id}`)).status).toBe(200);
  });

  it('is for sellers only', async () => {
    expect((await call({}, 'GET', BASE)).status).toBe(401);
    const buyer = await insertBuyer(t.ctx);
    expect((await call(buyer.headers, 'POST', BASE, topChart)).status).toBe(403);
  });
});
