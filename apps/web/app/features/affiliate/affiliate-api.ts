import type { LinkInput } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { call, client } from '../../lib/api-fetch';
import { asJson } from '../../lib/json-body';

/** The KOL area's writes: a link, an API token made or revoked. */
export async function makeLink(body: LinkInput) {
  return (await call(client.POST('/api/v1/affiliate/links', { body: asJson(body) }))).data;
}

export async function createApiToken(name: string) {
  return (await call(client.POST('/api/v1/affiliate/tokens', { body: asJson({ name }) }))).data;
}

export function revokeApiToken(id: string) {
  return call(client.DELETE('/api/v1/affiliate/tokens/{id}', { params: { path: { id } } }));
}
