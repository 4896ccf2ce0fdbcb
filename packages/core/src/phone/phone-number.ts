import type { CountryCode } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Country } from '../locale/locales';
import { vietnameseMobileNetwork } from './vn-mobile-prefixes';

/**
 * The product serves Vietnam and Korea (product.md: areas VN and KO). The area code KO is the
 * product's own; libphonenumber speaks ISO 3166 (KR). Vietnamese mobiles are checked against
 * our own prefix table (vn-mobile-prefixes.ts), because libphonenumber's metadata lags the
 * numbering plan; libphonenumber (full "max" metadata) still decides Vietnamese landlines and
 * every Korean number.
 */
export const PHONE_REGIONS = { VN: 'VN', KO: 'KR' } as const satisfies Record<Country, CountryCode>;

/** A mobile receives text messages; a fixed line (landline, and Korean special numbers) does not. */
export type PhoneKind = 'mobile' | 'fixed';

export interface ParsedPhone {
  /** E.164, for example +84912345678. */
  e164: string;
  country: Country;
  /** The national significant number, without the trunk prefix 0: 912345678. */
  nationalNumber: string;
  kind: PhoneKind;
}

const SEPARATORS = /[\s.\-()]/g;

/**
 * The national significant number of a number written the Vietnamese way ("0912 345 678",
 * "+84 912 345 678", "84912345678", "(+84) 24 3825 3536"), undefined when the text names
 * another country (+82...), null when it cannot be a Vietnamese number.
 */
function vietnameseNationalNumber(text: string): string | null | undefined {
  const compact = text.replace(SEPARATORS, '');
  let rest: string;
  if (compact.startsWith('+84')) rest = compact.slice(3);
  else if (compact.startsWith('0084')) rest = compact.slice(4);
  else if (compact.startsWith('+') || compact.startsWith('00')) return undefined;
  else if (compact.startsWith('0')) rest = compact.slice(1);
  else if (compact.startsWith('84') && (compact.length === 11 || compact.length === 12))
    rest = compact.slice(2);
  else rest = compact;
  // "+84 0912..." is a common way of writing it: the trunk 0 is dropped.
  if (rest.startsWith('0')) rest = rest.slice(1);
  return /^\d{9,10}$/.test(rest) ? rest : null;
}

function parseVietnamese(nationalNumber: string): ParsedPhone | null {
  const e164 = `+84${nationalNumber}`;
  if (vietnameseMobileNetwork(nationalNumber)) {
    return { e164, country: 'VN', nationalNumber, kind: 'mobile' };
  }
  // Landlines: 0 + a 2- or 3-digit area code starting with 2 + the subscriber number, 11 digits.
  if (nationalNumber.length === 10 && nationalNumber.startsWith('2')) {
    const parsed = parsePhoneNumberFromString(e164);
    if (parsed?.isValid() && parsed.getType() === 'FIXED_LINE') {
      return { e164, country: 'VN', nationalNumber, kind: 'fixed' };
    }
  }
  return null;
}

function parseKorean(text: string): ParsedPhone | null {
  const parsed = parsePhoneNumberFromString(text, PHONE_REGIONS.KO);
  if (!parsed?.isValid() || parsed.country !== 'KR') return null;
  const type = parsed.getType();
  const kind: PhoneKind = type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? 'mobile' : 'fixed';
  return { e164: parsed.number, country: 'KO', nationalNumber: parsed.nationalNumber, kind };
}

/**
 * Reads a phone number as a person types it ("0912 345 678", "+84912345678", "84912345678",
 * "010-1234-5678" with country KO). Only numbers in service in Vietnam or Korea are accepted:
 * Vietnamese mobiles of the current plan and landlines, Korean numbers libphonenumber knows.
 */
export function parsePhone(raw: string, defaultCountry: Country = 'VN'): ParsedPhone | null {
  const text = raw.trim();
  if (!text || text.length > 32) return null;
  const compact = text.replace(SEPARATORS, '');
  if (defaultCountry === 'VN' || compact.startsWith('+84') || compact.startsWith('0084')) {
    const national = vietnameseNationalNumber(text);
    if (national === null) return null;
    if (national !== undefined) return parseVietnamese(national);
  }
  return parseKorean(text);
}

/** E.164 or null when the number is not a valid Vietnamese or Korean number (mobile or fixed). */
export function normalisePhone(raw: string, defaultCountry: Country = 'VN'): string | null {
  return parsePhone(raw, defaultCountry)?.e164 ?? null;
}

export function isValidPhone(raw: string, defaultCountry: Country = 'VN'): boolean {
  return parsePhone(raw, defaultCountry) !== null;
}

/**
 * Why a number cannot receive a text message (an account's phone, a code sent by SMS), as a
 * message key, or null when it can: 'validation.phoneLandline' for a valid fixed line, so the
 * person learns to give a mobile rather than that the number is wrong.
 */
export function smsPhoneProblem(
  raw: string,
  defaultCountry: Country = 'VN',
): 'validation.invalidPhone' | 'validation.phoneLandline' | null {
  const phone = parsePhone(raw, defaultCountry);
  if (!phone) return 'validation.invalidPhone';
  return phone.kind === 'mobile' ? null : 'validation.phoneLandline';
}

/** E.164 of a mobile number, or null (invalid, or a fixed line that cannot receive SMS). */
export function normaliseMobilePhone(raw: string, defaultCountry: Country = 'VN'): string | null {
  const phone = parsePhone(raw, defaultCountry);
  return phone?.kind === 'mobile' ? phone.e164 : null;
}
