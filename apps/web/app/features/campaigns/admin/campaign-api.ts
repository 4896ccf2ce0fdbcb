import type { CampaignInput } from '@cho-dep/core/marketing/campaign-input-schema';
import { call, client, multipart } from '../../../lib/api-fetch';
import { asJson } from '../../../lib/json-body';

export const CAMPAIGNS_PATH = '/quan-tri/chien-dich';

const byId = (id: string) => ({ params: { path: { id } } });

/** POST (new) or PUT (existing) with the shared input schema's value. */
export async function saveCampaign(id: string | null, input: CampaignInput) {
  const answer = await call(
    id
      ? client.PUT('/api/v1/admin/campaigns/{id}', { ...byId(id), body: asJson(input) })
      : client.POST('/api/v1/admin/campaigns', { body: asJson(input) }),
  );
  return answer.data;
}

export async function deleteCampaign(id: string): Promise<void> {
  await call(client.DELETE('/api/v1/admin/campaigns/{id}', byId(id)));
}

export async function approveNomination(id: string): Promise<void> {
  await call(client.POST('/api/v1/admin/campaigns/nominations/{id}/approve', byId(id)));
}

export async function rejectNomination(id: string, reason: string): Promise<void> {
  await call(
    client.POST('/api/v1/admin/campaigns/nominations/{id}/reject', { ...byId(id), body: { reason } }),
  );
}

/** Uploads a cover (checked by the server) and answers the key the form saves with a preview URL. */
export async function uploadCampaignCover(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('cover', file);
  return (await call(client.POST('/api/v1/admin/campaigns/covers', { body: multipart(form) }))).data;
}
