import { SETTLEMENT_STATES, type SettlementState } from '@cho-dep/core/settlement/revenue-breakdown';
import { SETTLEMENT_PERIOD_PATTERN } from '@cho-dep/core/settlement/settlement-period';

export interface RevenueQuery {
  tab: SettlementState;
  /** 'YYYY-MM' or '' for every period. */
  period: string;
  page: number;
}

/** The list page's address (?tab=&ky=&page=), read leniently: anything odd falls back to the default. */
export function parseRevenueQuery(params: URLSearchParams): RevenueQuery {
  const tab = params.get('tab');
  const period = params.get('ky') ?? '';
  const page = Number(params.get('page'));
  return {
    tab: (SETTLEMENT_STATES as readonly string[]).includes(tab ?? '') ? (tab as SettlementState) : 'pending',
    period: SETTLEMENT_PERIOD_PATTERN.test(period) ? period : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function revenueHref(query: RevenueQuery, change: Partial<RevenueQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.tab !== 'pending') params.set('tab', next.tab);
  if (next.period) params.set('ky', next.period);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return `/ban-hang/doanh-thu${search ? `?${search}` : ''}`;
}

/** The statement page's chosen month (?ky=), else the current one. */
export function parseStatementPeriod(params: URLSearchParams, current: string): string {
  const period = params.get('ky') ?? '';
  return SETTLEMENT_PERIOD_PATTERN.test(period) ? period : current;
}

/** A rate in basis points as a percent: 300 -> "3%", 491 -> "4,91%" (vi) / "4.91%". */
export function formatRate(basisPoints: number, language: string): string {
  const percent = basisPoints / 100;
  return `${percent.toLocaleString(language === 'vi' ? 'vi-VN' : language === 'ko' ? 'ko-KR' : 'en-US', { maximumFractionDigits: 2 })}%`;
}

/** "2026-11" -> "11/2026". */
export function formatPeriod(period: string): string {
  const [y, m] = period.split('-');
  return `${m}/${y}`;
}
