/**
 * Vietnamese personal ID numbers for a shop owner (product.md §partners, Formats; product.md §5:
 * "ID number must be valid (CMND/CCCD)").
 * - CMND (old identity card): 9 digits, no structure we can check.
 * - CCCD / Căn cước: 12 digits = 3-digit code of the province of birth, 1 digit for century
 *   and gender (0/1 = male/female born 1900-1999, 2/3 = 2000-2099), 2 digits of the birth year,
 *   6 random digits. The province code is one of the 63 province codes of Circular
 *   07/2016/TT-BCA (the provinces before the 2025 merger: the codes stay printed on the cards).
 */

/** The 63 province codes a CCCD can start with (001 Hà Nội ... 096 Cà Mau); the gaps are unused. */
export const CCCD_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '001',
  '002',
  '004',
  '006',
  '008',
  '010',
  '011',
  '012',
  '014',
  '015',
  '017',
  '019',
  '020',
  '022',
  '024',
  '025',
  '026',
  '027',
  '030',
  '031',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '040',
  '042',
  '044',
  '045',
  '046',
  '048',
  '049',
  '051',
  '052',
  '054',
  '056',
  '058',
  '060',
  '062',
  '064',
  '066',
  '067',
  '068',
  '070',
  '072',
  '074',
  '075',
  '077',
  '079',
  '080',
  '082',
  '083',
  '084',
  '086',
  '087',
  '089',
  '091',
  '092',
  '093',
  '094',
  '095',
  '096',
]);

/** Century of birth by the fourth digit; 4 and above are centuries nobody alive was born in. */
const CENTURY_BY_DIGIT: Readonly<Record<string, number>> = { '0': 1900, '1': 1900, '2': 2000, '3': 2000 };

export type CitizenIdKind = 'cmnd' | 'cccd';

export interface CccdFields {
  provinceCode: string;
  gender: 'male' | 'female';
  birthYear: number;
}

/**
 * The fields of a CCCD, or null when the 12 digits do not have its structure or the birth year
 * is after `currentYear` (the year in Vietnam now).
 */
export function readCccd(value: string, currentYear: number): CccdFields | null {
  if (!/^\d{12}$/.test(value)) return null;
  const provinceCode = value.slice(0, 3);
  if (!CCCD_PROVINCE_CODES.has(provinceCode)) return null;
  const centuryDigit = value.charAt(3);
  const century = CENTURY_BY_DIGIT[centuryDigit];
  if (century === undefined) return null;
  const birthYear = century + Number(value.slice(4, 6));
  if (birthYear > currentYear) return null;
  return { provinceCode, gender: Number(centuryDigit) % 2 === 0 ? 'male' : 'female', birthYear };
}

/**
 * The stored form of an ID number: the digits without the spaces or dots people group them
 * with ("001 095 012 345"). The profile, identity verification and shop registration all
 * validate this form with citizenIdKind.
 */
export function normaliseCitizenId(raw: string): string {
  return raw.replace(/[\s.]/g, '');
}

/** CMND, CCCD, or null when the value is neither. */
export function citizenIdKind(value: string, currentYear: number): CitizenIdKind | null {
  if (/^\d{9}$/.test(value)) return 'cmnd';
  return readCccd(value, currentYear) ? 'cccd' : null;
}

export function isValidCitizenId(value: string, currentYear: number): boolean {
  return citizenIdKind(value, currentYear) !== null;
}

/** The calendar year in Vietnam (UTC+7, no daylight saving) at `now`. */
export function vietnamYear(now: Date): number {
  return new Date(now.getTime() + 7 * 3_600_000).getUTCFullYear();
}
