import { formatDay } from '@cho-dep/core/format/date-time';
import type { Language } from '@cho-dep/core/locale/locales';
import { translate } from '@cho-dep/i18n/translate';
import { type OutSheet, writeXlsx } from '../products/bulk/spreadsheet-files';
import type { AnalyticsOverview } from './analytics-schemas';

/**
 * The reports page as a spreadsheet ("Xuất báo cáo"): the same overview answer the page shows,
 * so the file and the screen cannot disagree. Money in whole dong, rates in percent.
 */
export async function analyticsWorkbook(
  overview: AnalyticsOverview,
  language: Language,
): Promise<Uint8Array> {
  const t = (key: string) => translate(language, `sellerAnalytics.export.${key}`);
  const m = (key: string) => translate(language, `sellerAnalytics.metrics.${key}`);
  const range = (r: { from: string; to: string }) => `${formatDay(r.from)} – ${formatDay(r.to)}`;
  const { totals, previousTotals, changes } = overview;
  const summary: OutSheet = {
    name: t('summarySheet'),
    header: [t('metric'), range(overview.period), range(overview.previousPeriod), t('change')],
    widths: [28, 26, 26, 14],
    rows: [
      [m('revenue'), totals.revenue, previousTotals.revenue, changes.revenue],
      [m('orders'), totals.orders, previousTotals.orders, changes.orders],
      [m('buyers'), totals.buyers, previousTotals.buyers, changes.buyers],
      [
        m('averageOrderValue'),
        totals.averageOrderValue,
        previousTotals.averageOrderValue,
        changes.averageOrderValue,
      ],
      [m('views'), totals.views, previousTotals.views, changes.views],
      [m('conversionRate'), totals.conversionRate, previousTotals.conversionRate, changes.conversionRate],
      [m('units'), totals.units, previousTotals.units, null],
    ],
  };
  const series: OutSheet = {
    name: t('seriesSheet'),
    header: [
      t(`bucket_${overview.granularity}`),
      m('revenue'),
      m('orders'),
      m('buyers'),
      m('units'),
      m('views'),
    ],
    widths: [16, 16, 12, 12, 12, 14],
    rows: overview.series.map((p) => [formatDay(p.bucket), p.revenue, p.orders, p.buyers, p.units, p.views]),
  };
  const top: OutSheet = {
    name: t('productsSheet'),
    header: [t('rank'), t('product'), m('revenue'), m('units'), m('orders')],
    widths: [8, 60, 16, 12, 12],
    rows: overview.topByRevenue.map((p, i) => [i + 1, p.name, p.revenue, p.units, p.orders]),
  };
  return writeXlsx([summary, series, top]);
}

export function exportFileName(overview: AnalyticsOverview): string {
  return `bao-cao-${overview.period.from}-${overview.period.to}.xlsx`;
}
