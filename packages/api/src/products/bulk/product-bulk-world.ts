import { randomUUID } from 'node:crypto';
import { IMPORT_COLUMNS, type ImportColumn } from '@cho-dep/core/product-bulk/import-sheet';
import { translate } from '@cho-dep/i18n/translate';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobHandlers } from '../../app/start-background';
import { runDueJobs } from '../../jobs/job-runner';
import { shops } from '../../shops/shops.tables';
import { insertTestCategory } from '../../testing/catalog-fixtures';
import { createRaceTestApp } from '../../testing/race-tests';
import { insertTestShop } from '../../testing/shop-fixtures';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { categories } from '../catalog/categories.tables';
import { products, productVariants } from '../catalog/products.tables';
import type { SellerProductDetail } from '../seller/seller-product-schemas';
import type { ProductImportAnswer } from './product-bulk-schemas';

interface Answer<T> {
  data?: T;
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

export const DAY = 24 * 60 * 60 * 1000;
const DESCRIPTION =
  'Áo thun chất liệu cotton 100% thoáng mát, form rộng dễ phối đồ. Đường may chắc chắn, không xù lông sau nhiều lần giặt.';
/** The import sheet's header row, as a Vietnamese seller's file has it. */
export const header = IMPORT_COLUMNS.map((column) => translate('vi', `productBulk.importColumns.${column}`));

/**
 * The product bulk tests' world: an app on the race-test database, a leaf category, sellers
 * with live products, and the upload, import and download calls. Call setUp in beforeAll and
 * tearDown in afterAll.
 */
/** A signed-in seller of an approved shop. */
export interface Seller {
  shopId: string;
  headers: Record<string, string>;
}

export function productBulkWorld() {
  const world = {
    t: undefined as unknown as Awaited<ReturnType<typeof createRaceTestApp>>,
    leaf: { id: '', slug: '' },
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

  async function seller(): Promise<Seller> {
    const shop = await insertTestShop(world.t.ctx.database.db, { name: `Shop ${randomUUID().slice(0, 6)}` });
    const user = await insertSignedInUser(world.t.ctx, { fullName: 'Trần Văn Bán' });
    await world.t.ctx.database.db
      .update(shops)
      .set({ ownerUserId: user.userId })
      .where(eq(shops.id, shop.id));
    return { shopId: shop.id, headers: user.headers };
  }

  /** A product through the sellers' products API, then approved as an admin would. */
  async function liveProduct(s: Seller, name: string, colours = ['Đen', 'Trắng'], price = 150_000) {
    const res = await call<SellerProductDetail>(s.headers, 'POST', '/api/v1/seller/products', {
      submit: true,
      product: {
        name,
        categoryId: world.leaf.id,
        description: DESCRIPTION,
        images: [`products/${s.shopId}/cover-a`],
        options: [{ name: 'Màu sắc', values: colours.map((value) => ({ value })) }],
        variants: colours.map((value, i) => ({
          optionValues: [{ name: 'Màu sắc', value }],
          sku: `${name.slice(0, 3)}-${i}`,
          price,
          stock: 10 + i,
        })),
        weightGrams: 250,
        preparationDays: 2,
        returnDays: 7,
        returnConditions: ['defective'],
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.data?.id as string;
    await world.t.ctx.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, id));
    const variants = await world.t.ctx.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(productVariants.position);
    return { id, variants };
  }

  async function upload(headers: Record<string, string>, files: { name: string; bytes: Uint8Array }[]) {
    const form = new FormData();
    for (const f of files) form.append('file', new File([f.bytes as BlobPart], f.name));
    const res = await world.t.api.request('/api/v1/seller/product-imports', {
      method: 'POST',
      headers,
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Answer<ProductImportAnswer> };
  }

  /** Uploads, lets the job runner process the file, and answers the finished import. */
  async function importFile(s: Seller, file: { name: string; bytes: Uint8Array }) {
    const started = await upload(s.headers, [file]);
    expect(started.status).toBe(202);
    expect(started.body.data?.status).toBe('queued');
    await runDueJobs(world.t.ctx, jobHandlers);
    const done = await call<ProductImportAnswer>(
      s.headers,
      'GET',
      `/api/v1/seller/product-imports/${started.body.data?.id}`,
    );
    return done.body.data as ProductImportAnswer;
  }

  const row = (values: Partial<Record<ImportColumn, string | number>>) =>
    IMPORT_COLUMNS.map((column) => values[column] ?? null);
  const productCells = (name: string, more: Partial<Record<ImportColumn, string | number>> = {}) => ({
    name,
    description: DESCRIPTION,
    category: world.leaf.slug,
    weightGrams: 300,
    preparationDays: 2,
    returnDays: 7,
    returnConditions: 'defective, Hàng không đúng mô tả',
    ...more,
  });
  const shopProductCount = async (shopId: string) => {
    const [answer] = await world.t.ctx.database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.shopId, shopId));
    return answer?.n ?? 0;
  };

  async function setUp() {
    world.t = await createRaceTestApp();
    const db = world.t.ctx.database.db;
    const parent = await insertTestCategory(db);
    const child = await insertTestCategory(db);
    await db.update(categories).set({ parentId: parent.id }).where(eq(categories.id, child.id));
    world.leaf = { id: child.id, slug: child.slug };
  }
  const tearDown = async () => world.t?.close();

  return {
    world,
    setUp,
    tearDown,
    call,
    seller,
    liveProduct,
    upload,
    importFile,
    row,
    productCells,
    shopProductCount,
  };
}
