import type { BannerInput } from '@cho-dep/core/marketing/banner-input-schema';
import { call, client, multipart } from '../../lib/api-fetch';

const byId = (id: string) => ({ params: { path: { id } } });

export function saveBanner(id: string | null, body: BannerInput) {
  return call(
    id
      ? client.PUT('/api/v1/seller/banners/{id}', { ...byId(id), body })
      : client.POST('/api/v1/seller/banners', { body }),
  );
}

export function endBanner(id: string) {
  return call(client.POST('/api/v1/seller/banners/{id}/end', byId(id)));
}

export function deleteBanner(id: string) {
  return call(client.DELETE('/api/v1/seller/banners/{id}', byId(id)));
}

/** Uploads the banner image or cover; the answer's key goes into the banner. */
export async function uploadBannerPicture(kind: 'image' | 'cover', file: File) {
  const form = new FormData();
  form.append(kind, file);
  const upload = { body: multipart(form) };
  const answer = await call(
    kind === 'image'
      ? client.POST('/api/v1/seller/banners/images', upload)
      : client.POST('/api/v1/seller/banners/covers', upload),
  );
  return answer.data;
}
