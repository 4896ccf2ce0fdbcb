import { type ApiAnswer, type ApiBody, call, client } from '../../../lib/api-fetch';
import type { LookSource } from './shoppable-types';

/** Shop the look's calls: the look with the buyer's sizes, and putting the confirmed lines in the cart. */

export const POST_LOOK = '/community/v1/posts/{id}/shop-the-look';
export const BLOOK_LOOK = '/community/v1/blooks/{id}/shop-the-look';
export type Look = ApiAnswer<typeof POST_LOOK, 'get'>['data'];
export type LookProduct = Look['items'][number];
export type LookLine = ApiBody<typeof POST_LOOK, 'post'>['lines'][number];

const pathOf = (source: LookSource) => (source.kind === 'post' ? POST_LOOK : BLOOK_LOOK);

export function lookQueryKey(source: LookSource) {
  return [pathOf(source), { id: source.id }] as const;
}

export async function fetchLook(source: LookSource): Promise<Look> {
  const answer = await call(client.GET(pathOf(source), { params: { path: { id: source.id } } }));
  return answer.data;
}

/** All lines or none, across shops; `key` makes a retry of the same lines add nothing twice. */
export async function addLook(source: LookSource, lines: LookLine[], key: string) {
  const answer = await call(
    client.POST(pathOf(source), {
      params: { path: { id: source.id }, header: { 'idempotency-key': key } },
      body: { lines },
    }),
  );
  return answer.data;
}

/** A look product's classifications in the shape the shared variant-choice rules read. */
export function choiceOptions(item: LookProduct) {
  return item.options.map((option) => ({
    name: option.name,
    values: option.values.map((value) => ({ value, image: null })),
  }));
}
