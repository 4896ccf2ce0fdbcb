import { writeDayMonth } from '@cho-dep/core/format/date';
import { formatMoneyShort, formatVnd } from '@cho-dep/core/format/money';
import type { Language } from '@cho-dep/core/locale/locales';
import type { AnalyticsMetric } from '@cho-dep/core/seller-analytics/analytics-metrics';

export type ShownMetric = AnalyticsMetric | 'views' | 'units';

const MONEY: readonly ShownMetric[] = ['revenue', 'averageOrderValue'];

const decimalSeparator = (language: string) => (language === 'vi' ? ',' : '.');

/** 66.67 -> "66,67%" in Vietnamese, "66.67%" otherwise; null -> "—". */
export function formatPercent(value: number | null, language: string): string {
  if (value === null) return '—';
  return `${String(value).replace('.', decimalSeparator(language))}%`;
}

/** Whole numbers with the language's thousands separator (1.234 in Vietnamese, 1,234 otherwise). */
export function formatInteger(value: number, language: string): string {
  const digits = String(Math.trunc(Math.abs(value))).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    language === 'vi' ? '.' : ',',
  );
  return `${value < 0 ? '-' : ''}${digits}`;
}

/** A metric's value in full: money as "1.234.567 ₫", rates in percent, counts with separators. */
export function formatMetric(metric: ShownMetric, value: number | null, language: string): string {
  if (metric === 'conversionRate') return formatPercent(value, language);
  if (value === null) return '—';
  if (MONEY.includes(metric)) return formatVnd(value);
  return formatInteger(value, language);
}

/** The chart's axis: money in the language's short forms (1,5tr; 1.5M; 150만), the rest as numbers. */
export function formatAxis(metric: ShownMetric, value: number, language: string): string {
  if (MONEY.includes(metric)) return formatMoneyShort(value, asLanguage(language));
  if (metric === 'conversionRate') return formatPercent(value, language);
  return formatInteger(value, language);
}

const asLanguage = (language: string): Language => (language === 'en' || language === 'ko' ? language : 'vi');

export type ChangeTone = 'up' | 'down' | 'flat' | 'new' | 'none';

/**
 * How a change reads: up or down with its percent, "new" when something came from nothing
 * (no percentage can be given), "—" when both periods are empty.
 */
export function changeView(change: number | null, current: number | null, language: string) {
  if (change === null) return { tone: (current ? 'new' : 'none') as ChangeTone, text: '' };
  const tone: ChangeTone = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return { tone, text: formatPercent(Math.abs(change), language) };
}

/** A bucket's label: "21/11" for a day or a week's Monday, "11/2026" for a month (Korean "11. 21.", "2026. 11."). */
export function bucketLabel(bucket: string, granularity: 'day' | 'week' | 'month', language = 'vi'): string {
  const [year = '', month = '', day = ''] = bucket.split('-');
  if (granularity === 'month') return language === 'ko' ? `${year}. ${month}.` : `${month}/${year}`;
  return writeDayMonth({ month, day }, asLanguage(language));
}

const NICE_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/**
 * The top of the chart's value axis: a round number at or above the largest point, so the top
 * tick reads round figures (12tr, 12M, 1,200만) instead of the raw maximum.
 */
export function niceAxisTop(max: number): number {
  if (max <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = NICE_STEPS.find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}
