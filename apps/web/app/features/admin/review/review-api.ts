import { call, client } from '../../../lib/api-fetch';

export type ReviewTarget = 'shop' | 'product';

/** POST .../approve; the page reloads its data afterwards. */
export async function approve(target: ReviewTarget, id: string): Promise<void> {
  if (target === 'shop') {
    await call(
      client.POST('/api/v1/admin/shop-applications/{shopId}/approve', { params: { path: { shopId: id } } }),
    );
  } else {
    await call(client.POST('/api/v1/admin/products/{id}/approve', { params: { path: { id } } }));
  }
}

/** POST .../reject with the reason the seller reads. */
export async function reject(target: ReviewTarget, id: string, reason: string): Promise<void> {
  const body = { reason };
  if (target === 'shop') {
    await call(
      client.POST('/api/v1/admin/shop-applications/{shopId}/reject', {
        params: { path: { shopId: id } },
        body,
      }),
    );
  } else {
    await call(client.POST('/api/v1/admin/products/{id}/reject', { params: { path: { id } }, body }));
  }
}
