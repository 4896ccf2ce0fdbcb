import type { CountryCode } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Country } from '../locale/locales';

/**
 * The product serves Vietnam and Korea (SPEC.md: areas VN and KO). The area code KO is the
 * product's own; libphonenumber speaks ISO 3166 (KR). The full ("max") metadata is used
 * because the smaller one accepts retired Vietnamese prefixes such as 012x and reads a
 * Korean 010 number as Vietnamese.
 */
export const PHONE_REGIONS = { VN: 'VN', KO: 'KR' } as const satisfies Record<Country, CountryCode>;

const COUNTRY_OF_REGION: Partial<Record<CountryCode, Country>> = { VN: 'VN', KR: 'KO' };

export interface ParsedPhone {
  /** E.164, for example +84912345678. */
  e164: string;
  country: Country;
  /** The national significant number, without the trunk prefix 0: 912345678. */
  nationalNumber: string;
}

/**
 * Reads a phone number as a person types it ("0912 345 678", "+84912345678", "84912345678",
 * "010-1234-5678" with country KO). Only valid Vietnamese or Korean numbers are accepted.
 */
export function parsePhone(raw: string, defaultCountry: Country = 'VN'): ParsedPhone | null {
  const text = raw.trim();
  if (!text || text.length > 32) return null;
  const parsed = parsePhoneNumberFromString(text, PHONE_REGIONS[defaultCountry]);
  if (!parsed?.isValid() || !parsed.country) return null;
  const country = COUNTRY_OF_REGION[parsed.country];
  if (!country) return null;
  return { e164: parsed.number, country, nationalNumber: parsed.nationalNumber };
}

/** E.164 or null when the number is not a valid Vietnamese or Korean number. */
export function normalisePhone(raw: string, defaultCountry: Country = 'VN'): string | null {
  return parsePhone(raw, defaultCountry)?.e164 ?? null;
}

export function isValidPhone(raw: string, defaultCountry: Country = 'VN'): boolean {
  return parsePhone(raw, defaultCountry) !== null;
}
