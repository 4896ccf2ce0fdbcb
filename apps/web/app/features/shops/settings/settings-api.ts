import type { ShopSettings } from '@cho-dep/api/shops/settings/shop-settings-schemas';
import { api } from '../../../lib/api-client';

const BASE = '/api/v1/seller/shop/settings';

export type SettingsSection = 'shipping' | 'return-policy' | 'payment' | 'info' | 'pause' | 'country';

/** Saves one section; the answer is every section after the change. */
export async function saveSection(section: SettingsSection, body: unknown): Promise<ShopSettings> {
  return (await api<{ data: ShopSettings }>(`${BASE}/${section}`, { method: 'PUT', body })).data;
}

export async function uploadShopImage(kind: 'logo' | 'cover', file: File): Promise<ShopSettings> {
  const form = new FormData();
  form.append(kind, file);
  return (await api<{ data: ShopSettings }>(`${BASE}/${kind}`, { method: 'POST', body: form })).data;
}
