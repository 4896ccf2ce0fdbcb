/**
 * How the community feeds are built (decision 041). Pure rules: the API reads
 * the rows, these decide what counts and in which order.
 */

/** A home feed keeps this many recent posts per member (Mastodon keeps 400 too). */
export const HOME_FEED_CAP = 400;

/**
 * A post is written into its followers' home feeds only while its author (or shop) has at most
 * this many followers; above it, their posts are merged in when a follower reads the feed, so
 * one post never costs hundreds of thousands of writes.
 */
export const FAN_OUT_MAX_FOLLOWERS = 5000;

/** Home feeds of members who have not read theirs for this long stop being written. */
export const HOME_FEED_ACTIVE_DAYS = 14;

/** "Dành cho bạn": the followed accounts' posts of these last hours lead the feed... */
export const FOR_YOU_FOLLOWED_HOURS = 72;
/** ...at most this many of them... */
export const FOR_YOU_FOLLOWED_MAX = 100;
/**
 * ...then the most popular posts of these last days, ranked by score, at most this many (a
 * week-old post needs ~800 times a fresh post's engagement to rank with it; older posts follow
 * by time). 30 days meant scoring 4 times as many posts per first page (decision 041).
 */
export const FOR_YOU_POPULAR_DAYS = 7;
export const FOR_YOU_POPULAR_MAX = 400;
/** A reading session (its frozen ranking) lasts this long; an older cursor is refused. */
export const FEED_SESSION_HOURS = 24;

/** What each kind of engagement weighs: saving or sharing says more than a like. */
export const ENGAGEMENT_WEIGHTS = { like: 1, reply: 2, save: 3, share: 4 } as const;

/** How strongly a post's score falls with age (Hacker News' gravity). */
export const SCORE_GRAVITY = 1.5;
/** How much one unit of engagement lifts a post above a fresh post with none. */
export const SCORE_ENGAGEMENT_WEIGHT = 0.5;

export interface Engagement {
  likeCount: number;
  replyCount: number;
  saveCount: number;
  shareCount: number;
}

export function engagementOf(counts: Engagement): number {
  return (
    counts.likeCount * ENGAGEMENT_WEIGHTS.like +
    counts.replyCount * ENGAGEMENT_WEIGHTS.reply +
    counts.saveCount * ENGAGEMENT_WEIGHTS.save +
    counts.shareCount * ENGAGEMENT_WEIGHTS.share
  );
}

/**
 * A post's popularity: (1 + w·engagement) / (ageHours + 2)^1.5. Fresh posts with no engagement
 * still get a chance; a post needs ever more engagement to stay up as it ages.
 */
export function popularityScore(counts: Engagement, ageHours: number): number {
  const age = Math.max(0, ageHours);
  return (1 + SCORE_ENGAGEMENT_WEIGHT * engagementOf(counts)) / (age + 2) ** SCORE_GRAVITY;
}

/**
 * The same formula as SQL over the posts table (columns like_count...), for `now` given as a
 * parameter: the database ranks thousands of rows without sending them to the API.
 * Kept beside the function so the two cannot drift (the feeds API test ranks with both).
 */
export const POPULARITY_SQL = {
  engagement: `(like_count * ${ENGAGEMENT_WEIGHTS.like} + reply_count * ${ENGAGEMENT_WEIGHTS.reply} + save_count * ${ENGAGEMENT_WEIGHTS.save} + share_count * ${ENGAGEMENT_WEIGHTS.share})`,
  weight: SCORE_ENGAGEMENT_WEIGHT,
  gravity: SCORE_GRAVITY,
} as const;
