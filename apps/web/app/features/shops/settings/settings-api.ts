import { call, client, multipart } from '../../../lib/api-fetch';
import type { paths } from '../../../lib/api-schema.gen';

const SECTIONS = {
  shipping: '/api/v1/seller/shop/settings/shipping',
  'return-policy': '/api/v1/seller/shop/settings/return-policy',
  payment: '/api/v1/seller/shop/settings/payment',
  info: '/api/v1/seller/shop/settings/info',
  pause: '/api/v1/seller/shop/settings/pause',
  country: '/api/v1/seller/shop/settings/country',
} as const;

export type SettingsSection = keyof typeof SECTIONS;
type PutBody<P extends keyof paths> = paths[P] extends {
  put: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
type SectionBody = { [S in SettingsSection]: PutBody<(typeof SECTIONS)[S]> };

/** Saves one section; the answer is every section after the change. */
export async function saveSection<S extends SettingsSection>(section: S, body: SectionBody[S]) {
  // One call for six routes of the same shape: the body's type is checked per section above.
  const path = SECTIONS[section] as (typeof SECTIONS)['info'];
  return (await call(client.PUT(path, { body: body as SectionBody['info'] }))).data;
}

export async function uploadShopImage(kind: 'logo' | 'cover', file: File) {
  const form = new FormData();
  form.append(kind, file);
  const upload = { body: multipart(form) };
  const answer = await call(
    kind === 'logo'
      ? client.POST('/api/v1/seller/shop/settings/logo', upload)
      : client.POST('/api/v1/seller/shop/settings/cover', upload),
  );
  return answer.data;
}
