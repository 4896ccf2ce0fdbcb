import { queryOptions } from '@tanstack/react-query';
import { call, client } from '../../../lib/api-fetch';
import type { ComposeValues } from './compose-types';

/** The composer's calls: publishing and editing a post, and what its pickers search. */

export const POSTS_PATH = '/community/v1/posts';
export const MENTION_SUGGEST_PATH = '/community/v1/mentions/suggest';
const HASHTAG_SUGGEST_PATH = '/community/v1/hashtags/suggest';
const SEARCH_PATH = '/api/v1/public/products/search';
const PRODUCT_PATH = '/api/v1/public/products/{id}';

/** The body POST /community/v1/posts takes (PUT takes the same without asShop). */
export type PostBody = ComposeValues;

/**
 * The posts and mention routes are being written beside this screen; until their schemas are
 * in the generated document the calls go through the client untyped, with the contract's shapes.
 */
const loose = client as unknown as Record<
  'GET' | 'POST' | 'PUT',
  (path: string, init: object) => Promise<{ data?: unknown; response: Response }>
>;

/** Publishes a new post; answers the new post's id. */
export async function publishPost(body: PostBody): Promise<{ id: string }> {
  const answer = (await call(loose.POST(POSTS_PATH, { body }))) as { data: { id: string } };
  return answer.data;
}

/** The author's edit of their post (the shop it speaks for stays as published). */
export async function saveEditedPost(id: string, body: PostBody): Promise<{ id: string }> {
  const { asShop: _asShop, ...update } = body;
  const answer = (await call(
    loose.PUT('/community/v1/posts/{id}', { params: { path: { id } }, body: update }),
  )) as { data: { id: string } };
  return answer.data;
}

export interface MentionSuggestion {
  kind: 'user' | 'shop';
  id: string;
  name: string;
  avatarUrl: string | null;
}

/** Members and shops whose name starts with what was typed after '@'. */
export const mentionSuggestQuery = (q: string) =>
  queryOptions({
    queryKey: [MENTION_SUGGEST_PATH, { query: { q } }],
    queryFn: async () => {
      const answer = (await call(loose.GET(MENTION_SUGGEST_PATH, { params: { query: { q } } }))) as {
        data: { items: MentionSuggestion[] };
      };
      return answer.data.items;
    },
    staleTime: 60_000,
  });

/** Hashtags in use starting with what was typed after '#', the most used first. */
export const hashtagSuggestQuery = (q: string) =>
  queryOptions({
    queryKey: [HASHTAG_SUGGEST_PATH, { query: { q } }],
    queryFn: async () =>
      (await call(client.GET(HASHTAG_SUGGEST_PATH, { params: { query: { q } } }))).data.items,
    staleTime: 60_000,
  });

/** Products of any shop to tag, found by the same search the buyers use. */
export const tagProductSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [SEARCH_PATH, { query: { q, pageSize: 20 } }],
    queryFn: async () =>
      (await call(client.GET(SEARCH_PATH, { params: { query: { q, pageSize: 20 } } }))).data,
    staleTime: 60_000,
  });

/** One product's variants, to tag the one the writer wears. */
export const tagProductQuery = (id: string) =>
  queryOptions({
    queryKey: [PRODUCT_PATH, { path: { id } }],
    queryFn: async () => (await call(client.GET(PRODUCT_PATH, { params: { path: { id } } }))).data,
    staleTime: 60_000,
  });
