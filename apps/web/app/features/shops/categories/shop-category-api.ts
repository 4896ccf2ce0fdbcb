import type { ShopCategoryDetail } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { api } from '../../../lib/api-client';

const BASE = '/api/v1/seller/shop-categories';

export function saveCategory(id: string | null, body: { title: string; productIds: string[] }) {
  return api<{ data: ShopCategoryDetail }>(id ? `${BASE}/${id}` : BASE, {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

export function setCategoryVisible(id: string, visible: boolean) {
  return api<{ data: ShopCategoryDetail }>(`${BASE}/${id}/visibility`, { method: 'PUT', body: { visible } });
}

export function deleteCategory(id: string) {
  return api<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
}
