/**
 * Settlement statements ("Sao kê"): the orders settled in a Vietnam calendar month, with
 * their totals. An order belongs to the month in which it was completed (Vietnam time).
 */
import { z } from 'zod';
import type { RevenueBreakdown } from './revenue-breakdown';

const VN_OFFSET_MS = 7 * 3_600_000;

/** 'YYYY-MM', months 01-12. */
export const SETTLEMENT_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const settlementPeriodSchema = z
  .string()
  .regex(SETTLEMENT_PERIOD_PATTERN, 'sellerRevenue.periodInvalid');

/** The Vietnam month of an instant. */
export function periodOf(instant: Date): string {
  return new Date(instant.getTime() + VN_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month's instants [from, to): from Vietnam midnight of the 1st to that of the next 1st. */
export function periodBounds(period: string): { from: Date; to: Date } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(y, m - 1, 1) - VN_OFFSET_MS),
    to: new Date(Date.UTC(y, m, 1) - VN_OFFSET_MS),
  };
}

export interface StatementTotals {
  orderCount: number;
  goodsTotal: number;
  sellerDiscounts: number;
  platformDiscounts: number;
  goodsRevenue: number;
  shippingNet: number;
  serviceFee: number;
  paymentFee: number;
  /** Fees the first-year waiver spared (what would have been charged). */
  feesWaived: number;
  taxVat: number;
  taxPit: number;
  returnsOffset: number;
  net: number;
}

export function emptyTotals(): StatementTotals {
  return {
    orderCount: 0,
    goodsTotal: 0,
    sellerDiscounts: 0,
    platformDiscounts: 0,
    goodsRevenue: 0,
    shippingNet: 0,
    serviceFee: 0,
    paymentFee: 0,
    feesWaived: 0,
    taxVat: 0,
    taxPit: 0,
    returnsOffset: 0,
    net: 0,
  };
}

/** The sum of the breakdowns, line by line (each already whole dong, so no rounding here). */
export function statementTotals(breakdowns: readonly RevenueBreakdown[]): StatementTotals {
  const t = emptyTotals();
  for (const b of breakdowns) {
    t.orderCount += 1;
    t.goodsTotal += b.goodsTotal;
    t.sellerDiscounts += b.sellerDiscountTotal;
    t.platformDiscounts += b.platformDiscountTotal;
    t.goodsRevenue += b.goodsRevenue;
    t.shippingNet += b.shipping.net;
    t.serviceFee += b.fees.service.amount;
    t.paymentFee += b.fees.payment.amount;
    t.feesWaived +=
      b.fees.service.fullAmount - b.fees.service.amount + b.fees.payment.fullAmount - b.fees.payment.amount;
    t.taxVat += b.tax.vat;
    t.taxPit += b.tax.pit;
    t.returnsOffset += b.returns.offset;
    t.net += b.net;
  }
  return t;
}
