import { randomUUID } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { parseCsv, toCsv } from '@cho-dep/core/product-bulk/bulk-csv';
import { IMPORT_COLUMNS, type ImportColumn } from '@cho-dep/core/product-bulk/import-sheet';
import { translate } from '@cho-dep/i18n/translate';
import { and, count, eq } from 'drizzle-orm';
import readXlsxFile, { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../../app/start-background';
import { runDueJobs } from '../../jobs/job-runner';
import { shops } from '../../shops/shops.tables';
import { insertTestCategory } from '../../testing/catalog-fixtures';
import { createRaceTestApp, raceIt } from '../../testing/race-tests';
import { insertTestShop } from '../../testing/shop-fixtures';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { categories } from '../catalog/categories.tables';
import { products, productVariants } from '../catalog/products.tables';
import type { SellerProductDetail } from '../seller/seller-product-schemas';
import { productExports } from './product-bulk.tables';
import type { BulkEditRowsAnswer, ProductExportAnswer, ProductImportAnswer } from './product-bulk-schemas';
import { writeXlsx } from './spreadsheet-files';

interface Answer<T> {
  data?: T;
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

const DAY = 24 * 60 * 60 * 1000;
const DESCRIPTION =
  'Áo thun chất liệu cotton 100% thoáng mát, form rộng dễ phối đồ. Đường may chắc chắn, không xù lông sau nhiều lần giặt.';
const header = IMPORT_COLUMNS.map((column) => translate('vi', `productBulk.importColumns.${column}`));

describe('product bulk work', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let leaf: { id: string; slug: string };

  const call = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  async function seller() {
    const shop = await insertTestShop(t.ctx.database.db, { name: `Shop ${randomUUID().slice(0, 6)}` });
    const user = await insertSignedInUser(t.ctx, { fullName: 'Trần Văn Bán' });
    await t.ctx.database.db.update(shops).set({ ownerUserId: user.userId }).where(eq(shops.id, shop.id));
    return { shopId: shop.id, headers: user.headers };
  }
  type Seller = Awaited<ReturnType<typeof seller>>;

  /** A product through the products API (helper C's writer), then approved as an admin would. */
  async function liveProduct(s: Seller, name: string, colours = ['Đen', 'Trắng'], price = 150_000) {
    const res = await call<SellerProductDetail>(s.headers, 'POST', '/api/v1/seller/products', {
      submit: true,
      product: {
        name,
        categoryId: leaf.id,
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
    await t.ctx.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, id));
    const variants = await t.ctx.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(productVariants.position);
    return { id, variants };
  }

  async function upload(headers: Record<string, string>, files: { name: string; bytes: Uint8Array }[]) {
    const form = new FormData();
    for (const f of files) form.append('file', new File([f.bytes as BlobPart], f.name));
    const res = await t.api.request('/api/v1/seller/product-imports', {
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
    await runDueJobs(t.ctx, jobHandlers);
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
    category: leaf.slug,
    weightGrams: 300,
    preparationDays: 2,
    returnDays: 7,
    returnConditions: 'defective, Hàng không đúng mô tả',
    ...more,
  });
  const shopProductCount = async (shopId: string) => {
    const [answer] = await t.ctx.database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.shopId, shopId));
    return answer?.n ?? 0;
  };

  beforeAll(async () => {
    t = await createRaceTestApp();
    const parent = await insertTestCategory(t.ctx.database.db);
    const child = await insertTestCategory(t.ctx.database.db);
    await t.ctx.database.db
      .update(categories)
      .set({ parentId: parent.id })
      .where(eq(categories.id, child.id));
    leaf = { id: child.id, slug: child.slug };
  }, 120_000);
  afterAll(async () => t?.close());

  describe('download list and its 30-day history', () => {
    let a: Seller;
    let b: Seller;
    beforeAll(async () => {
      a = await seller();
      b = await seller();
      await liveProduct(a, 'Áo thun cotton form rộng, "basic"');
      await liveProduct(a, 'Áo sơ mi lụa tay dài công sở', ['Xanh']);
    });

    it('writes an XLSX with one row per variant that reads back', async () => {
      const made = await call<ProductExportAnswer>(a.headers, 'POST', '/api/v1/seller/product-exports', {
        format: 'xlsx',
      });
      expect(made.status).toBe(201);
      expect(made.body.data?.rowCount).toBe(3);
      const res = await t.api.request(made.body.data?.downloadUrl as string, { headers: a.headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="san-pham-\d+\.xlsx"/);
      const cells = await readSheet(Buffer.from(await res.arrayBuffer()));
      expect(cells[0]?.[2]).toBe('Tên sản phẩm');
      expect(cells).toHaveLength(4);
      const names = cells.slice(1).map((r) => r[2]);
      expect(names).toEqual([
        'Áo thun cotton form rộng, "basic"',
        'Áo thun cotton form rộng, "basic"',
        'Áo sơ mi lụa tay dài công sở',
      ]);
      expect(cells[1]?.[5]).toBe('Màu sắc: Đen');
      expect(cells[1]?.[7]).toBe(150_000);
      expect(cells[2]?.[9]).toBe(11);
      expect(cells[1]?.[3]).toBe('Đang bán');
    });

    it('writes a UTF-8 CSV with a BOM that reads back, filtered by status', async () => {
      const made = await call<ProductExportAnswer>(a.headers, 'POST', '/api/v1/seller/product-exports', {
        format: 'csv',
        status: 'approved',
      });
      expect(made.status).toBe(201);
      const res = await t.api.request(made.body.data?.downloadUrl as string, { headers: a.headers });
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(new TextDecoder().decode(bytes));
      expect(rows).toHaveLength(4);
      expect(rows[1]?.[2]).toBe('Áo thun cotton form rộng, "basic"');
      expect(rows[3]?.[5]).toBe('Màu sắc: Xanh');
      const none = await call<ProductExportAnswer>(a.headers, 'POST', '/api/v1/seller/product-exports', {
        format: 'csv',
        status: 'draft',
      });
      expect(none.body.data?.rowCount).toBe(0);
    });

    it("lists only the shop's own files; another shop cannot download them (404)", async () => {
      const mine = await call<ProductExportAnswer[]>(a.headers, 'GET', '/api/v1/seller/product-exports');
      expect(mine.body.data).toHaveLength(3);
      const theirs = await call<ProductExportAnswer[]>(b.headers, 'GET', '/api/v1/seller/product-exports');
      expect(theirs.body.data).toEqual([]);
      const url = mine.body.data?.[0]?.downloadUrl as string;
      expect((await t.api.request(url, { headers: b.headers })).status).toBe(404);
      expect((await t.api.request(url)).status).toBe(401);
      expect(
        (await t.api.request(`/api/v1/seller/product-exports/${randomUUID()}/file`, { headers: a.headers }))
          .status,
      ).toBe(404);
      const [stored] = await t.ctx.database.db
        .select()
        .from(productExports)
        .where(eq(productExports.shopId, a.shopId));
      expect(stored?.storageKey.startsWith('private/')).toBe(true);
    });

    it('keeps files 30 days, then hides them and the job deletes file and row', async () => {
      const before = await call<ProductExportAnswer[]>(a.headers, 'GET', '/api/v1/seller/product-exports');
      const first = before.body.data?.[0] as ProductExportAnswer;
      expect(new Date(first.expiresAt).getTime() - new Date(first.createdAt).getTime()).toBe(
        LIMITS.downloads.keptDays * DAY,
      );
      const [stored] = await t.ctx.database.db
        .select()
        .from(productExports)
        .where(eq(productExports.id, first.id));
      t.advance(29 * DAY);
      await runDueJobs(t.ctx, jobHandlers);
      expect((await t.api.request(first.downloadUrl, { headers: a.headers })).status).toBe(200);
      t.advance(DAY + 60_000);
      // The seller's 30-day session ended too: sign the shop's owner in again.
      const again = await insertSignedInUser(t.ctx, { fullName: 'Trần Văn Bán' });
      await t.ctx.database.db.update(shops).set({ ownerUserId: again.userId }).where(eq(shops.id, a.shopId));
      const after = await call<ProductExportAnswer[]>(again.headers, 'GET', '/api/v1/seller/product-exports');
      expect(after.status).toBe(200);
      expect(after.body.data).toEqual([]);
      expect((await t.api.request(first.downloadUrl, { headers: again.headers })).status).toBe(404);
      await runDueJobs(t.ctx, jobHandlers);
      const left = await t.ctx.database.db
        .select()
        .from(productExports)
        .where(eq(productExports.shopId, a.shopId));
      expect(left).toEqual([]);
      expect(await t.ctx.storage.get(stored?.storageKey as string)).toBeNull();
    });
  });

  describe('bulk upload: one file, all or nothing, every bad row reported', () => {
    let s: Seller;
    beforeAll(async () => {
      s = await seller();
      await t.ctx.storage.put(`products/${s.shopId}/pic-1-200.webp`, new Uint8Array([1]), 'image/webp');
    });

    it('offers a template with the sheet to fill, an example, instructions and category codes', async () => {
      const res = await t.api.request('/api/v1/seller/product-imports/template', { headers: s.headers });
      expect(res.status).toBe(200);
      const sheets = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
      expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Sản phẩm', 'Ví dụ', 'Hướng dẫn', 'Danh mục']);
      expect(sheets[0]?.data[0]).toEqual(header);
      expect(sheets[1]?.data.length).toBe(4);
      expect(sheets[3]?.data.some((r) => r[0] === leaf.slug)).toBe(true);
    });

    it('refuses two files and files that are not XLSX or CSV', async () => {
      const csv = new TextEncoder().encode(toCsv([header]));
      const two = await upload(s.headers, [
        { name: 'a.csv', bytes: csv },
        { name: 'b.csv', bytes: csv },
      ]);
      expect(two.status).toBe(400);
      expect(two.body.error?.code).toBe('FILE_COUNT_EXCEEDED');
      const png = await upload(s.headers, [
        { name: 'anh.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
      ]);
      expect(png.status).toBe(415);
      const fakeXlsx = await upload(s.headers, [{ name: 'fake.xlsx', bytes: csv }]);
      expect(fakeXlsx.status).toBe(415);
    });

    const goodRows = (bad: boolean) => [
      header,
      row({
        productKey: 'A',
        ...productCells('Áo khoác gió hai lớp chống nước'),
        option1Name: 'Màu sắc',
        option1Value: 'Đen',
        sku: 'AK-DEN',
        price: '350.000',
        stock: 5,
        images: `/media/products/${'SHOP'}/pic-1-400.webp`,
      }),
      row({
        productKey: 'A',
        option1Name: 'Màu sắc',
        option1Value: 'Be',
        sku: 'AK-BE',
        price: bad ? 'ba trăm' : 350000,
        salePrice: 299000,
        stock: 3,
      }),
      row({ productKey: 'B', ...productCells('Quần short kaki nam túi hộp'), price: 180000, stock: 12 }),
      row({
        productKey: 'C',
        ...productCells(bad ? 'Ngắn' : 'Váy hoa nhí dáng xòe vintage'),
        price: 260000,
        stock: 7,
      }),
    ];
    const csvOf = (rows: (string | number | null)[][]) =>
      new TextEncoder().encode(
        toCsv(rows.map((r) => r.map((c) => (typeof c === 'string' ? c.replace('SHOP', s.shopId) : c)))),
      );

    it('reports exactly the two bad rows and imports nothing', async () => {
      const result = await importFile(s, { name: 'san-pham.csv', bytes: csvOf(goodRows(true)) });
      expect(result.status).toBe('failed');
      expect(result.createdProducts).toBe(0);
      expect(result.errors.map((e) => [e.row, e.column])).toEqual([
        [3, 'price'],
        [5, 'name'],
      ]);
      expect(result.errors[0]?.columnLabel).toBe('Giá (đ)');
      expect(result.errors[0]?.message).toBe(translate('vi', 'productBulk.rowErrors.notWholeNumber'));
      expect(await shopProductCount(s.shopId)).toBe(0);
    });

    it('imports every product of the fixed file: with pictures for review, without as drafts', async () => {
      const result = await importFile(s, { name: 'san-pham.csv', bytes: csvOf(goodRows(false)) });
      expect(result.errors).toEqual([]);
      expect(result.status).toBe('done');
      expect(result.createdProducts).toBe(3);
      expect(result.processedRows).toBe(4);
      const rows = await t.ctx.database.db
        .select({ name: products.name, status: products.status, price: products.price })
        .from(products)
        .where(eq(products.shopId, s.shopId));
      rows.sort((x, y) => x.name.localeCompare(y.name, 'vi'));
      expect(rows).toEqual([
        { name: 'Áo khoác gió hai lớp chống nước', status: 'pending', price: 350_000 },
        { name: 'Quần short kaki nam túi hộp', status: 'draft', price: 180_000 },
        { name: 'Váy hoa nhí dáng xòe vintage', status: 'draft', price: 260_000 },
      ]);
    });

    it('reads an XLSX upload the same way', async () => {
      const other = await seller();
      const bytes = await writeXlsx([
        {
          name: 'Sản phẩm',
          header,
          rows: [
            row({ productKey: 'X', ...productCells('Mũ bucket vải thô unisex'), price: 99000, stock: 30 }),
          ],
        },
      ]);
      const result = await importFile(other, { name: 'mu.xlsx', bytes });
      expect(result.status).toBe('done');
      expect(await shopProductCount(other.shopId)).toBe(1);
    });
  });

  describe('bulk edit: one save, all or nothing, price rule per product', () => {
    let s: Seller;
    let p1: Awaited<ReturnType<typeof liveProduct>>;
    let p2: Awaited<ReturnType<typeof liveProduct>>;
    beforeAll(async () => {
      s = await seller();
      p1 = await liveProduct(s, 'Áo len cổ lọ dệt kim mềm');
      p2 = await liveProduct(s, 'Chân váy xếp ly dáng dài', ['Be']);
    });

    const variantNow = async (id: string) => {
      const [v] = await t.ctx.database.db.select().from(productVariants).where(eq(productVariants.id, id));
      return v as typeof productVariants.$inferSelect;
    };
    const expected = (v: { price: number; salePrice: number | null; stock: number }) => ({
      price: v.price,
      salePrice: v.salePrice,
      stock: v.stock,
    });
    const patch = (items: unknown[], headers = s.headers) =>
      call<{ products: number; variants: number }>(headers, 'PATCH', '/api/v1/seller/products/bulk', {
        items,
      });

    it("lists the shop's products with their variants and price lock", async () => {
      const res = await call<BulkEditRowsAnswer>(
        s.headers,
        'GET',
        '/api/v1/seller/product-bulk/rows?q=ao%20len',
      );
      expect(res.body.data?.total).toBe(1);
      expect(res.body.data?.data[0]?.variants.map((v) => v.label)).toEqual([
        'Màu sắc: Đen',
        'Màu sắc: Trắng',
      ]);
      expect(res.body.data?.data[0]?.priceLock).toMatchObject({ applies: true, allowed: true });
    });

    it('saves nothing when one row is bad, and names that row', async () => {
      const [a1] = p1.variants;
      const [b1] = p2.variants;
      const res = await patch([
        {
          productId: p1.id,
          expectedStatus: 'approved',
          variants: [{ variantId: a1?.id, expected: expected(a1 as never), price: 160_000, stock: 40 }],
        },
        {
          productId: p2.id,
          expectedStatus: 'approved',
          variants: [{ variantId: b1?.id, expected: expected(b1 as never), salePrice: 200_000 }],
        },
      ]);
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('BULK_EDIT_REJECTED');
      expect(res.body.error?.fields.map((f) => f.path)).toEqual([`${p2.id}.${b1?.id}.salePrice`]);
      const after = await variantNow(a1?.id as string);
      expect([after.price, after.stock]).toEqual([150_000, 10]);
    });

    it('saves every row at once, hides a product, then applies the 14-day price lock per product', async () => {
      const [a1, a2] = p1.variants;
      const [b1] = p2.variants;
      const ok = await patch([
        {
          productId: p1.id,
          expectedStatus: 'approved',
          visible: false,
          variants: [
            { variantId: a1?.id, expected: expected(a1 as never), price: 160_000, salePrice: 149_000 },
            { variantId: a2?.id, expected: expected(a2 as never), stock: 0 },
          ],
        },
        {
          productId: p2.id,
          expectedStatus: 'approved',
          variants: [{ variantId: b1?.id, expected: expected(b1 as never), stock: 99 }],
        },
      ]);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ products: 2, variants: 3 });
      expect((await variantNow(a1?.id as string)).salePrice).toBe(149_000);
      expect((await variantNow(a2?.id as string)).stock).toBe(0);
      const [hidden] = await t.ctx.database.db.select().from(products).where(eq(products.id, p1.id));
      expect(hidden?.status).toBe('hidden');

      // A week later: p1's price is locked (changed 7 days ago); p2 never changed price.
      t.advance(7 * DAY);
      const a1Now = await variantNow(a1?.id as string);
      const b1Now = await variantNow(b1?.id as string);
      const locked = await patch([
        {
          productId: p1.id,
          expectedStatus: 'hidden',
          variants: [{ variantId: a1?.id, expected: expected(a1Now), price: 170_000 }],
        },
        {
          productId: p2.id,
          expectedStatus: 'approved',
          variants: [{ variantId: b1?.id, expected: expected(b1Now), price: 140_000 }],
        },
      ]);
      expect(locked.status).toBe(409);
      expect(locked.body.error?.fields).toHaveLength(1);
      expect(locked.body.error?.fields[0]?.path).toBe(`${p1.id}.price`);
      expect(locked.body.error?.fields[0]?.message).toContain('14');
      expect((await variantNow(b1?.id as string)).price).toBe(150_000);

      // Stock is not price: it still saves while the price is locked.
      const stockOnly = await patch([
        {
          productId: p1.id,
          expectedStatus: 'hidden',
          visible: true,
          variants: [{ variantId: a1?.id, expected: expected(a1Now), stock: 77 }],
        },
      ]);
      expect(stockOnly.status).toBe(200);
      expect((await variantNow(a1?.id as string)).stock).toBe(77);
    });

    it('refuses a row whose value changed since the seller loaded it, and another shop’s product', async () => {
      const [, a2] = p1.variants;
      const stale = await patch([
        {
          productId: p1.id,
          expectedStatus: 'approved',
          variants: [
            { variantId: a2?.id, expected: { price: 150_000, salePrice: null, stock: 11 }, stock: 50 },
          ],
        },
      ]);
      expect(stale.status).toBe(409);
      expect(stale.body.error?.fields.map((f) => f.path)).toEqual([`${p1.id}.${a2?.id}.stock`]);
      const intruder = await seller();
      const foreign = await patch(
        [{ productId: p1.id, expectedStatus: 'approved', visible: false, variants: [] }],
        intruder.headers,
      );
      expect(foreign.status).toBe(409);
      expect(foreign.body.error?.fields.map((f) => f.path)).toEqual([p1.id]);
      const [still] = await t.ctx.database.db.select().from(products).where(eq(products.id, p1.id));
      expect(still?.status).toBe('approved');
    });

    raceIt('does not lose updates under concurrent saves', async () => {
      const [, a2] = p1.variants;
      const [b1] = p2.variants;
      const a2Now = await variantNow(a2?.id as string);
      const b1Now = await variantNow(b1?.id as string);
      // Different products at once: both land.
      const [one, two] = await Promise.all([
        patch([
          {
            productId: p1.id,
            expectedStatus: 'approved',
            variants: [{ variantId: a2?.id, expected: expected(a2Now), stock: 21 }],
          },
        ]),
        patch([
          {
            productId: p2.id,
            expectedStatus: 'approved',
            variants: [{ variantId: b1?.id, expected: expected(b1Now), stock: 22 }],
          },
        ]),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect((await variantNow(a2?.id as string)).stock).toBe(21);
      expect((await variantNow(b1?.id as string)).stock).toBe(22);
      // The same cell from two stale tables: one wins, the other is refused, never silently overwritten.
      const seen = await variantNow(a2?.id as string);
      const race = await Promise.all(
        [31, 32].map((stock) =>
          patch([
            {
              productId: p1.id,
              expectedStatus: 'approved',
              variants: [{ variantId: a2?.id, expected: expected(seen), stock }],
            },
          ]),
        ),
      );
      expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = race.findIndex((r) => r.status === 200);
      expect((await variantNow(a2?.id as string)).stock).toBe(winner === 0 ? 31 : 32);
      const [{ n } = { n: 0 }] = await t.ctx.database.db
        .select({ n: count() })
        .from(productVariants)
        .where(and(eq(productVariants.productId, p1.id), eq(productVariants.stock, 31)));
      expect(n).toBe(winner === 0 ? 1 : 0);
    });
  });
});
