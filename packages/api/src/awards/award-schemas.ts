import { NOMINEE_KINDS } from '@cho-dep/core/awards/award-input-schemas';
import { z } from '@hono/zod-openapi';

const windowSchema = z.enum(['upcoming', 'open', 'closed']);

/** An edition in the list of editions. */
export const awardEventSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    year: z.number().int(),
    opensAt: z.string(),
    closesAt: z.string(),
    window: windowSchema,
  })
  .openapi('AwardEventSummary');
export type AwardEventSummary = z.infer<typeof awardEventSummarySchema>;

/** A nominee card: what it is, its picture and link; `votes` and `rank` are null while standings are hidden. */
export const awardNomineeViewSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOMINEE_KINDS),
    targetId: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    href: z.string(),
    blurb: z.string(),
    votes: z.number().int().nullable(),
    rank: z.number().int().nullable(),
  })
  .openapi('AwardNominee');
export type AwardNomineeView = z.infer<typeof awardNomineeViewSchema>;

export const awardCategoryViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    nomineeKind: z.enum(NOMINEE_KINDS),
    position: z.number().int(),
    nominees: z.array(awardNomineeViewSchema),
  })
  .openapi('AwardCategory');

/**
 * The signed-in member's ballot. `canVote` says why they cannot: `phone` (verify it first) or
 * `window` (not open). `balance` is the starting votes until the first vote or check-in.
 */
export const awardBallotViewSchema = z
  .object({
    canVote: z.enum(['yes', 'phone', 'window']),
    balance: z.number().int(),
    checkedInToday: z.boolean(),
    voucherGranted: z.boolean(),
  })
  .openapi('AwardBallot');
export type AwardBallotView = z.infer<typeof awardBallotViewSchema>;

export const awardEditionSchema = awardEventSummarySchema
  .extend({
    description: z.string(),
    standings: z.enum(['live', 'hidden']),
    standingsVisible: z.boolean(),
    startingVotes: z.number().int(),
    checkInVotes: z.number().int(),
    voucher: z.object({ id: z.string(), name: z.string(), value: z.number().int() }).nullable(),
    categories: z.array(awardCategoryViewSchema),
    /** Null for visitors who are not signed in. */
    me: awardBallotViewSchema.nullable(),
  })
  .openapi('AwardEdition');
export type AwardEditionView = z.infer<typeof awardEditionSchema>;

export const checkInResultSchema = z
  .object({ added: z.number().int(), balance: z.number().int() })
  .openapi('AwardCheckIn');

export const voteResultSchema = z
  .object({
    balance: z.number().int(),
    nomineeId: z.string(),
    /** The nominee's new count, null while standings are hidden. */
    nomineeVotes: z.number().int().nullable(),
    /** The edition's voucher name when this vote just earned it. */
    voucherGranted: z.string().nullable(),
  })
  .openapi('AwardVoteResult');
export type VoteResult = z.infer<typeof voteResultSchema>;
