/**
 * The fees the platform keeps from a seller's order (product.md §1 and §9), as data: a
 * service fee on the seller's goods revenue and a payment fee on what the buyer paid, each with
 * a rate in basis points, the day it starts, and its first-year waiver. product.md gives two
 * readings of the year-one service fee (0% in one place, 3% in another); which one applies is
 * the SERVICE_FEE_YEAR_ONE setting (docs/decisions/025). Rates are ours until the business
 * confirms them: every rule carries `verify`.
 *
 * Pure: days are Vietnam calendar days ('YYYY-MM-DD').
 */
import type { PaymentMethod } from '../checkout/payment-methods';

export const FEE_KINDS = ['service', 'payment'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** What a fee's rate is applied to. */
export const FEE_BASES = ['goods_after_seller_discounts', 'buyer_paid'] as const;
export type FeeBase = (typeof FEE_BASES)[number];

/** Which orders a rule covers by how the buyer paid: online (cards, QR, e-wallets), cash on delivery, or both. */
export const FEE_METHOD_SCOPES = ['all', 'online', 'cod'] as const;
export type FeeMethodScope = (typeof FEE_METHOD_SCOPES)[number];

/** The two readings of product.md §1 for the service fee in the shop's first year. */
export const SERVICE_FEE_YEAR_ONE_READINGS = ['waived', 'charged'] as const;
export type ServiceFeeYearOneReading = (typeof SERVICE_FEE_YEAR_ONE_READINGS)[number];

/**
 * "Regular settlement" (product.md §1: the payment fee is free for a year "when settlement
 * is regular"): the shop is paid out on the platform's periodic cycle (monthly statements),
 * not on demand. Nothing offers on-demand payouts yet, so every shop is 'regular' today.
 */
export const SETTLEMENT_SCHEDULES = ['regular', 'on_demand'] as const;
export type SettlementSchedule = (typeof SETTLEMENT_SCHEDULES)[number];

export interface FeeWaiver {
  /** Free during the shop's first year, counted from its approval day (Vietnam calendar). */
  firstYear: boolean;
  /** The waiver holds only while the shop is settled on the regular cycle. */
  requiresRegularSettlement: boolean;
}

export interface FeeRule {
  id: string;
  kind: FeeKind;
  /** 1 basis point = 0.01%; 300 = 3%. */
  rateBasisPoints: number;
  base: FeeBase;
  methods: FeeMethodScope;
  /** First Vietnam day (inclusive) the rule applies to orders placed on it. */
  effectiveFrom: string;
  waiver: FeeWaiver | null;
  /** The rate is an assumption to confirm with the business (Shopee VN's as a guide). */
  verify: boolean;
}

const FROM = '2025-01-01';

/**
 * The default rules. Service fee 3% after year one under both readings (product.md names no later
 * rate; verify). Payment fee 4.91% like Shopee VN's transaction fee (verify), charged on COD
 * orders too as Shopee VN does since 2023 (the COD rule is separate so it can differ or go).
 */
export function defaultFeeRules(reading: ServiceFeeYearOneReading): FeeRule[] {
  return [
    {
      id: 'service-fee',
      kind: 'service',
      rateBasisPoints: 300,
      base: 'goods_after_seller_discounts',
      methods: 'all',
      effectiveFrom: FROM,
      waiver: reading === 'waived' ? { firstYear: true, requiresRegularSettlement: false } : null,
      verify: true,
    },
    {
      id: 'payment-fee-online',
      kind: 'payment',
      rateBasisPoints: 491,
      base: 'buyer_paid',
      methods: 'online',
      effectiveFrom: FROM,
      waiver: { firstYear: true, requiresRegularSettlement: true },
      verify: true,
    },
    {
      id: 'payment-fee-cod',
      kind: 'payment',
      rateBasisPoints: 491,
      base: 'buyer_paid',
      methods: 'cod',
      effectiveFrom: FROM,
      waiver: { firstYear: true, requiresRegularSettlement: true },
      verify: true,
    },
  ];
}

function scopeOf(method: PaymentMethod): Exclude<FeeMethodScope, 'all'> {
  return method === 'CASH' ? 'cod' : 'online';
}

/**
 * The rule of a kind for an order placed on `orderDay` with `method`: among those that cover
 * the method and have started, the one that started last (a later rule replaces an earlier
 * one); null when none applies (no fee).
 */
export function pickFeeRule(
  rules: readonly FeeRule[],
  kind: FeeKind,
  orderDay: string,
  method: PaymentMethod,
): FeeRule | null {
  const scope = scopeOf(method);
  let best: FeeRule | null = null;
  for (const rule of rules) {
    if (rule.kind !== kind || rule.effectiveFrom > orderDay) continue;
    if (rule.methods !== 'all' && rule.methods !== scope) continue;
    if (!best || rule.effectiveFrom >= best.effectiveFrom) best = rule;
  }
  return best;
}

/**
 * The shop's first anniversary: the same month and day a year after `startDay`; a shop
 * approved on 29 February reaches it on 1 March. The first year is [startDay, anniversary).
 */
export function firstAnniversary(startDay: string): string {
  const [y, m, d] = startDay.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  // Date.UTC rolls 29 Feb of a non-leap year over to 1 March.
  return next.toISOString().slice(0, 10);
}

export function isInFirstYear(startDay: string, orderDay: string): boolean {
  return orderDay >= startDay && orderDay < firstAnniversary(startDay);
}

/** Half-up rounding of amount × basisPoints / 10,000 in integer arithmetic. */
export function basisPointsOf(amount: number, basisPoints: number): number {
  if (amount <= 0 || basisPoints <= 0) return 0;
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** The Vietnam calendar day of an instant. */
export function vietnamDay(instant: Date): string {
  return new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}
