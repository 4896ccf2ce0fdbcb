import { describe, expect, it } from 'vitest';
import { toProductInputs } from './import-products';
import { IMPORT_COLUMNS, type ImportColumn, readImportSheet, readWholeNumber } from './import-sheet';

const CATEGORY = '33333333-3333-4333-8333-333333333333';
const headers = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, [`Cột ${c}`]])) as Record<
  ImportColumn,
  string[]
>;
const header = IMPORT_COLUMNS.map((c) => `Cột ${c}`);
const row = (values: Partial<Record<ImportColumn, string | number>>) =>
  IMPORT_COLUMNS.map((c) => values[c] ?? null);
const DESCRIPTION = 'Mô tả đủ dài cho sản phẩm thời trang. '.repeat(4);
const productCells = (name: string) => ({
  name,
  description: DESCRIPTION,
  category: 'ao-thun',
  weightGrams: 200,
  preparationDays: 2,
  returnDays: 7,
  returnConditions: 'defective',
});
const resolvers = {
  category: (text: string) => (text === 'ao-thun' ? CATEGORY : null),
  image: (text: string) => (text.startsWith('products/shop/') ? text : null),
  returnCondition: (text: string) => (text === 'defective' || text === 'Hàng lỗi' ? 'defective' : null),
};
const read = (rows: (string | number | null)[][]) => {
  const sheet = readImportSheet(rows, headers);
  if ('missingHeader' in sheet) throw new Error('no header');
  return sheet;
};

describe('bulk upload sheet', () => {
  it('reads whole numbers written the Vietnamese way', () => {
    expect(readWholeNumber(150000)).toBe(150000);
    expect(readWholeNumber('150.000')).toBe(150000);
    expect(readWholeNumber('1,250,000 ₫')).toBe(1250000);
    expect(readWholeNumber('')).toBeNull();
    expect(readWholeNumber('15.5')).toBe('invalid');
    expect(readWholeNumber(1.5)).toBe('invalid');
    expect(readWholeNumber('abc')).toBe('invalid');
  });

  it('finds the header by name in any order and language, case and accents ignored', () => {
    const sheet = readImportSheet(
      [['Hướng dẫn'], ['COT PRODUCTKEY', 'cột price', 'Cột Name'], ['K', 1000, 'Tên']],
      headers,
    );
    expect('missingHeader' in sheet ? null : sheet.products[0]).toMatchObject({
      key: 'K',
      name: 'Tên',
      variants: [{ row: 3, price: 1000 }],
    });
    expect(readImportSheet([['nothing here']], headers)).toEqual({ missingHeader: true });
  });

  it('groups variant rows by product key and builds the classifications', () => {
    const sheet = read([
      header,
      row({
        productKey: 'A',
        ...productCells('Áo thun cotton basic'),
        option1Name: 'Màu sắc',
        option1Value: 'Đen',
        price: 100000,
        stock: 2,
      }),
      [],
      row({
        productKey: 'A',
        option1Name: 'Màu sắc',
        option1Value: 'Trắng',
        price: 100000,
        salePrice: 90000,
        stock: 3,
      }),
    ]);
    expect(sheet.rowCount).toBe(2);
    const { products, errors } = toProductInputs(sheet, resolvers);
    expect(errors).toEqual([]);
    expect(products).toHaveLength(1);
    expect(products[0]?.rows).toEqual([2, 4]);
    expect(products[0]?.submit).toBe(false);
    expect(products[0]?.input.options).toEqual([
      {
        name: 'Màu sắc',
        values: [
          { value: 'Đen', image: null },
          { value: 'Trắng', image: null },
        ],
      },
    ]);
    expect(products[0]?.input.categoryId).toBe(CATEGORY);
    expect(products[0]?.input.variants[1]).toMatchObject({ price: 100000, salePrice: 90000, stock: 3 });
  });

  it('sends a product with known pictures for review', () => {
    const sheet = read([
      header,
      row({
        productKey: 'A',
        ...productCells('Áo thun cotton basic'),
        images: 'products/shop/a\nproducts/shop/b',
        price: 100000,
        stock: 2,
      }),
    ]);
    const { products } = toProductInputs(sheet, resolvers);
    expect(products[0]?.submit).toBe(true);
    expect(products[0]?.input.images).toEqual(['products/shop/a', 'products/shop/b']);
  });

  it('reports every bad cell with its row and column, and then gives no product at all', () => {
    const sheet = read([
      header,
      row({ productKey: 'A', ...productCells('Áo thun cotton basic'), price: 100000, stock: 2 }),
      row({ productKey: 'B', ...productCells('Ngắn'), price: 'một trăm', stock: 2 }),
      row({ name: 'Không có mã' }),
      row({
        productKey: 'C',
        ...productCells('Quần tây công sở nam'),
        category: 'khong-co',
        images: 'https://x/y.png',
        price: 5000,
        salePrice: 6000,
        stock: 0,
      }),
      row({ productKey: 'C', name: 'Tên khác hẳn cho cùng sản phẩm', price: 5000, stock: 1 }),
    ]);
    const { products, errors } = toProductInputs(sheet, resolvers);
    expect(products).toEqual([]);
    expect(errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, 'price', 'productBulk.rowErrors.notWholeNumber'],
      [3, 'name', 'validation.tooShort'],
      [4, 'productKey', 'productBulk.rowErrors.keyRequired'],
      [5, 'category', 'productBulk.rowErrors.unknownCategory'],
      [5, 'images', 'productBulk.rowErrors.unknownImage'],
      [5, 'salePrice', 'validation.product.salePriceBelowPrice'],
      [5, 'stock', 'validation.product.quantityMin'],
      [5, 'option1Value', 'validation.product.variantsMissing'],
      [6, 'name', 'productBulk.rowErrors.conflict'],
      [6, 'option1Value', 'validation.product.variantDuplicate'],
    ]);
    expect(errors.find((e) => e.message.endsWith('conflict'))?.params).toEqual({ row: 5 });
  });

  it('refuses unknown return conditions and mismatched classification names', () => {
    const sheet = read([
      header,
      row({
        productKey: 'A',
        ...productCells('Áo thun cotton basic'),
        returnConditions: 'Hàng lỗi, đổi ý',
        option1Name: 'Màu sắc',
        option1Value: 'Đen',
        price: 1000,
        stock: 1,
      }),
      row({ productKey: 'A', option1Name: 'Màu', option1Value: 'Trắng', price: 1000, stock: 1 }),
    ]);
    const { errors } = toProductInputs(sheet, resolvers);
    expect(errors.map((e) => [e.row, e.column, e.message])).toContainEqual([
      2,
      'returnConditions',
      'productBulk.rowErrors.unknownReturnCondition',
    ]);
    expect(errors.map((e) => [e.row, e.column, e.message])).toContainEqual([
      3,
      'option1Name',
      'productBulk.rowErrors.optionNameMismatch',
    ]);
  });
});
