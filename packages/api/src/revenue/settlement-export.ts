import type { Language } from '@cho-dep/core/locale/locales';
import { translate } from '@cho-dep/i18n/translate';
import { type OutCell, writeXlsx } from '../products/bulk/spreadsheet-files';
import type { SettlementDetail } from './seller-revenue-schemas';

const TOTAL_KEYS = [
  'orderCount',
  'goodsTotal',
  'sellerDiscounts',
  'platformDiscounts',
  'goodsRevenue',
  'shippingNet',
  'serviceFee',
  'paymentFee',
  'feesWaived',
  'taxVat',
  'taxPit',
  'returnsOffset',
  'net',
] as const;

/** Vietnam local 'DD/MM/YYYY HH:mm' of an ISO instant. */
function local(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString();
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)} ${d.slice(11, 16)}`;
}

/**
 * A month's statement as XLSX in the seller's language: a summary sheet (shop, period, the
 * totals line by line, what is carried over) and one row per settled order. Amounts are dong.
 */
export async function settlementWorkbook(s: SettlementDetail, language: Language): Promise<Uint8Array> {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(language, `sellerRevenue.${key}`, params);
  const summary: OutCell[][] = [
    [t('export.shop'), s.shop.name],
    [t('export.taxCode'), s.shop.taxCode ?? ''],
    [t('export.businessType'), t(`businessType.${s.shop.businessType}`)],
    [t('export.period'), s.period],
    [t('export.status'), s.closed ? t('statement.closed') : t('statement.open')],
    ...TOTAL_KEYS.map((key): OutCell[] => [t(`totals.${key}`), s.totals[key]]),
    [t('statement.pendingAtEnd'), s.pendingAtEnd.net],
    [t('statement.pendingOrders'), s.pendingAtEnd.orderCount],
  ];
  const header = [
    t('export.columns.code'),
    t('export.columns.placedAt'),
    t('export.columns.completedAt'),
    t('export.columns.product'),
    t('export.columns.buyerPaid'),
    t('export.columns.goodsRevenue'),
    t('export.columns.fees'),
    t('export.columns.tax'),
    t('export.columns.returns'),
    t('export.columns.net'),
  ];
  const rows: OutCell[][] = s.orders.map((o) => [
    o.code,
    local(o.placedAt),
    local(o.completedAt),
    o.productName,
    o.buyerPaid,
    o.goodsRevenue,
    o.fees,
    o.tax,
    o.returnsOffset,
    o.net,
  ]);
  return writeXlsx([
    {
      name: t('export.summarySheet'),
      header: [t('export.item'), t('export.value')],
      rows: summary,
      widths: [40, 30],
    },
    { name: t('export.ordersSheet'), header, rows, widths: [18, 18, 18, 40, 14, 14, 14, 14, 14, 14] },
  ]);
}
