import { LIMITS } from '../constants/limits';
import type { BodyShape } from './post-schemas';

/**
 * "Người có số đo giống tôi": someone whose height is within LIMITS.post.similarHeightCm and
 * weight within LIMITS.post.similarWeightKg of mine, and, when both of us gave a body shape, the
 * same one. Without my height and weight there is nobody to compare with.
 */
export interface BodyFigures {
  heightCm: number | null | undefined;
  weightKg: number | null | undefined;
  bodyShape: BodyShape | null | undefined;
}

export interface SimilarBodyRange {
  heightMin: number;
  heightMax: number;
  weightMin: number;
  weightMax: number;
  /** Null: any shape matches (the viewer gave none). */
  bodyShape: BodyShape | null;
}

/** The window the viewer's figures open, or null when they lack height or weight. */
export function similarBodyRange(viewer: BodyFigures): SimilarBodyRange | null {
  if (viewer.heightCm == null || viewer.weightKg == null) return null;
  return {
    heightMin: viewer.heightCm - LIMITS.post.similarHeightCm,
    heightMax: viewer.heightCm + LIMITS.post.similarHeightCm,
    weightMin: viewer.weightKg - LIMITS.post.similarWeightKg,
    weightMax: viewer.weightKg + LIMITS.post.similarWeightKg,
    bodyShape: viewer.bodyShape ?? null,
  };
}

export function isSimilarBody(viewer: BodyFigures, other: BodyFigures): boolean {
  const range = similarBodyRange(viewer);
  if (!range || other.heightCm == null || other.weightKg == null) return false;
  if (other.heightCm < range.heightMin || other.heightCm > range.heightMax) return false;
  if (other.weightKg < range.weightMin || other.weightKg > range.weightMax) return false;
  return range.bodyShape == null || other.bodyShape == null || range.bodyShape === other.bodyShape;
}
