import { toCsv } from '@cho-dep/core/product-bulk/bulk-csv';
import { translate } from '@cho-dep/i18n/translate';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/products.tables';
import { header, productBulkWorld, type Seller } from './product-bulk-world';
import { writeXlsx } from './spreadsheet-files';

describe('product bulk work: the import file', () => {
  const w = productBulkWorld();
  const { world, seller, upload, importFile, row, productCells, shopProductCount } = w;
  beforeAll(w.setUp, 120_000);
  afterAll(w.tearDown);

  describe('bulk upload: one file, all or nothing, every bad row reported', () => {
    let s: Seller;
    beforeAll(async () => {
      s = await seller();
      await world.t.ctx.storage.put(`products/${s.shopId}/pic-1-200.webp`, new Uint8Array([1]), 'image/webp');
    });

    it('offers a template with the sheet to fill, an example, instructions and category codes', async () => {
      const res = await world.t.api.request('/api/v1/seller/product-imports/template', {
        headers: s.headers,
      });
      expect(res.status).toBe(200);
      const sheets = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
      expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Sản phẩm', 'Ví dụ', 'Hướng dẫn', 'Danh mục']);
      expect(sheets[0]?.data[0]).toEqual(header);
      expect(sheets[1]?.data.length).toBe(4);
      expect(sheets[3]?.data.some((r) => r[0] === world.leaf.slug)).toBe(true);
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
      const rows = await world.t.ctx.database.db
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
});
