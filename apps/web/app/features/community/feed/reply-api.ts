/** A reply as GET /community/v1/posts/{id}/replies answers it (CommunityReply). */
import type { ReplyView } from '@cho-dep/api/community/posts/post-replies';
import type { ReplyInput } from '@cho-dep/core/community/post-schemas';
import { call, client } from '../../../lib/api-fetch';

export type { ReplyView };

interface ReplyPage {
  items: ReplyView[];
  nextCursor: string | null;
}

export const REPLIES_PATH = '/community/v1/posts/{id}/replies' as const;

const byId = (id: string) => ({ params: { path: { id } } });

export async function fetchReplies(postId: string, cursor: string | null): Promise<ReplyPage> {
  const answer = await call(
    client.GET(REPLIES_PATH, { params: { path: { id: postId }, query: cursor ? { cursor } : {} } }),
  );
  return answer.data;
}

export async function createReply(postId: string, body: ReplyInput): Promise<ReplyView> {
  return (await call(client.POST(REPLIES_PATH, { ...byId(postId), body }))).data;
}

export async function updateReply(id: string, body: ReplyInput): Promise<ReplyView> {
  return (await call(client.PUT('/community/v1/replies/{id}', { ...byId(id), body }))).data;
}

export async function deleteReply(id: string): Promise<void> {
  await call(client.DELETE('/community/v1/replies/{id}', byId(id)));
}

export async function setReplyLiked(id: string, liked: boolean): Promise<void> {
  await call(
    liked
      ? client.POST('/community/v1/replies/{id}/like', byId(id))
      : client.DELETE('/community/v1/replies/{id}/like', byId(id)),
  );
}
