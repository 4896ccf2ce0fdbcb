/**
 * Reading the bulk upload template (product.md §5, bulk upload): one row per variant,
 * rows of one product share the product key; product columns are filled on the product's
 * first row (later rows may repeat them, but not contradict them). This file turns the raw
 * cells into products and variants and collects every cell it cannot read; the product rules
 * themselves are checked afterwards by the product schema (import-products.ts).
 */

export const IMPORT_COLUMNS = [
  'productKey',
  'name',
  'description',
  'category',
  'brand',
  'weightGrams',
  'preparationDays',
  'returnDays',
  'returnConditions',
  'images',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'sku',
  'price',
  'salePrice',
  'stock',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Filled once per product; the other columns are per variant row. */
const PRODUCT_COLUMNS = [
  'name',
  'description',
  'category',
  'brand',
  'weightGrams',
  'preparationDays',
  'returnDays',
  'returnConditions',
  'images',
] as const satisfies readonly ImportColumn[];
type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** One problem of the file: the spreadsheet row (1-based, as Excel shows it), the column, an i18n key. */
export interface ImportRowError {
  row: number;
  column: ImportColumn | null;
  message: string;
  params?: Record<string, string | number>;
}

export type RawCell = string | number | boolean | Date | null | undefined;

export interface ImportVariantRow {
  row: number;
  options: { name: string; value: string }[];
  sku: string | null;
  price: number | null;
  salePrice: number | null;
  stock: number | null;
}

export interface ImportProductRows {
  key: string;
  /** The row holding the product's columns (its first row). */
  row: number;
  /** Where each product column was read, for pointing an error at the right cell. */
  cellRows: Partial<Record<ProductColumn, number>>;
  name: string;
  description: string;
  category: string;
  brand: string | null;
  weightGrams: number | null;
  preparationDays: number | null;
  returnDays: number | null;
  returnConditions: string[];
  images: string[];
  variants: ImportVariantRow[];
}

export interface ParsedSheet {
  products: ImportProductRows[];
  /** Data rows read (empty rows not counted). */
  rowCount: number;
  errors: ImportRowError[];
}

/** Folds a header for matching: case, accents, spaces and punctuation do not matter. */
export function foldHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Finds the header row (the first row naming the product key column) and maps each known
 * column to its position. `headers` gives, per column, every label it may carry (the
 * template is written in the seller's language; a file made in another language still reads).
 */
export function locateColumns(
  rows: readonly (readonly RawCell[])[],
  headers: Readonly<Record<ImportColumn, readonly string[]>>,
): { headerIndex: number; positions: Partial<Record<ImportColumn, number>> } | null {
  const lookup = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS) {
    for (const label of headers[column]) lookup.set(foldHeader(label), column);
    lookup.set(foldHeader(column), column);
  }
  for (let index = 0; index < Math.min(rows.length, 10); index++) {
    const positions: Partial<Record<ImportColumn, number>> = {};
    (rows[index] ?? []).forEach((cell, position) => {
      const column = lookup.get(foldHeader(text(cell)));
      if (column && positions[column] === undefined) positions[column] = position;
    });
    if (positions.productKey !== undefined) return { headerIndex: index, positions };
  }
  return null;
}

function text(cell: RawCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/**
 * A whole number from a cell: a spreadsheet number, or text like "150000", "150.000" or
 * "150,000" (Vietnamese writes thousands with dots). Anything else is not a number.
 */
export function readWholeNumber(cell: RawCell): number | null | 'invalid' {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : 'invalid';
  const raw = text(cell).replace(/\s|₫|đ$/gi, '');
  if (raw === '') return null;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^\d{1,3}([.,]\d{3})+$/.test(raw)) return Number(raw.replace(/[.,]/g, ''));
  return 'invalid';
}

/** Several values in one cell: separated by line breaks, commas or semicolons. */
function list(cell: RawCell): string[] {
  return text(cell)
    .split(/[\n\r,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The rows of the first sheet (or the CSV) to products. Empty rows are skipped; a row
 * without a product key is an error (the key is how its variants find their product).
 */
export function readImportSheet(
  rows: readonly (readonly RawCell[])[],
  headers: Readonly<Record<ImportColumn, readonly string[]>>,
): ParsedSheet | { missingHeader: true } {
  const located = locateColumns(rows, headers);
  if (!located) return { missingHeader: true };
  const { headerIndex, positions } = located;
  const errors: ImportRowError[] = [];
  const products = new Map<string, ImportProductRows>();
  let rowCount = 0;
  const at = (row: readonly RawCell[], column: ImportColumn): RawCell => {
    const position = positions[column];
    return position === undefined ? null : row[position];
  };

  for (let index = headerIndex + 1; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    if (cells.every((cell) => text(cell) === '')) continue;
    rowCount++;
    const rowNumber = index + 1;
    const key = text(at(cells, 'productKey'));
    if (!key) {
      errors.push({ row: rowNumber, column: 'productKey', message: 'productBulk.rowErrors.keyRequired' });
      continue;
    }
    const number = (column: ImportColumn): number | null => {
      const value = readWholeNumber(at(cells, column));
      if (value === 'invalid') {
        errors.push({ row: rowNumber, column, message: 'productBulk.rowErrors.notWholeNumber' });
        return null;
      }
      return value;
    };
    const productFields = {
      name: text(at(cells, 'name')),
      description: text(at(cells, 'description')),
      category: text(at(cells, 'category')),
      brand: text(at(cells, 'brand')) || null,
      weightGrams: number('weightGrams'),
      preparationDays: number('preparationDays'),
      returnDays: number('returnDays'),
      returnConditions: list(at(cells, 'returnConditions')),
      images: list(at(cells, 'images')),
    };
    let product = products.get(key);
    if (!product) {
      const cellRows: Partial<Record<ProductColumn, number>> = {};
      for (const column of PRODUCT_COLUMNS) cellRows[column] = rowNumber;
      product = { key, row: rowNumber, cellRows, ...productFields, variants: [] };
      products.set(key, product);
    } else {
      mergeProductColumns(product, productFields, rowNumber, errors);
    }
    const options: { name: string; value: string }[] = [];
    for (const [nameColumn, valueColumn] of [
      ['option1Name', 'option1Value'],
      ['option2Name', 'option2Value'],
    ] as const) {
      const name = text(at(cells, nameColumn));
      const value = text(at(cells, valueColumn));
      if (!name && !value) continue;
      if (!name) errors.push({ row: rowNumber, column: nameColumn, message: 'validation.required' });
      else if (!value) errors.push({ row: rowNumber, column: valueColumn, message: 'validation.required' });
      else options.push({ name, value });
    }
    product.variants.push({
      row: rowNumber,
      options,
      sku: text(at(cells, 'sku')) || null,
      price: number('price'),
      salePrice: number('salePrice'),
      stock: number('stock'),
    });
  }
  return { products: [...products.values()], rowCount, errors };
}

/**
 * A later row of a product: its product columns are either empty (the usual case) or the
 * same as before. A first value for a column still empty is taken (the seller may spread the
 * product columns over its rows); a different value is a conflict the seller must resolve.
 */
function mergeProductColumns(
  product: ImportProductRows,
  fields: Omit<ImportProductRows, 'key' | 'row' | 'cellRows' | 'variants'>,
  rowNumber: number,
  errors: ImportRowError[],
): void {
  for (const column of PRODUCT_COLUMNS) {
    const incoming = fields[column];
    const empty = incoming === null || incoming === '' || (Array.isArray(incoming) && incoming.length === 0);
    if (empty) continue;
    const current = product[column];
    const currentEmpty =
      current === null || current === '' || (Array.isArray(current) && current.length === 0);
    if (currentEmpty) {
      (product as unknown as Record<string, unknown>)[column] = incoming;
      product.cellRows[column] = rowNumber;
    } else if (JSON.stringify(current) !== JSON.stringify(incoming)) {
      errors.push({
        row: rowNumber,
        column,
        message: 'productBulk.rowErrors.conflict',
        params: { row: product.cellRows[column] ?? product.row },
      });
    }
  }
}
