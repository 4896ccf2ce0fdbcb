import type { PickerPage } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { api } from '../../lib/api-client';

/** One page of the seller's own products to pick from, searched by name (accents ignored). */
export function searchPickerProducts(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  return api<{ data: PickerPage }>(`/api/v1/seller/shop-categories/product-picker?${params}`);
}
