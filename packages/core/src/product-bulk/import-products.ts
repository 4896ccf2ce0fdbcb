import { type ProductInput, productInputSchema } from '../catalog/product-input-schema';
import { toFieldErrors } from '../validation/field-errors';
import type { ImportColumn, ImportProductRows, ImportRowError, ParsedSheet } from './import-sheet';

/**
 * From the rows of the bulk upload to product inputs, every error tied to a row and column.
 *
 * Rule (decision): every product of the file is checked against the full product rules, the
 * same as sending a product for review (productInputSchema), so a mistake shows now and not
 * later on the product page. Pictures are the one thing a file may leave out: a product
 * without pictures is created as a draft (the seller adds pictures and submits it from the
 * product page); a product with pictures is sent for review. Pictures are named by the
 * address of a picture the shop already uploaded (its /media URL or storage key).
 */

export interface ImportResolvers {
  /** A leaf category's id from the category cell (code or id), or null when unknown. */
  category(text: string): string | null;
  /** The storage key of one of the shop's uploaded pictures named by a cell entry, or null. */
  image(text: string): string | null;
  /** A return condition code from a code or a label in any language, or null. */
  returnCondition(text: string): string | null;
}

export interface ImportedProduct {
  key: string;
  /** Every spreadsheet row of the product (for reporting). */
  rows: number[];
  /** Submit for review (pictures given) or keep as a draft. */
  submit: boolean;
  input: ProductInput;
}

const FIELD_COLUMNS: Record<string, ImportColumn> = {
  name: 'name',
  description: 'description',
  categoryId: 'category',
  brand: 'brand',
  weightGrams: 'weightGrams',
  preparationDays: 'preparationDays',
  returnDays: 'returnDays',
  returnConditions: 'returnConditions',
  images: 'images',
};

const VARIANT_COLUMNS: Record<string, ImportColumn> = {
  sku: 'sku',
  price: 'price',
  salePrice: 'salePrice',
  stock: 'stock',
};

const OPTION_COLUMNS = [
  { name: 'option1Name', value: 'option1Value' },
  { name: 'option2Name', value: 'option2Value' },
] as const;

const same = (a: string, b: string) => a.toLocaleLowerCase('vi') === b.toLocaleLowerCase('vi');

/**
 * Every product of the sheet to a product input. The products come back only when no row of
 * the whole file has an error (the import is all-or-nothing); otherwise the errors, sorted by
 * row, each once.
 */
