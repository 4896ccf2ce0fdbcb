import type { ReturnView } from '@cho-dep/api/returns/return-views';
import { api } from '../../lib/api-client';

export type { ReturnView };

export interface ReturnList {
  data: ReturnView[];
  total: number;
  page: number;
  pageSize: number;
}

/** Uploads a photo or video for a return (buyer evidence, seller rejection photo); answers its key. */
export async function uploadReturnFile(
  file: File,
): Promise<{ key: string; url: string; kind: 'photo' | 'video' }> {
  const form = new FormData();
  form.append('file', file);
  return (
    await api<{ data: { key: string; url: string; kind: 'photo' | 'video' } }>(
      '/api/v1/mobile/returns/media',
      { body: form },
    )
  ).data;
}

const buyerBase = (orderId: string) => `/api/v1/mobile/orders/${encodeURIComponent(orderId)}/return-request`;

export async function submitReturnRequest(
  orderId: string,
  body: {
    items: { orderItemId: string; quantity: number }[];
    reason: string;
    description: string;
    mediaKeys: string[];
  },
): Promise<ReturnView> {
  return (await api<{ data: ReturnView }>(buyerBase(orderId), { body })).data;
}

export async function cancelReturnRequest(orderId: string): Promise<ReturnView> {
  return (await api<{ data: ReturnView }>(`${buyerBase(orderId)}/cancel`, { method: 'POST' })).data;
}

export async function saveReturnTracking(orderId: string, trackingCode: string): Promise<ReturnView> {
  return (
    await api<{ data: ReturnView }>(`${buyerBase(orderId)}/return-tracking`, { body: { trackingCode } })
  ).data;
}

export type SellerAction = 'agree' | 'received';

export async function sellerAct(id: string, action: SellerAction): Promise<ReturnView> {
  return (await api<{ data: ReturnView }>(`/api/v1/seller/returns/${id}/${action}`, { method: 'POST' })).data;
}

export async function sellerRejectRequest(
  id: string,
  body: { reason: string; photoId: string; email: string },
): Promise<ReturnView> {
  return (await api<{ data: ReturnView }>(`/api/v1/seller/returns/${id}/reject`, { body })).data;
}

export type AdminAction = 'approve' | 'reject' | 'complete';

export async function adminAct(id: string, action: AdminAction): Promise<ReturnView> {
  return (await api<{ data: ReturnView }>(`/api/v1/admin/returns/${id}/${action}`, { method: 'POST' })).data;
}
