import type { BannerUpload, SellerBanner } from '@cho-dep/api/banners/seller-banner-schemas';
import type { BannerInput } from '@cho-dep/core/marketing/banner-input-schema';
import { api } from '../../lib/api-client';

const BASE = '/api/v1/seller/banners';

export function saveBanner(id: string | null, body: BannerInput) {
  return api<{ data: SellerBanner }>(id ? `${BASE}/${id}` : BASE, { method: id ? 'PUT' : 'POST', body });
}

export function endBanner(id: string) {
  return api<{ data: SellerBanner }>(`${BASE}/${id}/end`, { method: 'POST' });
}

export function deleteBanner(id: string) {
  return api<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
}

/** Uploads the banner image or cover; the answer's key goes into the banner. */
export async function uploadBannerPicture(kind: 'image' | 'cover', file: File): Promise<BannerUpload> {
  const form = new FormData();
  form.append(kind, file);
  const path = kind === 'image' ? 'images' : 'covers';
  return (await api<{ data: BannerUpload }>(`${BASE}/${path}`, { method: 'POST', body: form })).data;
}
