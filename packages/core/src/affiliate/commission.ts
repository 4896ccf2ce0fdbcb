import { splitProportionally } from '../checkout/split-amount';
import { LIMITS } from '../constants/limits';

const A = LIMITS.affiliate;
const DAY_MS = 86_400_000;

/** Rates are kept in basis points (1 % = 100), so 2.5 % is exact. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number): number => bp / 100;

/** One setting of a rate: from `effectiveAt` on, `bp` applies (until the next setting). */
export interface RateSetting {
  bp: number;
  effectiveAt: Date;
}

/** The rate a history says at one instant (0 before the first setting). */
export function rateAt(history: readonly RateSetting[], at: Date): number {
  let bp = 0;
  let latest = -Infinity;
  for (const s of history) {
    const t = s.effectiveAt.getTime();
    if (t <= at.getTime() && t >= latest) {
      bp = s.bp;
      latest = t;
    }
  }
  return bp;
}

/** A product's own setting; a null rate sends the product back to the shop's rate. */
export interface ProductRateSetting {
  bp: number | null;
  effectiveAt: Date;
}

function ownSettingAt(product: readonly ProductRateSetting[], at: Date): number | null {
  let bp: number | null = null;
  let latest = -Infinity;
  for (const s of product) {
    const t = s.effectiveAt.getTime();
    if (t <= at.getTime() && t >= latest) {
      bp = s.bp;
      latest = t;
    }
  }
  return bp;
}

/**
 * A product's rate over time as one history: its own rate while it has one, the shop's
 * otherwise. Each change of either is a point of the combined history.
 */
export function productRateHistory(
  shop: readonly RateSetting[],
  product: readonly ProductRateSetting[],
): RateSetting[] {
  const times = [...new Set([...shop, ...product].map((s) => s.effectiveAt.getTime()))].sort((a, b) => a - b);
  return times.map((t) => {
    const at = new Date(t);
    return { bp: ownSettingAt(product, at) ?? rateAt(shop, at), effectiveAt: at };
  });
}

/**
 * The rate a KOL earns at `now` on a product they have promoted since `promotingSince`. A
 * seller may lower a rate at any time, but KOLs who were already promoting keep the old rate
 * for LIMITS.affiliate.rateProtectionDays after the change (as TikTok Shop does): the answer is
 * the highest rate in force at any moment of the protected stretch, that is from the later of
 * `promotingSince` and `now` minus the protection, up to `now`. A raise counts at once.
 */
export function rateInForce(history: readonly RateSetting[], promotingSince: Date, now: Date): number {
  const from = Math.max(promotingSince.getTime(), now.getTime() - A.rateProtectionDays * DAY_MS);
  if (from > now.getTime()) return rateAt(history, now);
  let best = rateAt(history, new Date(from));
  for (const s of history) {
    const t = s.effectiveAt.getTime();
    if (t > from && t <= now.getTime()) best = Math.max(best, s.bp);
  }
  return best;
}

/**
 * The product's own rate when the seller set one, the shop's otherwise, and an open campaign's
 * when the KOL joined one that covers the product (campaigns exist to pay more, so the higher
 * of the two wins).
 */
export function effectiveRate(r: { product: number | null; shop: number; campaign: number | null }): number {
  const standard = r.product ?? r.shop;
  return r.campaign === null ? standard : Math.max(standard, r.campaign);
}

export interface PaidLine {
  lineId: string;
  lineTotal: number;
}

/**
 * What the buyer actually paid for each line, the commission's base: the line's price less its
 * share of the order's vouchers (the shop's and the platform's, split in proportion to the
 * lines; shipping is not the seller's sale and earns nothing).
 */
export function commissionBases(
  lines: readonly PaidLine[],
  discounts: { shop: number; platform: number },
): { lineId: string; base: number }[] {
  const totals = lines.map((l) => l.lineTotal);
  const goods = totals.reduce((a, b) => a + b, 0);
  const off = splitProportionally(Math.min(goods, discounts.shop + discounts.platform), totals);
  return lines.map((l, i) => ({ lineId: l.lineId, base: Math.max(0, l.lineTotal - (off[i] ?? 0)) }));
}

/** Commission on a base at a rate, in whole dong, rounded down (the KOL is never overpaid). */
export function commissionOf(base: number, bp: number): number {
  return Math.floor((base * bp) / 10_000);
}

/**
 * A line's base after some of its units were refunded: the refunded units' share goes, the rest
 * stays. Every unit refunded leaves nothing; none leaves the whole base.
 */
export function baseAfterRefund(base: number, quantity: number, refundedUnits: number): number {
  const kept = Math.max(0, quantity - Math.min(quantity, Math.max(0, refundedUnits)));
  if (kept === quantity) return base;
  return Math.floor((base * kept) / quantity);
}

/**
 * When a completed order's commission may be approved: once the order is completed and the
 * longest return period of its products, counted from delivery, is over (whichever is later).
 */
export function approvalDueAt(o: { completedAt: Date; deliveredAt: Date | null; returnDays: number }): Date {
  const fromDelivery = (o.deliveredAt ?? o.completedAt).getTime() + o.returnDays * DAY_MS;
  return new Date(Math.max(o.completedAt.getTime(), fromDelivery));
}
