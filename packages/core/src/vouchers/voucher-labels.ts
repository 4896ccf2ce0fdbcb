import { formatVndShort } from '../format/money';
import type { DiscountRange, VoucherKind } from './voucher-rules';

/**
 * What a voucher ticket says (/khuyen-mai, "my vouchers", the checkout's voucher picker), as
 * i18n keys under `vouchers.` with their parameters: the words live in the catalogs, the
 * choice of words and the arithmetic here, once, with tests. Amounts use the short form
 * buyers read on Shopee-class tickets: "Giảm 50k", "Giảm 10% tối đa 50k", "Đơn tối thiểu 199k".
 */
export interface VoucherFacts {
  kind: VoucherKind;
  discountType: 'price' | 'percent';
  /** Dong for fixed, whole percent for percent. */
  value: number;
  maxDiscount: number | null;
  ranges: DiscountRange[] | null;
  minOrderValue: number;
}

export interface Label {
  key: string;
  params?: Record<string, string | number>;
}

/** The big line of a ticket: how much it takes off (or gives back, or that shipping is free). */
export function voucherHeadline(v: VoucherFacts): Label {
  if (v.kind === 'free_shipping') return { key: 'vouchers.value.freeShipping' };
  const verb = v.kind === 'cashback' ? 'cashback' : 'discount';
  // A discount_by_range_price voucher gives more on bigger orders: advertise its best step.
  if (v.ranges && v.ranges.length > 0) {
    const best = Math.max(...v.ranges.map((r) => r.value));
    return {
      key: `vouchers.value.${verb}UpTo`,
      params: { amount: v.discountType === 'percent' ? `${best}%` : formatVndShort(best) },
    };
  }
  if (v.discountType === 'price') {
    return { key: `vouchers.value.${verb}Fixed`, params: { amount: formatVndShort(v.value) } };
  }
  if (v.maxDiscount !== null) {
    return {
      key: `vouchers.value.${verb}PercentCapped`,
      params: { percent: v.value, max: formatVndShort(v.maxDiscount) },
    };
  }
  return { key: `vouchers.value.${verb}Percent`, params: { percent: v.value } };
}

/**
 * The small print under the headline: the minimum order, and for free shipping how much of
 * the fee it covers ("Tối đa 30k"; a percent one covers that share of the fee).
 */
export function voucherConditions(v: VoucherFacts): Label[] {
  const out: Label[] = [];
  if (v.kind === 'free_shipping') {
    if (v.discountType === 'price') {
      out.push({ key: 'vouchers.ticket.shippingCap', params: { amount: formatVndShort(v.value) } });
    } else if (v.maxDiscount !== null) {
      out.push({ key: 'vouchers.ticket.shippingCap', params: { amount: formatVndShort(v.maxDiscount) } });
    }
  }
  out.push(
    v.minOrderValue > 0
      ? { key: 'vouchers.ticket.minOrder', params: { amount: formatVndShort(v.minOrderValue) } }
      : { key: 'vouchers.ticket.anyOrder' },
  );
  return out;
}

export type VoucherWindowState = 'upcoming' | 'running' | 'ended';

/** product.md §4: upcoming, running, ended (or ended early by its owner). */
export function voucherWindowState(
  v: { startsAt: Date; endsAt: Date; endedAt: Date | null },
  now: Date,
): VoucherWindowState {
  if (v.endedAt !== null || now >= v.endsAt) return 'ended';
  if (now < v.startsAt) return 'upcoming';
  return 'running';
}

const HOUR_MS = 3_600_000;

/**
 * The validity line: "Có hiệu lực từ 01/12/2026" before the start, "Sắp hết hạn: còn 5 giờ"
 * in the last day (as Shopee warns), otherwise "HSD: 30/11/2026". Dates are shown in Vietnam
 * time by the caller's `formatDay`.
 */
export function voucherValidityLabel(
  v: { startsAt: Date; endsAt: Date },
  now: Date,
  formatDay: (date: Date) => string,
): Label {
  if (now < v.startsAt) return { key: 'vouchers.ticket.validFrom', params: { date: formatDay(v.startsAt) } };
  const left = v.endsAt.getTime() - now.getTime();
  if (left > 0 && left <= 24 * HOUR_MS) {
    return { key: 'vouchers.ticket.endsInHours', params: { hours: Math.max(1, Math.ceil(left / HOUR_MS)) } };
  }
  return { key: 'vouchers.ticket.expiresOn', params: { date: formatDay(v.endsAt) } };
}

/**
 * The "Đã dùng 62%" bar: the share of its uses (or else of its budget) already gone, rounded
 * down so a voucher with uses left never reads 100%. Null when it has neither limit.
 */
export function voucherUsedPercent(v: {
  usageLimit: number | null;
  usedCount: number;
  budget: number | null;
  budgetUsed: number;
}): number | null {
  const share = (used: number, limit: number) =>
    limit <= 0 ? 100 : Math.min(100, Math.floor((Math.max(0, used) * 100) / limit));
  if (v.usageLimit !== null) return share(v.usedCount, v.usageLimit);
  if (v.budget !== null) return share(v.budgetUsed, v.budget);
  return null;
}

/** No use left at all: every use or all the budget is gone. */
export function isVoucherExhausted(v: {
  usageLimit: number | null;
  usedCount: number;
  budget: number | null;
  budgetUsed: number;
}): boolean {
  return (
    (v.usageLimit !== null && v.usedCount >= v.usageLimit) || (v.budget !== null && v.budgetUsed >= v.budget)
  );
}

export const SAVED_VOUCHER_STATES = ['usable', 'used', 'expired'] as const;
export type SavedVoucherState = (typeof SAVED_VOUCHER_STATES)[number];

/**
 * The tab of "my vouchers" a saved voucher sits in. It follows the voucher engine: a saved
 * voucher stays usable while it runs and has uses left, however often the buyer used it,
 * unless its per-day limit is reached today (then it reads as used until tomorrow). One
 * that cannot be used any more is "used" if the buyer used it, otherwise "expired". An
 * upcoming one is usable (the ticket says from when).
 */
export function savedVoucherState(input: {
  window: VoucherWindowState;
  exhausted: boolean;
  perUserPerDay: number | null;
  usesToday: number;
  usesEver: number;
}): SavedVoucherState {
  const atDayLimit = input.perUserPerDay !== null && input.usesToday >= input.perUserPerDay;
  if (input.window === 'upcoming') return 'usable';
  if (input.window === 'running' && !input.exhausted && !atDayLimit) return 'usable';
  return input.usesEver > 0 ? 'used' : 'expired';
}
