import { call, client } from '../../../lib/api-fetch';
import { queryOptions } from '../../../lib/query-cache';
import type { ComposeValues } from './compose-types';

/** The composer's calls: publishing and editing a post, and what its pickers search. */

export const POSTS_PATH = '/community/v1/posts';
export const MENTION_SUGGEST_PATH = '/community/v1/mentions/suggest';
const HASHTAG_SUGGEST_PATH = '/community/v1/hashtags/suggest';
const SEARCH_PATH = '/api/v1/public/products/search';
const PRODUCT_PATH = '/api/v1/public/products/{id}';

/** The body POST /community/v1/posts takes (PUT takes the same without asShop). */
export type PostBody = ComposeValues;

/** Publishes a new post; answers it as the feed shows it. */
export async function publishPost(body: PostBody) {
  return (await call(client.POST(POSTS_PATH, { body }))).data;
}

/** The author's edit of their post (the shop it speaks for stays as published). */
export async function saveEditedPost(id: string, body: PostBody) {
  const { asShop: _asShop, ...update } = body;
  return (await call(client.PUT('/community/v1/posts/{id}', { params: { path: { id } }, body: update })))
    .data;
}

/** Members and shops whose name holds what was typed after '@', the followed ones first. */
export const mentionSuggestQuery = (q: string) =>
  queryOptions({
    queryKey: [MENTION_SUGGEST_PATH, { query: { q } }],
    queryFn: async () => (await call(client.GET(MENTION_SUGGEST_PATH, { params: { query: { q } } }))).data,
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