export function toProductInputs(
  sheet: ParsedSheet,
  resolvers: ImportResolvers,
): { products: ImportedProduct[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [...sheet.errors];
  const products: ImportedProduct[] = [];
  for (const product of sheet.products) {
    const own: ImportRowError[] = [];
    const raw = rawInput(product, resolvers, own);
    // A cell already reported (unreadable number, unknown category) is not reported again by the schema.
    const flagged = new Set([...errors, ...own].map((e) => `${e.row}|${e.column}`));
    const parsed = productInputSchema.safeParse(raw);
    const noPictures = product.images.length === 0;
    // The one rule a file may skip: pictures (the product becomes a draft).
    const blocking = parsed.success
      ? []
      : toFieldErrors(parsed.error).filter((field) => !(noPictures && field.path === 'images'));
    for (const field of blocking) {
      const cell = locate(product, field.path);
      if (flagged.has(`${cell.row}|${cell.column}`)) continue;
      own.push({ ...cell, message: field.message, params: field.params });
    }
    errors.push(...own);
    if (own.length === 0 && blocking.length === 0) {
      const input = parsed.success
        ? parsed.data
        : productInputSchema.parse({ ...raw, images: ['placeholder'] });
      products.push({
        key: product.key,
        rows: [product.row, ...product.variants.map((v) => v.row).filter((row) => row !== product.row)],
        submit: !noPictures,
        input: noPictures ? { ...input, images: [] } : input,
      });
    }
  }
  const unique = new Map(errors.map((e) => [`${e.row}|${e.column}|${e.message}`, e]));
  return {
    products: errors.length === 0 ? products : [],
    errors: [...unique.values()].sort((a, b) => a.row - b.row),
  };
}

/** The product as the schema reads it: classifications gathered from the variant rows. */
function rawInput(product: ImportProductRows, resolvers: ImportResolvers, errors: ImportRowError[]) {
  const categoryId = product.category ? resolvers.category(product.category) : null;
  if (product.category && !categoryId) {
    errors.push({
      row: product.cellRows.category ?? product.row,
      column: 'category',
      message: 'productBulk.rowErrors.unknownCategory',
      params: { value: product.category },
    });
  }
  const images = product.images.map((entry) => {
    const key = resolvers.image(entry);
    if (!key) {
      errors.push({
        row: product.cellRows.images ?? product.row,
        column: 'images',
        message: 'productBulk.rowErrors.unknownImage',
        params: { value: entry },
      });
    }
    return key;
  });
  const returnConditions = product.returnConditions.map((entry) => {
    const code = resolvers.returnCondition(entry);
    if (!code) {
      errors.push({
        row: product.cellRows.returnConditions ?? product.row,
        column: 'returnConditions',
        message: 'productBulk.rowErrors.unknownReturnCondition',
        params: { value: entry },
      });
    }
    return code;
  });

  // Classification k is named by the first row that names it; its values in order of appearance.
  const options: { name: string; values: { value: string; image: null }[] }[] = [];
  for (const variant of product.variants) {
    variant.options.forEach((option, k) => {
      const existing = options[k];
      if (!existing) {
        options[k] = { name: option.name, values: [{ value: option.value, image: null }] };
        return;
      }
      if (!same(existing.name, option.name)) {
        errors.push({
          row: variant.row,
          column: OPTION_COLUMNS[k]?.name ?? 'option1Name',
          message: 'productBulk.rowErrors.optionNameMismatch',
          params: { value: existing.name },
        });
      } else if (!existing.values.some((v) => same(v.value, option.value))) {
        existing.values.push({ value: option.value, image: null });
      }
    });
  }

  return {
    name: product.name,
    // An unknown category is already reported above: a stand-in id keeps the schema from saying it twice.
    categoryId: categoryId ?? (product.category ? '00000000-0000-0000-0000-000000000000' : undefined),
    description: product.description,
    brand: product.brand,
    images: images.filter((key): key is string => key !== null),
    options,
    variants: product.variants.map((variant) => ({
      optionValues: variant.options,
      sku: variant.sku,
      price: variant.price ?? undefined,
      salePrice: variant.salePrice,
      stock: variant.stock ?? undefined,
    })),
    weightGrams: product.weightGrams ?? undefined,
    preparationDays: product.preparationDays ?? undefined,
    returnDays: product.returnDays ?? undefined,
    returnConditions: returnConditions.filter((code): code is string => code !== null),
  };
}

/** The cell a schema issue path points at (`variants.2.price` -> that variant's row, price column). */
export function locate(
  product: ImportProductRows,
  path: string,
): { row: number; column: ImportColumn | null } {
  const [head, index, field, , sub] = path.split('.');
  if (head === 'variants' && index !== undefined) {
    const variant = product.variants[Number(index)];
    const row = variant?.row ?? product.row;
    if (field === 'optionValues') return { row, column: 'option1Value' };
    return { row, column: (field && VARIANT_COLUMNS[field]) || null };
  }
  if (head === 'options' && index !== undefined) {
    const k = Number(index);
    const columns = OPTION_COLUMNS[k] ?? OPTION_COLUMNS[0];
    if (field === 'values' && sub === 'value') {
      const value = Number(path.split('.')[3]);
      const variant = product.variants.find((v) => v.options[k] && optionIndex(product, k, v) === value);
      return { row: variant?.row ?? product.row, column: columns.value };
    }
    const variant = product.variants.find((v) => v.options[k]);
    return { row: variant?.row ?? product.row, column: columns.name };
  }
  if (head === 'variants' || head === 'options') return { row: product.row, column: 'option1Value' };
  const column = (head && FIELD_COLUMNS[head]) || null;
  const row = column
    ? (product.cellRows[column as keyof ImportProductRows['cellRows']] ?? product.row)
    : product.row;
  return { row, column };
}

function optionIndex(
  product: ImportProductRows,
  k: number,
  variant: ImportProductRows['variants'][number],
): number {
  const values: string[] = [];
  for (const v of product.variants) {
    const option = v.options[k];
    if (option && !values.some((w) => same(w, option.value))) values.push(option.value);
  }
  const own = variant.options[k];
  return own ? values.findIndex((w) => same(w, own.value)) : -1;
}
