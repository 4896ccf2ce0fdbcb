import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Country } from '../locale/locales';
import { PHONE_REGIONS, parsePhone } from './phone-number';

/**
 * The phone as the pages show it (product.md §5): Vietnamese numbers with a (+84) prefix,
 * Korean with (+82). A Vietnamese number must have ten digits in its national form (0 and
 * nine digits: every mobile number); anything else gives null, as in the original clients.
 * Landlines never reach here from a form: every phone the product stores is an SMS target and
 * must be a mobile (smsPhoneProblem in phone-number.ts).
 *   '+84912345678' -> '(+84) 912 345 678'
 *   '+821012345678' -> '(+82) 10-1234-5678'
 */
export function formatPhoneDisplay(
  raw: string | null | undefined,
  defaultCountry: Country = 'VN',
): string | null {
  if (!raw) return null;
  const phone = parsePhone(raw, defaultCountry);
  if (!phone) return null;
  if (phone.country === 'VN') {
    const n = phone.nationalNumber;
    if (phone.kind !== 'mobile') return null;
    return `(+84) ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  }
  // Korean national format is "010-1234-5678"; with the country code the trunk 0 goes.
  const national = parsePhoneNumberFromString(phone.e164, PHONE_REGIONS.KO)?.formatNational() ?? '';
  return `(+82) ${national.replace(/^0/, '')}`;
}

/**
 * Hides a phone number except its last two digits (product.md §9), in the national form
 * people recognise: '+84912345678' -> '********78'. Text that is not a valid number is
 * masked digit by digit the same way.
 */
export function maskPhone(raw: string | null | undefined, defaultCountry: Country = 'VN'): string {
  if (!raw) return '';
  const phone = parsePhone(raw, defaultCountry);
  const digits = phone ? `0${phone.nationalNumber}` : raw.replace(/\D/g, '');
  if (digits.length <= 2) return '*'.repeat(digits.length);
  return '*'.repeat(digits.length - 2) + digits.slice(-2);
}
