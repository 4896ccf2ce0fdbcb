import type {
  PromotionPickerProduct,
  SellerPromotionDetail,
} from '@cho-dep/api/promotions/seller-promotion-schemas';
import type { PromotionInput } from '@cho-dep/core/marketing/promotion-input-schema';
import { api } from '../../lib/api-client';

const BASE = '/api/v1/seller/promotions';
export const PROMOTIONS_HREF = '/ban-hang/chuong-trinh-cua-toi';
export type PromotionKind = 'product' | 'variant';

export function savePromotion(id: string | null, body: PromotionInput) {
  return api<{ data: SellerPromotionDetail }>(id ? `${BASE}/${id}` : BASE, {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

/** Uploads the program cover; the answer's key goes into the program as coverKey. */
export async function uploadPromotionCover(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('cover', file);
  return (await api<{ data: { key: string; url: string } }>(`${BASE}/covers`, { method: 'POST', body: form }))
    .data;
}

export function endPromotion(id: string) {
  return api<{ data: SellerPromotionDetail }>(`${BASE}/${id}/end`, { method: 'POST' });
}

export function deletePromotion(id: string) {
  return api<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
}

export function searchPromotionPicker(q: string) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  return api<{ data: PromotionPickerProduct[] }>(`${BASE}/product-picker?${params}`);
}
