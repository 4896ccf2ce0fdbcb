/**
 * Short counts of sales, followers and views, as Vietnamese shops write them: `999`,
 * `1,2k`, `12k`, `1,5tr` (product.md §partners's short forms, the same units as money). English uses
 * `1.2k` / `1.5M`; Korean uses its own units (`1.2천`, `1.5만`) through Intl. One decimal at
 * most, cut rather than rounded so a count is never shown higher than it is.
 */
const UNITS: Record<'vi' | 'en', { size: number; suffix: string }[]> = {
  vi: [
    { size: 1_000_000_000, suffix: 'tỷ' },
    { size: 1_000_000, suffix: 'tr' },
    { size: 1_000, suffix: 'k' },
  ],
  en: [
    { size: 1_000_000_000, suffix: 'B' },
    { size: 1_000_000, suffix: 'M' },
    { size: 1_000, suffix: 'k' },
  ],
};

const korean = new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 });

export function formatCount(value: number, language: string = 'vi'): string {
  const whole = Math.max(0, Math.trunc(value));
  if (language === 'ko') return korean.format(truncateForKorean(whole));
  const lang = language === 'en' ? 'en' : 'vi';
  const separator = lang === 'vi' ? ',' : '.';
  for (const unit of UNITS[lang]) {
    if (whole >= unit.size) {
      const tenths = Math.floor((whole * 10) / unit.size);
      const integer = Math.floor(tenths / 10);
      const decimal = tenths % 10;
      return `${integer}${decimal === 0 ? '' : `${separator}${decimal}`}${unit.suffix}`;
    }
  }
  return String(whole);
}

/** Cuts to one decimal of the Korean unit (천, 만, 억) so Intl, which rounds, has nothing to round up. */
function truncateForKorean(value: number): number {
  const unit = value >= 100_000_000 ? 100_000_000 : value >= 10_000 ? 10_000 : value >= 1_000 ? 1_000 : 1;
  return unit === 1 ? value : (Math.floor((value * 10) / unit) * unit) / 10;
}
