import { LIMITS } from '../constants/limits';

const DAY_MS = 86_400_000;

/** A click on a KOL's link, as attribution sees it. */
export interface Click {
  id: string;
  kolUserId: string;
  clickedAt: Date;
  /** The checkout that already used this click: a click attributes one order only. */
  usedAt: Date | null;
}

export type Verdict =
  | { counts: true; click: Click; expiresAt: Date }
  | { counts: false; reason: 'no_click' | 'window_ended' | 'own_purchase'; click: Click | null };

/** The end of a click's attribution window. */
export function windowEnd(clickedAt: Date, windowDays: number): Date {
  return new Date(clickedAt.getTime() + windowDays * DAY_MS);
}

/** Whole days (rounded up) left in a window at `now`; 0 once it ended. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/**
 * Which KOL, if any, an order placed at `now` counts for. The visitor's clicks are every click
 * this browser and this account made; the latest click still unused wins (last click wins), a
 * click already used by an earlier order attributes nothing more (only the first order after a
 * click), a click older than the window has ended, and a KOL buying through their own link earns
 * nothing. A refusal names its reason, so the KOL's conversion list can say why it did not count.
 */
export function attribute(
  clicks: readonly Click[],
  buyerUserId: string | null,
  now: Date,
  windowDays: number = LIMITS.affiliate.attributionDaysDefault,
): Verdict {
  const fresh = clicks
    .filter((c) => c.usedAt === null && c.clickedAt.getTime() <= now.getTime())
    .sort((a, b) => b.clickedAt.getTime() - a.clickedAt.getTime());
  const [last] = fresh;
  if (!last) return { counts: false, reason: 'no_click', click: null };
  const expiresAt = windowEnd(last.clickedAt, windowDays);
  if (now.getTime() > expiresAt.getTime()) return { counts: false, reason: 'window_ended', click: last };
  if (buyerUserId !== null && buyerUserId === last.kolUserId) {
    return { counts: false, reason: 'own_purchase', click: last };
  }
  return { counts: true, click: last, expiresAt };
}
