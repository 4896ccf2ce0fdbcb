import { call, client } from './api-fetch';
import { trackEvent } from './tracking/track';

const FOLLOW = '/api/v1/mobile/shops/{id}/follow';

/** Follows or stops following a shop; the answer is the state after it and the follower count. */
export async function setShopFollow(shopId: string, follow: boolean) {
  const request = { params: { path: { id: shopId } } };
  trackEvent(follow ? 'FollowShop' : 'UnfollowShop', shopId);
  return (await call(follow ? client.PUT(FOLLOW, request) : client.DELETE(FOLLOW, request))).data;
}
