/**
 * Where a promotion program stands (product.md §4: upcoming, running, ended) and the rule
 * that one variant is never in two programs at the same time. Windows are half-open,
 * [startsAt, end): a program ending at 10:00 and one starting at 10:00 do not overlap, so a
 * seller can chain programs back to back.
 */
export type PromotionPhase = 'upcoming' | 'running' | 'ended';
export const PROMOTION_PHASES: readonly PromotionPhase[] = ['upcoming', 'running', 'ended'];

export interface PromotionWindow {
  startsAt: Date;
  endsAt: Date;
  /** Set when the owner ended it early: it ends then, whatever endsAt says. */
  endedAt?: Date | null;
}

/** The moment the program stops applying: the early end when there is one. */
export function effectiveEndOf(w: PromotionWindow): Date {
  return w.endedAt && w.endedAt < w.endsAt ? w.endedAt : w.endsAt;
}

export function promotionPhaseOf(w: PromotionWindow, now: Date): PromotionPhase {
  if (now >= effectiveEndOf(w)) return 'ended';
  if (now < w.startsAt) return 'upcoming';
  return 'running';
}

/** Two half-open windows share at least one instant. */
export function windowsOverlap(a: PromotionWindow, b: PromotionWindow): boolean {
  return a.startsAt < effectiveEndOf(b) && b.startsAt < effectiveEndOf(a);
}

/** What a program item holds: a whole product (variantId null = all its variants) or one variant. */
export interface PromotionTarget {
  productId: string;
  variantId: string | null;
}

/** Two items hold a common variant: same variant, or one of them holds the whole product. */
export function targetsClash(a: PromotionTarget, b: PromotionTarget): boolean {
  if (a.productId !== b.productId) return false;
  return a.variantId === null || b.variantId === null || a.variantId === b.variantId;
}
