import type { AwardVoteInput } from '@cho-dep/core/awards/award-input-schemas';
import { call, client } from '../../lib/api-fetch';
import { asJson } from '../../lib/json-body';

/** The daily check-in: +10 votes once per Vietnamese day. */
export async function checkIn(slug: string) {
  return (await call(client.POST('/api/v1/awards/{slug}/check-in', { params: { path: { slug } } }))).data;
}

/** Votes for a nominee; the request id lets a retried tap count once. */
export async function castVote(slug: string, body: AwardVoteInput) {
  return (
    await call(client.POST('/api/v1/awards/{slug}/votes', { params: { path: { slug } }, body: asJson(body) }))
  ).data;
}
