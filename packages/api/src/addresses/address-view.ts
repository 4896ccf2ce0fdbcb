import { ADDRESS_TYPES, DELIVERY_TIMES, formatAddressLine } from '@cho-dep/core/address/address-schemas';
import { COUNTRIES, type Country } from '@cho-dep/core/locale/locales';
import { formatPhoneDisplay } from '@cho-dep/core/phone/phone-display';
import { z } from '@hono/zod-openapi';
import type { addresses } from './addresses.tables';
import { provinceDisplayName } from './admin-unit-queries';

export const addressViewSchema = z
  .object({
    _id: z.string().uuid(),
    name: z.string().openapi({ description: 'Recipient' }),
    phone: z.string().openapi({ example: '+84912345678' }),
    phoneDisplay: z.string().nullable().openapi({ example: '(+84) 912 345 678' }),
    country: z.enum(COUNTRIES),
    city: z.string().openapi({ description: 'Province code', example: '79' }),
    cityName: z.string().openapi({ example: 'Thành phố Hồ Chí Minh' }),
    district: z.string().nullable(),
    ward: z.string().nullable().openapi({ description: 'Ward code (Vietnam)', example: '26740' }),
    wardName: z.string().nullable().openapi({ example: 'Phường Sài Gòn' }),
    specificAddress: z.string(),
    postalCode: z.string().nullable(),
    fullAddress: z.string().openapi({ example: '12 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh' }),
    type: z.enum(ADDRESS_TYPES),
    deliveryTime: z.enum(DELIVERY_TIMES),
    isDefault: z.boolean(),
    isPickup: z.boolean(),
    isDefaultReturn: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Address');

export type AddressView = z.infer<typeof addressViewSchema>;

export type AddressRow = typeof addresses.$inferSelect;

/** Names of the units as the data has them now, when they still exist. */
export interface CurrentUnitNames {
  province: { name: string; nameEn: string | null } | null;
  wardName: string | null;
}

/**
 * The answer for one address: current unit names when the data still has the unit, else the
 * names saved with the address (a unit merged away by a later resolution).
 */
export function toAddressView(row: AddressRow, units: CurrentUnitNames, language: string): AddressView {
  const cityName = units.province ? provinceDisplayName(units.province, language) : row.provinceName;
  const wardName = units.wardName ?? row.wardName;
  return {
    _id: row.id,
    name: row.recipientName,
    phone: row.phone,
    phoneDisplay: formatPhoneDisplay(row.phone, row.country as Country),
    country: row.country,
    city: row.provinceCode,
    cityName,
    district: row.district,
    ward: row.wardCode,
    wardName,
    specificAddress: row.specificAddress,
    postalCode: row.postalCode,
    fullAddress: formatAddressLine({
      specificAddress: row.specificAddress,
      wardName,
      district: row.district,
      provinceName: cityName,
    }),
    type: row.type,
    deliveryTime: row.deliveryTime,
    isDefault: row.isDefault,
    isPickup: row.isPickup,
    isDefaultReturn: row.isDefaultReturn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
