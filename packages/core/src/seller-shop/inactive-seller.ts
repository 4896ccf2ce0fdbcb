import { LIMITS } from '../constants/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the seller's last activity in the seller centre (0 on the same day). */
export function inactiveDaysOf(lastActiveAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - lastActiveAt.getTime()) / DAY_MS));
}

/**
 * product.md §8, "Warning for sellers inactive 7 or more days": the seller centre shows the
 * warning once LIMITS.shop.inactiveWarningDays full days have passed since the last activity.
 */
export function isInactiveSeller(lastActiveAt: Date, now: Date): boolean {
  return inactiveDaysOf(lastActiveAt, now) >= LIMITS.shop.inactiveWarningDays;
}
