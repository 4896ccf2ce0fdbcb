import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import type { Country } from '@cho-dep/core/locale/locales';
import { type ApiSchema, call, client } from '../../lib/api-fetch';

/** One saved address as GET /api/v1/mobile/addresses answers it. */
export type SavedAddress = ApiSchema<'Address'>;
export type Province = ApiSchema<'Province'>;
export type Ward = ApiSchema<'Ward'>;

export const ADDRESSES_PATH = '/api/v1/mobile/addresses';

export async function fetchAddresses(): Promise<SavedAddress[]> {
  return (await call(client.GET(ADDRESSES_PATH))).data;
}

export async function saveAddress(id: string | undefined, body: AddressInput): Promise<SavedAddress> {
  const answer = id
    ? await call(client.PUT('/api/v1/mobile/addresses/{id}', { params: { path: { id } }, body }))
    : await call(client.POST(ADDRESSES_PATH, { body }));
  return answer.data;
}

export async function deleteAddress(id: string): Promise<void> {
  await call(client.DELETE('/api/v1/mobile/addresses/{id}', { params: { path: { id } } }));
}

export async function makeDefaultAddress(id: string): Promise<SavedAddress> {
  return (await call(client.POST('/api/v1/mobile/addresses/{id}/default', { params: { path: { id } } })))
    .data;
}

export async function fetchProvinces(country: Country): Promise<Province[]> {
  return (await call(client.GET('/api/v1/public/provinces', { params: { query: { country } } }))).data;
}

export async function fetchWards(provinceCode: string): Promise<Ward[]> {
  const answer = await call(
    client.GET('/api/v1/public/provinces/{code}/wards', { params: { path: { code: provinceCode } } }),
  );
  return answer.data;
}
