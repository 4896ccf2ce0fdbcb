import { api } from '../../../lib/api-client';

export type ReviewTarget = 'shop' | 'product';

function base(target: ReviewTarget, id: string): string {
  const path = target === 'shop' ? 'shop-applications' : 'products';
  return `/api/v1/admin/${path}/${encodeURIComponent(id)}`;
}

/** POST .../approve; the page reloads its data afterwards. */
export async function approve(target: ReviewTarget, id: string): Promise<void> {
  await api(`${base(target, id)}/approve`, { method: 'POST' });
}

/** POST .../reject with the reason the seller reads. */
export async function reject(target: ReviewTarget, id: string, reason: string): Promise<void> {
  await api(`${base(target, id)}/reject`, { body: { reason } });
}
