import type { RecommendSizeResult } from '../catalog/recommend-size';

/** A variant of a tagged product as shop the look weighs it. */
export interface LookVariant {
  id: string;
  optionValues: readonly { name: string; value: string }[];
  /** Units that can be bought now (0 when sold out or not for sale). */
  available: number;
}

/**
 * Why a variant was put forward: the buyer's measurements chose its size; the author tagged it;
 * it was simply the first one that can be bought.
 */
export type LookPickReason = 'size' | 'tagged' | 'firstInStock';

export interface LookPick {
  variantId: string;
  reason: LookPickReason;
  /** The recommended size name when `reason` is 'size' ("M"). */
  size: string | null;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('vi');

/** The recommendation's size, when the measurements fit one of the chart's sizes. */
function recommendedSize(recommendation: RecommendSizeResult | null): string | null {
  if (!recommendation) return null;
  switch (recommendation.kind) {
    case 'fits':
    case 'between':
    case 'smallest':
      return recommendation.size;
    // Larger than every size: no size of this product fits, so none is put forward as fitting.
    case 'tooLarge':
    case 'none':
      return null;
  }
}

/** How many of the tagged variant's other choices (its colour...) a candidate keeps. */
function sharedChoices(candidate: LookVariant, tagged: LookVariant | undefined): number {
  if (!tagged) return 0;
  return candidate.optionValues.filter((option) =>
    tagged.optionValues.some((t) => t.name === option.name && fold(t.value) === fold(option.value)),
  ).length;
}

/**
 * The variant shop the look puts in the cart for one tagged product: the size the buyer's
 * measurements recommend (keeping the tagged colour when it has that size in stock); else the
 * variant the author tagged; else the first one in stock. Null when nothing can be bought.
 * Sold-out variants are never picked.
 */
export function pickLookVariant(input: {
  variants: readonly LookVariant[];
  recommendation: RecommendSizeResult | null;
  taggedVariantId: string | null;
}): LookPick | null {
  const open = input.variants.filter((variant) => variant.available > 0);
  if (open.length === 0) return null;
  const tagged = input.variants.find((variant) => variant.id === input.taggedVariantId);
  const size = recommendedSize(input.recommendation);
  if (size) {
    const sized = open
      .filter((variant) => variant.optionValues.some((option) => fold(option.value) === fold(size)))
      .sort((a, b) => sharedChoices(b, tagged) - sharedChoices(a, tagged));
    const best = sized[0];
    if (best) return { variantId: best.id, reason: 'size', size };
  }
  if (tagged && tagged.available > 0) return { variantId: tagged.id, reason: 'tagged', size: null };
  const first = open[0];
  return first ? { variantId: first.id, reason: 'firstInStock', size: null } : null;
}
