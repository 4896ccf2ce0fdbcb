import { type ApiBody, type ApiSchema, call, client, multipart } from '../../lib/api-fetch';

/** The browser's calls of the return and refund screens (packages/api/src/returns). */
export type ReturnView = ApiSchema<'ReturnRequest'>;

/** Uploads a photo or video for a return (buyer evidence, seller rejection photo); answers its key. */
export async function uploadReturnFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await call(client.POST('/api/v1/mobile/returns/media', { body: multipart(form) }))).data;
}

const REQUEST = '/api/v1/mobile/orders/{id}/return-request';
const order = (orderId: string) => ({ params: { path: { id: orderId } } });

export async function submitReturnRequest(orderId: string, body: ApiBody<typeof REQUEST, 'post'>) {
  return (await call(client.POST(REQUEST, { ...order(orderId), body }))).data;
}

export async function cancelReturnRequest(orderId: string) {
  return (await call(client.POST('/api/v1/mobile/orders/{id}/return-request/cancel', order(orderId)))).data;
}

export async function saveReturnTracking(orderId: string, trackingCode: string) {
  return (
    await call(
      client.POST('/api/v1/mobile/orders/{id}/return-request/return-tracking', {
        ...order(orderId),
        body: { trackingCode },
      }),
    )
  ).data;
}

export type SellerAction = 'agree' | 'received';

export async function sellerAct(id: string, action: SellerAction) {
  const params = { path: { id } };
  const answer =
    action === 'agree'
      ? client.POST('/api/v1/seller/returns/{id}/agree', { params })
      : client.POST('/api/v1/seller/returns/{id}/received', { params });
  return (await call(answer)).data;
}

export async function sellerRejectRequest(
  id: string,
  body: ApiBody<'/api/v1/seller/returns/{id}/reject', 'post'>,
) {
  return (await call(client.POST('/api/v1/seller/returns/{id}/reject', { params: { path: { id } }, body })))
    .data;
}

export type AdminAction = 'approve' | 'reject' | 'complete';

export async function adminAct(id: string, action: AdminAction) {
  const params = { path: { id } };
  const answer =
    action === 'approve'
      ? client.POST('/api/v1/admin/returns/{id}/approve', { params })
      : action === 'reject'
        ? client.POST('/api/v1/admin/returns/{id}/reject', { params })
        : client.POST('/api/v1/admin/returns/{id}/complete', { params });
  return (await call(answer)).data;
}
