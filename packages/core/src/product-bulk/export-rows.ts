import type { ProductStatus } from '../catalog/catalog-states';

/**
 * The product list download (/ban-hang/quan-ly-san-pham/tai-xuong-danh-sach): one row per
 * variant, product columns repeated on each, so a spreadsheet filter or pivot works without
 * merged cells. Column order here is the file's order; headers are i18n keys
 * (`productBulk.exportColumns.<key>`).
 */
export const EXPORT_COLUMNS = [
  'productId',
  'variantId',
  'name',
  'status',
  'category',
  'options',
  'sku',
  'price',
  'salePrice',
  'stock',
  'sold',
  'weightGrams',
  'active',
  'createdAt',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export interface ExportVariant {
  id: string;
  optionValues: readonly { name: string; value: string }[];
  sku: string | null;
  price: number;
  salePrice: number | null;
  stock: number;
  isActive: boolean;
}

export interface ExportProduct {
  id: string;
  name: string;
  status: ProductStatus;
  categoryName: string;
  soldCount: number;
  weightGrams: number;
  createdAt: Date;
  variants: readonly ExportVariant[];
}

export type ExportCell = string | number | null;

export interface ExportWords {
  status: (status: ProductStatus) => string;
  yes: string;
  no: string;
}

/**
 * The cells of a product's rows, in EXPORT_COLUMNS order. `sold` is the product's sold count
 * (orders keep no per-variant tally), shown on each of its rows like the other product
 * columns. A product without variants still gets one row, so nothing the seller owns is
 * missing from the file.
 */
export function exportRowsOf(product: ExportProduct, words: ExportWords): ExportCell[][] {
  const common = {
    productId: product.id,
    name: product.name,
    status: words.status(product.status),
    category: product.categoryName,
    sold: product.soldCount,
    weightGrams: product.weightGrams,
    createdAt: product.createdAt.toISOString(),
  };
  const variants: (ExportVariant | null)[] = product.variants.length > 0 ? [...product.variants] : [null];
  return variants.map((variant) => {
    const cells: Record<ExportColumn, ExportCell> = {
      ...common,
      variantId: variant?.id ?? null,
      options: variant ? optionsLabel(variant.optionValues) : null,
      sku: variant?.sku ?? null,
      price: variant?.price ?? null,
      salePrice: variant?.salePrice ?? null,
      stock: variant?.stock ?? null,
      active: variant ? (variant.isActive ? words.yes : words.no) : null,
    };
    return EXPORT_COLUMNS.map((column) => cells[column]);
  });
}

/** "Màu sắc: Đen; Kích cỡ: M": readable, and split back by optionsFromLabel. */
export function optionsLabel(values: readonly { name: string; value: string }[]): string {
  return values.map((v) => `${v.name}: ${v.value}`).join('; ');
}

export function optionsFromLabel(label: string): { name: string; value: string }[] {
  if (!label.trim()) return [];
  return label.split(';').map((part) => {
    const at = part.indexOf(':');
    return { name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
  });
}
