import { z } from 'zod';
import { LIMITS } from '../constants/limits';

const R = LIMITS.review;

/** How the bought size fitted (beyond product.md; shown beside the review and used by "people like me"). */
export const REVIEW_FITS = ['small', 'true_to_size', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

/** product.md §8: 'Star count outside 1-5'. Every star refusal says exactly that. */
const STAR_MESSAGE = 'validation.review.starCount';

/**
 * An uploaded review medium, as POST /api/v1/mobile/reviews/media answered it: the storage key
 * of a photo (without its size suffix) or of the video. The server checks the key belongs to
 * the reviewer and exists; the schema only bounds its shape.
 */
const mediaKey = z.string().min(1).max(200);

/**
 * The body of POST /api/v1/mobile/reviews (and, without orderItemId, of the one edit):
 * 1 to 5 stars, a comment up to 150 characters, up to 5 photos and one video, how it fit,
 * and whether to show the buyer's height and weight (taken from their profile, never typed here).
 */
const reviewFieldsSchema = z.object({
  rating: z
    .number(STAR_MESSAGE)
    .int(STAR_MESSAGE)
    .min(R.ratingMin, STAR_MESSAGE)
    .max(R.ratingMax, STAR_MESSAGE),
  comment: z.string().trim().max(R.commentMax).default(''),
  photoKeys: z.array(mediaKey).max(R.photosMax).default([]),
  videoKey: mediaKey.nullable().optional(),
  fit: z.enum(REVIEW_FITS).nullable().optional(),
  shareBody: z.boolean().default(false),
});

export const reviewInputSchema = reviewFieldsSchema.extend({ orderItemId: z.uuid() });
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export const reviewUpdateSchema = reviewFieldsSchema;
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const reviewReplySchema = z.object({ reply: z.string().trim().min(1).max(R.replyMax) });
export type ReviewReply = z.infer<typeof reviewReplySchema>;
