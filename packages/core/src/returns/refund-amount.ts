import { LIMITS } from '../constants/limits';
import type { ReturnReason } from './return-statuses';

/**
 * How much a return refunds (product.md §9: poor quality 100%, fake goods 200%).
 *
 * The base is what the buyer actually paid for the returned units: each line's total less its
 * share of the order's shop and platform vouchers, shared in proportion to the line totals.
 * Like Shopee, a platform voucher is not paid out as cash: the buyer gets back what they paid,
 * not the list price. Shipping is not refunded. The seller funds the refund, and for fake
 * goods also the second 100% (a penalty paid to the buyer as compensation).
 */
export const REFUND_RATE_PERCENT: Readonly<Record<ReturnReason, number>> = {
  poor_quality: LIMITS.refund.poorQualityPercent,
  fake_goods: LIMITS.refund.fakeGoodsPercent,
  wrong_item: 100,
  not_as_described: 100,
  damaged: 100,
};

export interface RefundLine {
  id: string;
  quantity: number;
  /** Dong paid for the whole line before vouchers (unit price x quantity). */
  lineTotal: number;
}

export interface ReturnedLine {
  id: string;
  quantity: number;
}

export interface RefundOrder {
  lines: readonly RefundLine[];
  /** Shop and platform voucher discounts on the goods of this order (not the shipping voucher). */
  shopDiscount: number;
  platformDiscount: number;
}

/**
 * Shares `amount` over `weights` in proportion, in whole dong, summing exactly to `amount`
 * (largest remainder; ties go to the earlier line so the result is stable).
 */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** What the buyer paid for each line after the order's goods vouchers. */
export function paidPerLine(order: RefundOrder): Map<string, number> {
  const goods = order.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = Math.min(goods, order.shopDiscount + order.platformDiscount);
  const shares = shareInProportion(
    discount,
    order.lines.map((line) => line.lineTotal),
  );
  return new Map(order.lines.map((line, i) => [line.id, line.lineTotal - (shares[i] ?? 0)]));
}

export interface RefundBreakdown {
  /** What the buyer paid for the returned units. */
  itemsPaid: number;
  ratePercent: number;
  /** Beyond what was paid (fake goods): the seller's compensation to the buyer. */
  compensation: number;
  /** The most this request can refund: itemsPaid x rate. */
  policyAmount: number;
}

export type RefundProblem = 'no_items' | 'unknown_line' | 'bad_quantity' | 'duplicate_line';

export function refundBreakdown(
  order: RefundOrder,
  returned: readonly ReturnedLine[],
  reason: ReturnReason,
): { ok: true; breakdown: RefundBreakdown } | { ok: false; problem: RefundProblem } {
  if (returned.length === 0) return { ok: false, problem: 'no_items' };
  const paid = paidPerLine(order);
  const seen = new Set<string>();
  let itemsPaid = 0;
  for (const item of returned) {
    const line = order.lines.find((l) => l.id === item.id);
    if (!line) return { ok: false, problem: 'unknown_line' };
    if (seen.has(item.id)) return { ok: false, problem: 'duplicate_line' };
    seen.add(item.id);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > line.quantity) {
      return { ok: false, problem: 'bad_quantity' };
    }
    // Part of a line: its paid amount per unit, rounded down so the parts never exceed the whole.
    itemsPaid += Math.floor(((paid.get(line.id) ?? 0) * item.quantity) / line.quantity);
  }
  const ratePercent = REFUND_RATE_PERCENT[reason];
  const policyAmount = Math.floor((itemsPaid * ratePercent) / 100);
  return {
    ok: true,
    breakdown: { itemsPaid, ratePercent, compensation: policyAmount - itemsPaid, policyAmount },
  };
}

/**
 * The refund actually paid: what the buyer asked for (they may ask for less, e.g. keeping a
 * faulty item), never more than the policy. `null` means "the policy amount".
 */
export function refundAmount(policyAmount: number, requested: number | null): number | null {
  if (requested === null) return policyAmount;
  if (!Number.isSafeInteger(requested) || requested < 1 || requested > policyAmount) return null;
  return requested;
}

/**
 * A provider can give back at most what is left of the original payment; the rest of a
 * refund (the fake-goods compensation, or all of it for cash on delivery) is paid by bank
 * transfer to the buyer's account.
 */
export function splitRefund(
  amount: number,
  refundableByProvider: number,
): { provider: number; bankTransfer: number } {
  const provider = Math.max(0, Math.min(amount, refundableByProvider));
  return { provider, bankTransfer: amount - provider };
}
