import type { ProductStatus } from './catalog-states';

/**
 * The seller centre's product tabs (product.md §3, Product statuses): all, available,
 * sold out, hidden, draft, pending, rejected. "Available" and "sold out" split approved
 * products by stock; the others are the status itself. Each product is in exactly one tab
 * besides "all".
 */
export const SELLER_PRODUCT_TABS = [
  'all',
  'available',
  'soldOut',
  'hidden',
  'draft',
  'pending',
  'rejected',
] as const;
export type SellerProductTab = (typeof SELLER_PRODUCT_TABS)[number];

export function sellerProductTab(input: {
  status: ProductStatus;
  stock: number;
}): Exclude<SellerProductTab, 'all'> {
  switch (input.status) {
    case 'approved':
      return input.stock > 0 ? 'available' : 'soldOut';
    case 'hidden':
    case 'draft':
    case 'pending':
    case 'rejected':
      return input.status;
  }
}

/** The seller list's sort orders. */
export const SELLER_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'stock_asc',
  'sold_desc',
] as const;
export type SellerProductSort = (typeof SELLER_PRODUCT_SORTS)[number];

/**
 * What an edit of a live (approved or hidden) product does: changes buyers judge the product by
 * (name, description, category, pictures, video, brand, attributes, classifications) go back
 * to review like a new product; price, stock and logistics stay live (the marketplace norm).
 */
export const REVIEWED_FIELDS = [
  'name',
  'description',
  'categoryId',
  'images',
  'videoKey',
  'descriptionImageKeys',
  'brand',
  'attributes',
  'options',
] as const;

export function needsReview(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return REVIEWED_FIELDS.some((field) => stableJson(before[field]) !== stableJson(after[field]));
}

function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
