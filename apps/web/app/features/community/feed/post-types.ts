/**
 * A post as the community API answers it (CommunityPost): what every card, the post page and
 * the walls show. The API's own type, so a renamed field breaks the build where it is read.
 */
export type { PostView } from '@cho-dep/api/community/posts/post-view';

/** A page of a feed: cursor feeds answer nextCursor; the paged lists' next page number is kept as one too. */
export interface FeedPage {
  items: import('@cho-dep/api/community/posts/post-view').PostView[];
  nextCursor: string | null;
}
