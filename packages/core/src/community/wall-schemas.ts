import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { BODY_SHAPES } from './post-schemas';

/**
 * PUT /community/v1/profile/wall: what a member shows on their wall. Every field is optional
 * (absent keeps the current value); the body shape and the measurements stay private until
 * their switch is on.
 */
export const wallUpdateSchema = z.strictObject({
  bio: z.string().trim().max(LIMITS.post.wallBioMax, 'validation.tooLong').optional(),
  bodyShape: z.enum(BODY_SHAPES).nullable().optional(),
  showBodyShape: z.boolean().optional(),
  showMeasurements: z.boolean().optional(),
});
export type WallUpdate = z.infer<typeof wallUpdateSchema>;

/**
 * GET users/{id}/follows?kind=: "follower" (members following them), "following" (members and
 * shops they follow), "post" (of those, the accounts that have posted, latest poster first: whose
 * posts reach their feed).
 */
export const FOLLOW_LIST_KINDS = ['post', 'follower', 'following'] as const;
export type FollowListKind = (typeof FOLLOW_LIST_KINDS)[number];
