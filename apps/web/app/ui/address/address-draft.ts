import type { AddressType, DeliveryTime } from '@cho-dep/core/address/address-schemas';
import type { Country } from '@cho-dep/core/locale/locales';
import type { SavedAddress } from './address-api';

/**
 * The choices of the type and delivery-time radios. The lists live in address-schemas.ts,
 * which brings zod along; forms on pages that must stay light read these copies instead
 * (address-draft.test.ts checks they match).
 */
export const ADDRESS_TYPE_CHOICES = ['home', 'company'] as const satisfies readonly AddressType[];
export const DELIVERY_TIME_CHOICES = [
  'all_days',
  'office_hours',
  'any_time',
] as const satisfies readonly DeliveryTime[];

/** What the address form holds while the user types: every field as text or a flag. */
export interface AddressDraft {
  name: string;
  phone: string;
  country: Country;
  city: string;
  district: string;
  ward: string;
  specificAddress: string;
  postalCode: string;
  type: AddressType;
  deliveryTime: DeliveryTime;
  isDefault: boolean;
  isPickup: boolean;
  isDefaultReturn: boolean;
}

/** A new address; the first one a user saves is their default. */
export function emptyDraft(country: Country, isFirst: boolean): AddressDraft {
  return {
    name: '',
    phone: '',
    country,
    city: '',
    district: '',
    ward: '',
    specificAddress: '',
    postalCode: '',
    type: 'home',
    deliveryTime: 'all_days',
    isDefault: isFirst,
    isPickup: false,
    isDefaultReturn: false,
  };
}

export function draftFromAddress(address: SavedAddress): AddressDraft {
  return {
    name: address.name,
    phone: address.phone,
    country: address.country,
    city: address.city,
    district: address.district ?? '',
    ward: address.ward ?? '',
    specificAddress: address.specificAddress,
    postalCode: address.postalCode ?? '',
    type: address.type,
    deliveryTime: address.deliveryTime,
    isDefault: address.isDefault,
    isPickup: address.isPickup,
    isDefaultReturn: address.isDefaultReturn,
  };
}

/** A different country has other provinces: the place fields start again. */
export function withCountry(draft: AddressDraft, country: Country): AddressDraft {
  if (draft.country === country) return draft;
  return { ...draft, country, city: '', ward: '', district: '', postalCode: '' };
}

/** A different province has other wards. */
export function withProvince(draft: AddressDraft, city: string): AddressDraft {
  if (draft.city === city) return draft;
  return { ...draft, city, ward: '' };
}

/**
 * The request body. Vietnam uses the two-level address (province, ward) since July 2025, so
 * a Vietnamese address sends no district; a Korean one has a free-text district and no ward
 * code (product.md §partners, Addresses).
 */
export function toAddressBody(draft: AddressDraft) {
  const vietnam = draft.country === 'VN';
  return {
    name: draft.name,
    phone: draft.phone,
    country: draft.country,
    city: draft.city,
    district: vietnam ? null : draft.district,
    ward: vietnam ? draft.ward : null,
    specificAddress: draft.specificAddress,
    postalCode: draft.postalCode.trim() === '' ? null : draft.postalCode,
    type: draft.type,
    deliveryTime: draft.deliveryTime,
    isDefault: draft.isDefault,
    isPickup: draft.isPickup,
    isDefaultReturn: draft.isDefaultReturn,
  };
}
