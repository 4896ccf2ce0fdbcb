import { z } from 'zod';
import { LIMITS } from '../constants/limits';

const F = LIMITS.shopFeedback;

/**
 * A buyer's public feedback on a shop (product.md §5: "feedback up to 300 characters with one
 * image"): stars, optional words, optional picture. Sending it again replaces the buyer's
 * earlier feedback on that shop (one per buyer per shop).
 */
export const shopFeedbackInputSchema = z.object({
  rating: z
    .number()
    .int()
    .min(F.ratingMin, 'validation.review.starCount')
    .max(F.ratingMax, 'validation.review.starCount'),
  content: z.string().trim().max(F.contentMax, 'validation.shopFeedback.contentMax').default(''),
  imageKeys: z
    .array(z.string().min(1).max(200))
    .max(F.imagesMax, 'validation.shopFeedback.imagesMax')
    .default([]),
});
export type ShopFeedbackInput = z.infer<typeof shopFeedbackInputSchema>;

/** The shop's one public answer to a feedback (it may reword it). */
export const shopFeedbackReplySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(F.replyMax, 'validation.shopFeedback.contentMax'),
});
export type ShopFeedbackReplyInput = z.infer<typeof shopFeedbackReplySchema>;

export type ShopFeedbackPermission = 'allowed' | 'own_shop' | 'no_completed_order';

/**
 * Who may rate a shop: like Shopee's shop ratings, only someone who bought from it, i.e. has
 * at least one completed order of that shop (the same moment a product review opens); the
 * shop's owner never rates their own shop.
 */
export function shopFeedbackPermission(facts: {
  isShopOwner: boolean;
  completedOrders: number;
}): ShopFeedbackPermission {
  if (facts.isShopOwner) return 'own_shop';
  return facts.completedOrders > 0 ? 'allowed' : 'no_completed_order';
}

export interface ShopFeedbackSummary {
  average: number;
  count: number;
  /** Count per star, index 0 for 1 star ... index 4 for 5 stars. */
  distribution: [number, number, number, number, number];
}

/** The average (one decimal) and the per-star counts from counts by rating. */
export function summariseShopFeedback(
  byRating: ReadonlyArray<{ rating: number; count: number }>,
): ShopFeedbackSummary {
  const countOf = (stars: number) =>
    byRating.filter((row) => row.rating === stars).reduce((sum, row) => sum + row.count, 0);
  const distribution: ShopFeedbackSummary['distribution'] = [
    countOf(1),
    countOf(2),
    countOf(3),
    countOf(4),
    countOf(5),
  ];
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count, distribution };
}
