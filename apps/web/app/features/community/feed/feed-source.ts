import { LIMITS } from '@cho-dep/core/constants/limits';
import { call, client } from '../../../lib/api-fetch';
import type { FeedPage, PostView } from './post-types';

/** Which list of posts a screen scrolls through. */
export type FeedSource =
  | { kind: 'for-you' }
  | { kind: 'following' }
  | { kind: 'similar-body' }
  | { kind: 'hashtag'; tag: string }
  | { kind: 'saved'; userId: string }
  | { kind: 'wall'; userId: string };

/** The API path a source reads (also the start of its query key, so a write can invalidate it). */
export function sourcePath(source: FeedSource): string {
  switch (source.kind) {
    case 'hashtag':
      return '/community/v1/feeds/hashtag/{tag}';
    case 'saved':
      return '/community/v1/post/bookmark/user';
    case 'wall':
      return '/community/v1/post/posts-user';
    default:
      return `/community/v1/feeds/${source.kind}`;
  }
}

interface Paged {
  data: PostView[];
  page: number;
  limit: number;
  total: number;
}

/** SPEC's paged lists (saved posts, a member's posts) as a feed page: the next page number is the cursor. */
export function pagedAsFeed(answer: Paged): FeedPage {
  return {
    items: answer.data,
    nextCursor: answer.page * answer.limit < answer.total ? String(answer.page + 1) : null,
  };
}

/** One page after `cursor` (null: the first page). */
export async function fetchFeedPage(source: FeedSource, cursor: string | null): Promise<FeedPage> {
  const query = cursor ? { cursor } : {};
  switch (source.kind) {
    case 'saved': {
      const page = Number(cursor ?? '1');
      const answer = await call(
        client.GET('/community/v1/post/bookmark/user', {
          params: { query: { userId: source.userId, page, limit: LIMITS.post.savedPageSize } },
        }),
      );
      return pagedAsFeed(answer.data);
    }
    case 'wall': {
      const page = Number(cursor ?? '1');
      const answer = await call(
        client.GET('/community/v1/post/posts-user', {
          params: { query: { userId: source.userId, page, sort: 'recent' } },
        }),
      );
      return pagedAsFeed(answer.data);
    }
    case 'hashtag':
      return (
        await call(
          client.GET('/community/v1/feeds/hashtag/{tag}', { params: { path: { tag: source.tag }, query } }),
        )
      ).data;
    case 'following':
      return (await call(client.GET('/community/v1/feeds/following', { params: { query } }))).data;
    case 'similar-body':
      return (await call(client.GET('/community/v1/feeds/similar-body', { params: { query } }))).data;
    default:
      return (await call(client.GET('/community/v1/feeds/for-you', { params: { query } }))).data;
  }
}
