import type { WallUpdate } from '@cho-dep/core/community/wall-schemas';
import { call, client } from '../../../lib/api-fetch';
import type { FollowPage, WallView } from './wall-types';

export const FOLLOWS_PATH = '/community/v1/users/{id}/follows' as const;

/** Follow or unfollow a member; the answer is the state after the call. */
export async function setFollowing(
  userId: string,
  following: boolean,
): Promise<{ following: boolean; followerCount: number }> {
  const init = { params: { path: { id: userId } } };
  const answer = await call(
    following
      ? client.POST('/community/v1/users/{id}/follow', init)
      : client.DELETE('/community/v1/users/{id}/follow', init),
  );
  return answer.data;
}

export async function fetchFollows(
  userId: string,
  kind: 'follower' | 'following',
  page: number,
): Promise<FollowPage> {
  return (await call(client.GET(FOLLOWS_PATH, { params: { path: { id: userId }, query: { kind, page } } })))
    .data;
}

export async function saveWall(body: WallUpdate): Promise<WallView> {
  return (await call(client.PUT('/community/v1/profile/wall', { body }))).data;
}
