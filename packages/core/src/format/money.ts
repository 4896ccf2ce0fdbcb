import type { Language } from '../locale/locales';

/**
 * Money display. Amounts are integers of dong (no minor unit): prices are shown and charged in
 * dong only (docs/decisions/073-prices-in-dong-only.md).
 */

const vndFormatter = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/** `1.234.567 ₫` (the space before ₫ is a non-breaking one, as Intl writes it). */
export function formatVnd(amount: number): string {
  return vndFormatter.format(Math.round(amount));
}

const SHORT_UNITS = [
  { size: 1_000_000_000, suffix: ' tỷ' },
  { size: 1_000_000, suffix: 'tr' },
  { size: 1_000, suffix: 'k' },
] as const;

/**
 * The everyday short form: `150k`, `1,5tr`, `2 tỷ` (product.md §partners). One decimal at most, cut
 * rather than rounded so a price is never shown higher than it is (999.999 is `999,9k`, not
 * `1000k`). Amounts under a thousand are shown in full.
 */
export function formatVndShort(amount: number): string {
  const whole = Math.trunc(amount);
  const sign = whole < 0 ? '-' : '';
  const value = Math.abs(whole);
  for (const unit of SHORT_UNITS) {
    if (value >= unit.size) {
      const tenths = Math.floor((value * 10) / unit.size);
      const integer = Math.floor(tenths / 10);
      const decimal = tenths % 10;
      const number = decimal === 0 ? String(integer) : `${integer},${decimal}`;
      return `${sign}${number}${unit.suffix}`;
    }
  }
  return formatVnd(whole);
}

const compactFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Short money for a language, as its readers write it: Vietnamese `17tr`, `13,5tr` (the
 * everyday form above); English `17M`, `13.5M`; Korean `1,700만` (counted in 만, ten
 * thousands). English and Korean use Intl's compact notation, which gives those forms
 * (its Vietnamese "17 Tr" is not how Vietnamese write money, hence the own form there).
 */
export function formatMoneyShort(amount: number, language: Language): string {
  if (language === 'vi') return formatVndShort(amount);
  const locale = language === 'ko' ? 'ko-KR' : 'en-US';
  let formatter = compactFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumFractionDigits: 1,
      useGrouping: true,
    });
    compactFormatters.set(locale, formatter);
  }
  return formatter.format(Math.trunc(amount));
}

/**
 * Reads a typed price: spaces, dots and commas are thousand separators and are stripped
 * (product.md §5), as is a trailing currency sign (₫, đ, VND). Anything else that is not
 * a whole number gives null.
 */
export function parsePrice(input: string): number | null {
  const cleaned = input.replace(/[\s.,]/g, '').replace(/(₫|đ|vnd)$/i, '');
  if (!/^-?\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : null;
}
