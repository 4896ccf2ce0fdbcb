import { z } from 'zod';
import { instantSchema } from '../validation/date-fields';

/** Not in product.md: a vote request carries at most this many votes (far above any balance). */
export const AWARD_VOTES_PER_REQUEST_MAX = 1000;

/** One vote request: how many of the member's votes go to a nominee. `requestId` makes a retry count once. */
export const awardVoteSchema = z.object({
  nomineeId: z.uuid(),
  votes: z.number().int().min(1).max(AWARD_VOTES_PER_REQUEST_MAX),
  requestId: z.string().trim().min(8).max(100),
});
export type AwardVoteInput = z.infer<typeof awardVoteSchema>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The admin's edition form. */
export const awardEventSchema = z
  .object({
    title: z.string().trim().min(2).max(150),
    slug: z.string().trim().min(2).max(80).regex(SLUG, 'validation.awards.slug'),
    description: z.string().trim().max(2000).default(''),
    year: z.number().int().min(2000).max(2100),
    opensAt: instantSchema(),
    closesAt: instantSchema(),
    standings: z.enum(['live', 'hidden']),
    startingVotes: z.number().int().min(0).max(1000),
    voucherId: z.uuid().nullable().default(null),
  })
  .refine((e) => e.closesAt.getTime() > e.opensAt.getTime(), {
    path: ['closesAt'],
    message: 'validation.awards.closesAfterOpens',
  });
export type AwardEventInput = z.infer<typeof awardEventSchema>;

export const NOMINEE_KINDS = ['shop', 'kol', 'product'] as const;

export const awardCategorySchema = z.object({
  title: z.string().trim().min(2).max(120),
  nomineeKind: z.enum(NOMINEE_KINDS),
  position: z.number().int().min(0).max(100).default(0),
});
export type AwardCategoryInput = z.infer<typeof awardCategorySchema>;

/** A nominee: the shop, KOL (user) or product id, per the category's kind. */
export const awardNomineeSchema = z.object({
  targetId: z.uuid(),
  blurb: z.string().trim().max(300).default(''),
});
export type AwardNomineeInput = z.infer<typeof awardNomineeSchema>;
