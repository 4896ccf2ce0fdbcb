import type { AddressInput, AddressType, DeliveryTime } from '@cho-dep/core/address/address-schemas';
import type { Country } from '@cho-dep/core/locale/locales';
import { api } from '../../lib/api-client';

/** One saved address as GET /api/v1/mobile/addresses answers it. */
export interface SavedAddress {
  _id: string;
  name: string;
  phone: string;
  phoneDisplay: string | null;
  country: Country;
  city: string;
  cityName: string;
  district: string | null;
  ward: string | null;
  wardName: string | null;
  specificAddress: string;
  postalCode: string | null;
  fullAddress: string;
  type: AddressType;
  deliveryTime: DeliveryTime;
  isDefault: boolean;
  isPickup: boolean;
  isDefaultReturn: boolean;
}

export interface Province {
  code: string;
  name: string;
  country: Country;
}

export interface Ward {
  code: string;
  name: string;
  provinceCode: string;
}

export const ADDRESSES_PATH = '/api/v1/mobile/addresses';

export async function saveAddress(id: string | undefined, body: AddressInput): Promise<SavedAddress> {
  const answer = await api<{ data: SavedAddress }>(id ? `${ADDRESSES_PATH}/${id}` : ADDRESSES_PATH, {
    method: id ? 'PUT' : 'POST',
    body,
  });
  return answer.data;
}

export async function deleteAddress(id: string): Promise<void> {
  await api(`${ADDRESSES_PATH}/${id}`, { method: 'DELETE' });
}

export async function makeDefaultAddress(id: string): Promise<SavedAddress> {
  const answer = await api<{ data: SavedAddress }>(`${ADDRESSES_PATH}/${id}/default`, { method: 'POST' });
  return answer.data;
}

export async function fetchProvinces(country: Country): Promise<Province[]> {
  const answer = await api<{ data: Province[] }>(`/api/v1/public/provinces?country=${country}`);
  return answer.data;
}

export async function fetchWards(provinceCode: string): Promise<Ward[]> {
  const answer = await api<{ data: Ward[] }>(
    `/api/v1/public/provinces/${encodeURIComponent(provinceCode)}/wards`,
  );
  return answer.data;
}
