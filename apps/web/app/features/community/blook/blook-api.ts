import type { BlookPageView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import type { BlookInput } from '@cho-dep/core/community/blook-schemas';
import { call, client } from '../../../lib/api-fetch';

/** The blook screens' calls through the typed client (cookie, CSRF and refusals come with it). */

export const BLOOKS_PATH = '/community/v1/blooks';
export const BLOOK_PATH = '/community/v1/blooks/{id}';
export const COMMENTS_PATH = '/community/v1/blooks/{id}/comments';

const byId = (id: string) => ({ params: { path: { id } } });

export interface BlookListFilter {
  userId?: string;
  categoryId?: string;
  subCategoryId?: string;
}

export async function fetchBlookPage(filter: BlookListFilter, cursor: string | null): Promise<BlookPageView> {
  const query = { ...filter, ...(cursor ? { cursor } : {}) };
  return (await call(client.GET(BLOOKS_PATH, { params: { query } }))).data;
}

export async function setBlookLiked(id: string, liked: boolean) {
  const path = '/community/v1/blooks/{id}/like';
  return (await call(liked ? client.POST(path, byId(id)) : client.DELETE(path, byId(id)))).data;
}

export async function setBlookSaved(id: string, saved: boolean) {
  const path = '/community/v1/blooks/{id}/save';
  return (await call(saved ? client.POST(path, byId(id)) : client.DELETE(path, byId(id)))).data;
}

export async function deleteBlook(id: string): Promise<void> {
  await call(client.DELETE(BLOOK_PATH, byId(id)));
}

export async function publishBlook(body: BlookInput): Promise<{ id: string }> {
  return (await call(client.POST(BLOOKS_PATH, { body }))).data;
}

export async function fetchComments(id: string, cursor: string | null) {
  const query = cursor ? { cursor } : {};
  return (await call(client.GET(COMMENTS_PATH, { params: { path: { id }, query } }))).data;
}

export async function addComment(id: string, body: { content: string; imageKeys: string[] }) {
  return (await call(client.POST(COMMENTS_PATH, { params: { path: { id } }, body }))).data;
}

export async function deleteComment(commentId: string) {
  return (await call(client.DELETE('/community/v1/blook-comments/{id}', byId(commentId)))).data;
}

/**
 * Following members is the walls' route; until its schema is in the generated document the
 * call goes through the client untyped, with the contract's path.
 */
const loose = client as unknown as Record<
  'POST' | 'DELETE',
  (
    path: string,
    init: { params: { path: { id: string } } },
  ) => Promise<{ data?: unknown; response: Response }>
>;

export async function setFollowing(userId: string, following: boolean): Promise<void> {
  const path = '/community/v1/users/{id}/follow';
  await call(following ? loose.POST(path, byId(userId)) : loose.DELETE(path, byId(userId)));
}
