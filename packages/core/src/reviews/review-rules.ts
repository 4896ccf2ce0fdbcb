import { LIMITS } from '../constants/limits';

const DAY_MS = 24 * 60 * 60 * 1000;
const R = LIMITS.review;

/** What the server knows about an order line when its buyer asks to review it. */
export interface ReviewableLine {
  /** The order's buyer (null for a guest order: guests have no account to review with). */
  buyerUserId: string | null;
  /** Set when the buyer confirmed receipt or the waiting days ran out (orders.completedAt). */
  completedAt: Date | null;
  /** Whether this line already has a review. */
  reviewed: boolean;
}

export type ReviewPermission = 'allowed' | 'not_found' | 'not_completed' | 'already_reviewed';

/**
 * Who may review an order line: only its buyer (anyone else is told it does not exist, so
 * order ids are not probed), only once the order is completed, and once per line.
 */
export function reviewPermission(line: ReviewableLine | null, userId: string): ReviewPermission {
  if (!line || line.buyerUserId !== userId) return 'not_found';
  if (!line.completedAt) return 'not_completed';
  if (line.reviewed) return 'already_reviewed';
  return 'allowed';
}

/** The last moment the review written at `createdAt` may be edited (product.md §4: within 30 days). */
export function editDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + R.editWindowDays * DAY_MS);
}

export type EditPermission = 'allowed' | 'edit_used' | 'window_closed';

/** product.md: after submission a review can be edited once within 30 days. */
export function editPermission(review: { createdAt: Date; editCount: number }, now: Date): EditPermission {
  if (review.editCount >= R.editsMax) return 'edit_used';
  if (now.getTime() > editDeadline(review.createdAt).getTime()) return 'window_closed';
  return 'allowed';
}

export function canEdit(review: { createdAt: Date; editCount: number }, now: Date): boolean {
  return editPermission(review, now) === 'allowed';
}

export interface Body {
  heightCm: number;
  weightKg: number;
}

/**
 * The buyer's height and weight from their profile measurements (height in cm, weight in kg),
 * or null when either is missing: a half-shared body says nothing useful about fit.
 */
export function bodyOf(measurements: Record<string, number> | null | undefined): Body | null {
  const height = measurements?.height;
  const weight = measurements?.weight;
  if (typeof height !== 'number' || typeof weight !== 'number') return null;
  return { heightCm: height, weightKg: weight };
}

/**
 * "People like me": reviewers whose shared height is within ±5 cm and weight within ±5 kg of
 * the viewer's (LIMITS.review.likeMe*). Bounds are inclusive, so the API's SQL filter and this
 * rule agree on the edges.
 */
export function likeMeRange(viewer: Body) {
  return {
    heightMin: viewer.heightCm - R.likeMeHeightCm,
    heightMax: viewer.heightCm + R.likeMeHeightCm,
    weightMin: viewer.weightKg - R.likeMeWeightKg,
    weightMax: viewer.weightKg + R.likeMeWeightKg,
  };
}

export function isLikeMe(viewer: Body, reviewer: Body | null): boolean {
  if (!reviewer) return false;
  const range = likeMeRange(viewer);
  return (
    reviewer.heightCm >= range.heightMin &&
    reviewer.heightCm <= range.heightMax &&
    reviewer.weightKg >= range.weightMin &&
    reviewer.weightKg <= range.weightMax
  );
}
