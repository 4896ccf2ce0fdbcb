import type { Country } from '../locale/locales';
import { normaliseMobilePhone } from '../phone/phone-number';

/**
 * Codes are keyed by a normalised target so "An@Mail.vn" and "an@mail.vn", or "0912 345 678"
 * and "+84912345678", are the same address: emails lower-case and trimmed, phones in E.164.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number in E.164, or null when it is not a Vietnamese or Korean mobile number: an
 * account's phone receives its codes by SMS, so a landline is refused like an invalid number.
 * The parsing rules live in phone/phone-number.ts; this name is what the account code imports.
 */
export function normalisePhone(raw: string, defaultCountry: Country = 'VN'): string | null {
  return normaliseMobilePhone(raw, defaultCountry);
}

/** A target is an email when it has an @; otherwise it is a phone, normalised to E.164. */
export function normaliseTarget(target: string): string {
  if (target.includes('@')) return normaliseEmail(target);
  return normalisePhone(target) ?? target.trim();
}
