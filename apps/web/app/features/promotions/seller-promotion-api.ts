import type { PromotionInput } from '@cho-dep/core/marketing/promotion-input-schema';
import { call, client, multipart } from '../../lib/api-fetch';
import { asJson } from '../../lib/json-body';

export const PROMOTIONS_HREF = '/ban-hang/chuong-trinh-cua-toi';
export type PromotionKind = 'product' | 'variant';

const byId = (id: string) => ({ params: { path: { id } } });

export function savePromotion(id: string | null, body: PromotionInput) {
  return call(
    id
      ? client.PUT('/api/v1/seller/promotions/{id}', { ...byId(id), body: asJson(body) })
      : client.POST('/api/v1/seller/promotions', { body: asJson(body) }),
  );
}

/** Uploads the program cover; the answer's key goes into the program as coverKey. */
export async function uploadPromotionCover(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('cover', file);
  return (await call(client.POST('/api/v1/seller/promotions/covers', { body: multipart(form) }))).data;
}

export function endPromotion(id: string) {
  return call(client.POST('/api/v1/seller/promotions/{id}/end', byId(id)));
}

export function deletePromotion(id: string) {
  return call(client.DELETE('/api/v1/seller/promotions/{id}', byId(id)));
}

export function searchPromotionPicker(q: string) {
  const query = q.trim() ? { q: q.trim() } : {};
  return call(client.GET('/api/v1/seller/promotions/product-picker', { params: { query } }));
}
