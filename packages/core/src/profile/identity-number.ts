/**
 * Vietnamese personal ID numbers (VIETNAM.md, Formats):
 * - CMND (old identity card): 9 digits.
 * - CCCD / Căn cước: 12 digits = 3-digit province of birth (001-096), 1 digit for century and
 *   gender (0/1 = male/female born in the 1900s, 2/3 = born in the 2000s), 2 digits of the
 *   birth year, 6 random digits.
 */
export type IdentityNumberKind = 'cmnd' | 'cccd';

const CCCD_PROVINCE_MIN = 1;
const CCCD_PROVINCE_MAX = 96;
/** Century of birth by the CCCD's fourth digit; 4 and above are centuries nobody alive was born in. */
const CENTURY_BY_DIGIT: Record<string, number> = { '0': 1900, '1': 1900, '2': 2000, '3': 2000 };

export interface CccdParts {
  provinceCode: string;
  gender: 'male' | 'female';
  birthYear: number;
}

/** The parts of a CCCD, or null when the 12 digits do not have its structure. */
export function parseCccd(value: string): CccdParts | null {
  if (!/^\d{12}$/.test(value)) return null;
  const province = Number(value.slice(0, 3));
  if (province < CCCD_PROVINCE_MIN || province > CCCD_PROVINCE_MAX) return null;
  const centuryDigit = value.charAt(3);
  const century = CENTURY_BY_DIGIT[centuryDigit];
  if (century === undefined) return null;
  return {
    provinceCode: value.slice(0, 3),
    gender: Number(centuryDigit) % 2 === 0 ? 'male' : 'female',
    birthYear: century + Number(value.slice(4, 6)),
  };
}

/** Which kind of ID a string is, or null when it is neither a CMND nor a well-formed CCCD. */
export function identityNumberKind(value: string): IdentityNumberKind | null {
  if (/^\d{9}$/.test(value)) return 'cmnd';
  return parseCccd(value) ? 'cccd' : null;
}

export function isValidIdentityNumber(value: string): boolean {
  return identityNumberKind(value) !== null;
}

/**
 * Vietnamese tax code (MST): 10 digits; 10-3 for a branch (0123456789-001); or, since
 * 1 July 2025, the 12-digit personal ID of an individual or household business.
 */
export function isValidTaxCode(value: string): boolean {
  if (/^\d{10}(-\d{3})?$/.test(value)) return true;
  return parseCccd(value) !== null;
}
