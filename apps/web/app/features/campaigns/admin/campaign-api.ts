import type { Campaign } from '@cho-dep/api/campaigns/campaign-schemas';
import type { CampaignInput } from '@cho-dep/core/marketing/campaign-input-schema';
import { api } from '../../../lib/api-client';

export const CAMPAIGNS_PATH = '/quan-tri/chien-dich';
const BASE = '/api/v1/admin/campaigns';

/** POST (new) or PUT (existing) with the shared input schema's value. */
export async function saveCampaign(id: string | null, input: CampaignInput): Promise<Campaign> {
  const res = await api<{ data: Campaign }>(id ? `${BASE}/${encodeURIComponent(id)}` : BASE, {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
  return res.data;
}

export async function deleteCampaign(id: string): Promise<void> {
  await api(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function approveNomination(id: string): Promise<void> {
  await api(`${BASE}/nominations/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

export async function rejectNomination(id: string, reason: string): Promise<void> {
  await api(`${BASE}/nominations/${encodeURIComponent(id)}/reject`, { body: { reason } });
}

/** Uploads a cover (checked by the server) and answers the key the form saves with a preview URL. */
export async function uploadCampaignCover(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('cover', file);
  return (await api<{ data: { key: string; url: string } }>(`${BASE}/covers`, { method: 'POST', body: form }))
    .data;
}
