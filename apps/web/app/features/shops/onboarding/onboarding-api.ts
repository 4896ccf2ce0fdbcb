import type { ShopRegistrationView } from '@cho-dep/api/shops/registration/shop-registration-view';
import type {
  ShopRegistrationStep1,
  ShopRegistrationStep2,
} from '@cho-dep/core/shops/shop-registration-schemas';
import { call, client, multipart } from '../../../lib/api-fetch';

export type { ShopRegistrationView };
export type RegistrationApplication = NonNullable<ShopRegistrationView['application']>;

export async function sendIdentityCard(idNumber: string, front: File, back: File) {
  const form = new FormData();
  form.append('idNumber', idNumber);
  form.append('front', front);
  form.append('back', back);
  return (await call(client.POST('/community/v1/verify/identity-card', { body: multipart(form) }))).data;
}

export async function fetchRegistration() {
  return (await call(client.GET('/api/v1/shop-registration'))).data;
}

export async function saveStep1(body: ShopRegistrationStep1) {
  return (await call(client.PUT('/api/v1/shop-registration/step-1', { body }))).data;
}

export async function submitStep2(body: ShopRegistrationStep2) {
  return (await call(client.PUT('/api/v1/shop-registration/step-2', { body }))).data;
}

export async function uploadDocument(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await call(client.POST('/api/v1/shop-registration/documents', { body: multipart(form) }))).data;
}
