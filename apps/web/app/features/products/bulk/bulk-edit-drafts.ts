import type { BulkEditRowsAnswer } from '@cho-dep/api/products/bulk/product-bulk-schemas';
import type { BulkEdit } from '@cho-dep/core/product-bulk/bulk-edit';

/**
 * What the seller typed in the bulk edit table, kept apart from what the server sent, so the
 * request carries only changed cells and the values the seller saw (`expected`, for the
 * server's changed-meanwhile check).
 */
export type ProductRow = BulkEditRowsAnswer['data'][number];
export type VariantField = 'price' | 'salePrice' | 'stock';

export interface Drafts {
  /** Text typed per `<variantId>.<field>`; empty sale price means none. */
  cells: Record<string, string>;
  /** Visibility chosen per product id. */
  visible: Record<string, boolean>;
}

export const emptyDrafts = (): Drafts => ({ cells: {}, visible: {} });

/** How a cell first shows a number: "150.000" (the grouping parseAmount reads back). */
export function formatAmount(value: number | null): string {
  return value === null ? '' : value.toLocaleString('vi-VN');
}

/** A typed amount: digits with optional dot, comma or space grouping ("150.000"). */
export function parseAmount(text: string): number | null | 'invalid' {
  const raw = text.replace(/[\s.,₫đ]/g, '');
  if (raw === '') return null;
  return /^\d{1,10}$/.test(raw) ? Number(raw) : 'invalid';
}

function cellValue(
  drafts: Drafts,
  variant: ProductRow['variants'][number],
  field: VariantField,
): number | null | 'invalid' | undefined {
  const typed = drafts.cells[`${variant.id}.${field}`];
  if (typed === undefined) return undefined;
  const value = parseAmount(typed);
  if (value === null && field !== 'salePrice') return 'invalid';
  return value === variant[field] ? undefined : value;
}

/** How many cells and switches differ from the server's values. */
export function countChanges(rows: readonly ProductRow[], drafts: Drafts): number {
  let n = 0;
  for (const product of rows) {
    if (product.id in drafts.visible && drafts.visible[product.id] !== (product.status === 'approved')) n++;
    for (const variant of product.variants) {
      for (const field of ['price', 'salePrice', 'stock'] as const) {
        if (cellValue(drafts, variant, field) !== undefined) n++;
      }
    }
  }
  return n;
}

/**
 * The PATCH body for the changed rows, or the cells that are not numbers (shown at once,
 * nothing sent).
 */
export function buildBulkEdit(
  rows: readonly ProductRow[],
  drafts: Drafts,
): { body: BulkEdit } | { invalid: string[] } | { empty: true } {
  const invalid: string[] = [];
  const items: BulkEdit['items'] = [];
  for (const product of rows) {
    const variants: BulkEdit['items'][number]['variants'] = [];
    for (const variant of product.variants) {
      const change: BulkEdit['items'][number]['variants'][number] = {
        variantId: variant.id,
        expected: { price: variant.price, salePrice: variant.salePrice, stock: variant.stock },
      };
      for (const field of ['price', 'salePrice', 'stock'] as const) {
        const value = cellValue(drafts, variant, field);
        if (value === undefined) continue;
        if (value === 'invalid') invalid.push(`${product.id}.${variant.id}.${field}`);
        else if (field === 'salePrice') change.salePrice = value;
        else if (value !== null) change[field] = value;
      }
      if (Object.keys(change).length > 2) variants.push(change);
    }
    const visible =
      product.id in drafts.visible && drafts.visible[product.id] !== (product.status === 'approved')
        ? drafts.visible[product.id]
        : undefined;
    if (variants.length > 0 || visible !== undefined) {
      items.push({ productId: product.id, expectedStatus: product.status, visible, variants });
    }
  }
  if (invalid.length > 0) return { invalid };
  if (items.length === 0) return { empty: true };
  return { body: { items } };
}

/** Server field errors (`<productId>[.<variantId>].<field>`) by product, for marking rows. */
export function errorsByProduct(fields: readonly { path: string; message: string }[]) {
  const out: Record<string, { variantId: string | null; field: string | null; message: string }[]> = {};
  for (const { path, message } of fields) {
    const [productId = '', second, third] = path.split('.');
    const entry = third
      ? { variantId: second ?? null, field: third, message }
      : { variantId: null, field: second ?? null, message };
    out[productId] = [...(out[productId] ?? []), entry];
  }
  return out;
}
