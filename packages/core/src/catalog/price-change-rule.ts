import { LIMITS } from '../constants/limits';
import type { ProductStatus } from './catalog-states';

const DAY_MS = 24 * 60 * 60 * 1000;
const P = LIMITS.product;

/**
 * product.md §5: "After a price change no further change for 14 days, and at most 3
 * changes". SPEC gives the 3 no period; it is counted in a rolling window
 * (LIMITS.product.priceChangeWindowDays, 90 days) so a seller is never locked out for ever.
 * Only live products count (approved, or hidden by the seller after approval): drafts,
 * pending and rejected products have no buyers yet and change price freely.
 */
export type PriceChangeDecision =
  | { allowed: true; changesLeft: number; allowedFrom: null }
  | { allowed: false; reason: 'lockout' | 'limit'; changesLeft: number; allowedFrom: Date };

export function priceRuleApplies(status: ProductStatus): boolean {
  return status === 'approved' || status === 'hidden';
}

/** Whether one more price change may happen at `now`, given the earlier changes' times. */
export function canChangePrice(input: { changes: readonly Date[]; now: Date }): PriceChangeDecision {
  const { now } = input;
  const windowStart = now.getTime() - P.priceChangeWindowDays * DAY_MS;
  const inWindow = input.changes
    .map((d) => d.getTime())
    .filter((t) => t > windowStart && t <= now.getTime())
    .sort((a, b) => a - b);
  const changesLeft = Math.max(0, P.priceChangesMax - inWindow.length);
  const last = input.changes.reduce((max, d) => Math.max(max, d.getTime()), Number.NEGATIVE_INFINITY);
  const lockoutEnd = last + P.priceChangeLockoutDays * DAY_MS;
  if (Number.isFinite(last) && now.getTime() < lockoutEnd) {
    return { allowed: false, reason: 'lockout', changesLeft, allowedFrom: new Date(lockoutEnd) };
  }
  if (changesLeft === 0) {
    // The oldest change in the window leaves it first; one change frees one slot.
    const oldest = inWindow[inWindow.length - P.priceChangesMax] as number;
    return {
      allowed: false,
      reason: 'limit',
      changesLeft,
      allowedFrom: new Date(oldest + P.priceChangeWindowDays * DAY_MS),
    };
  }
  return { allowed: true, changesLeft, allowedFrom: null };
}

/** Whether an edit changes a price: a kept variant's price or sale price differs. */
export function pricesChanged(
  before: readonly { key: string; price: number; salePrice: number | null }[],
  after: readonly { key: string; price: number; salePrice: number | null }[],
): boolean {
  const old = new Map(before.map((v) => [v.key, v]));
  return after.some((v) => {
    const was = old.get(v.key);
    return was !== undefined && (was.price !== v.price || (was.salePrice ?? null) !== (v.salePrice ?? null));
  });
}
