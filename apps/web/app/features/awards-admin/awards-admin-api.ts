import type {
  AwardCategoryInput,
  AwardEventInput,
  AwardNomineeInput,
} from '@cho-dep/core/awards/award-input-schemas';
import { call, client } from '../../lib/api-fetch';
import { asJson } from '../../lib/json-body';

export const AWARDS_ADMIN_PATH = '/quan-tri/binh-chon';

/** Creates an edition (id null) or saves one; answers the edition's id. */
export async function saveAwardEvent(id: string | null, body: AwardEventInput): Promise<string> {
  if (id) {
    await call(
      client.PUT('/api/v1/admin/awards/events/{id}', { params: { path: { id } }, body: asJson(body) }),
    );
    return id;
  }
  return (await call(client.POST('/api/v1/admin/awards/events', { body: asJson(body) }))).data.id;
}

export async function addAwardCategory(eventId: string, body: AwardCategoryInput) {
  await call(
    client.POST('/api/v1/admin/awards/events/{id}/categories', { params: { path: { id: eventId } }, body }),
  );
}

export async function addAwardNominee(categoryId: string, body: AwardNomineeInput) {
  await call(
    client.POST('/api/v1/admin/awards/categories/{id}/nominees', {
      params: { path: { id: categoryId } },
      body,
    }),
  );
}

export async function removeAwardNominee(id: string) {
  await call(client.DELETE('/api/v1/admin/awards/nominees/{id}', { params: { path: { id } } }));
}

export async function searchAwardTargets(kind: AwardCategoryInput['nomineeKind'], q: string) {
  return (await call(client.GET('/api/v1/admin/awards/targets', { params: { query: { kind, q } } }))).data;
}
