import type { ShopRegistrationView } from '@cho-dep/api/shops/registration/shop-registration-view';
import type {
  ShopRegistrationStep1,
  ShopRegistrationStep2,
} from '@cho-dep/core/shops/shop-registration-schemas';
import { api } from '../../../lib/api-client';

export type { ShopRegistrationView };
export type RegistrationApplication = NonNullable<ShopRegistrationView['application']>;

const BASE = '/api/v1/shop-registration';

export async function sendIdentityCard(
  idNumber: string,
  front: File,
  back: File,
): Promise<ShopRegistrationView> {
  const form = new FormData();
  form.append('idNumber', idNumber);
  form.append('front', front);
  form.append('back', back);
  return (await api<{ data: ShopRegistrationView }>('/community/v1/verify/identity-card', { body: form }))
    .data;
}

export async function fetchRegistration(): Promise<ShopRegistrationView> {
  return (await api<{ data: ShopRegistrationView }>(BASE)).data;
}

export async function saveStep1(body: ShopRegistrationStep1): Promise<ShopRegistrationView> {
  return (await api<{ data: ShopRegistrationView }>(`${BASE}/step-1`, { method: 'PUT', body })).data;
}

export async function submitStep2(body: ShopRegistrationStep2): Promise<ShopRegistrationView> {
  return (await api<{ data: ShopRegistrationView }>(`${BASE}/step-2`, { method: 'PUT', body })).data;
}

export async function uploadDocument(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await api<{ data: { key: string; url: string } }>(`${BASE}/documents`, { body: form })).data;
}
