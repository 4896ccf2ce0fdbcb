import { readCccd } from './citizen-id';

/**
 * Vietnamese tax code (MST; product.md §partners, Formats):
 * - 10 digits for an enterprise or a person registered before July 2025. The 10th digit is a
 *   check digit: N10 = 10 - (sum of N1..N9 weighted 31, 29, 23, 19, 17, 13, 7, 5, 3) mod 11.
 *   A remainder of 0 would give 10, which is not a digit: such numbers are never issued.
 * - 10-3 for a dependent branch (0100109106-001): the 10 digits of the parent with their check
 *   digit, then the branch number 001-999.
 * - Since 1 July 2025 individuals and household businesses use their 12-digit CCCD.
 * Every screen that takes a tax code (profile, shop registration) checks it here, on the form
 * normaliseTaxCode gives, so one rule decides everywhere.
 */
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

export type TaxCodeKind = 'enterprise' | 'branch' | 'personal';

/** The check digit the first nine digits call for, or null when none can exist. */
export function taxCodeCheckDigit(firstNine: string): number | null {
  if (!/^\d{9}$/.test(firstNine)) return null;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstNine[index]), 0);
  const check = 10 - (sum % 11);
  return check === 10 ? null : check;
}

function hasValidCheckDigit(tenDigits: string): boolean {
  const check = taxCodeCheckDigit(tenDigits.slice(0, 9));
  return check !== null && check === Number(tenDigits[9]);
}

/**
 * The stored form of a tax code as people type it: printed certificates group the digits with
 * dots or spaces (01.00.112.437) and some systems drop the branch dash (0100112437001). Those
 * become 0100112437 and 0100112437-001; anything else is returned without its separators, for
 * the validator to refuse.
 */
export function normaliseTaxCode(raw: string): string {
  const compact = raw.replace(/[\s.]/g, '');
  const branch = /^(\d{10})-?(\d{3})$/.exec(compact);
  if (branch) return `${branch[1]}-${branch[2]}`;
  return compact;
}

export function taxCodeKind(value: string, currentYear: number): TaxCodeKind | null {
  const branch = /^(\d{10})-(\d{3})$/.exec(value);
  if (branch?.[1] && branch[2]) {
    return hasValidCheckDigit(branch[1]) && branch[2] !== '000' ? 'branch' : null;
  }
  if (/^\d{10}$/.test(value)) return hasValidCheckDigit(value) ? 'enterprise' : null;
  return readCccd(value, currentYear) ? 'personal' : null;
}

export function isValidTaxCode(value: string, currentYear: number): boolean {
  return taxCodeKind(value, currentYear) !== null;
}
