import { call, client } from '../../lib/api-fetch';

/** One page of the seller's own products to pick from, searched by name (accents ignored). */
export function searchPickerProducts(q: string, page: number) {
  const query = { page, ...(q.trim() ? { q: q.trim() } : {}) };
  return call(client.GET('/api/v1/seller/shop-categories/product-picker', { params: { query } }));
}
