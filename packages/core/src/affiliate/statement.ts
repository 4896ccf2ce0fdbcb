import { LIMITS } from '../constants/limits';

const A = LIMITS.affiliate;

export interface Statement {
  /** YYYY-MM, in Vietnam's time. */
  month: string;
  gross: number;
  /** Personal income tax withheld (10 % of a payment of 2,000,000 dong or more). */
  pit: number;
  net: number;
  conversions: number;
}

/**
 * A month's payout: the commissions approved that month, paid as one payment, with the personal
 * income tax withheld when the payment reaches the threshold (Circular 111/2013/TT-BTC; the rate
 * and threshold are LIMITS.affiliate constants to verify each year).
 */
export function statementFor(month: string, approved: readonly number[]): Statement {
  const gross = approved.reduce((a, b) => a + b, 0);
  const pit = gross >= A.pitThresholdDong ? Math.floor((gross * A.pitRatePercent) / 100) : 0;
  return { month, gross, pit, net: gross - pit, conversions: approved.length };
}

/** YYYY-MM of an instant in Vietnam (UTC+7, no daylight saving): months close at local midnight. */
export function vietnamMonthOf(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 7);
}

/** The first instant of a Vietnamese month and of the next one, for querying a statement's commissions. */
export function vietnamMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1) - 7 * 3_600_000);
  const to = new Date(Date.UTC(y, m, 1) - 7 * 3_600_000);
  return { from, to };
}
