import { call, client } from '../../lib/api-fetch';

export type DeskTarget = 'kol' | 'campaign' | 'review';
export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** POST .../decision: one endpoint per kind of request, the same body for all three. */
export async function decide(target: DeskTarget, id: string, body: Decision): Promise<void> {
  if (target === 'kol') {
    await call(
      client.POST('/api/v1/admin/affiliate/kols/{userId}/decision', {
        params: { path: { userId: id } },
        body,
      }),
    );
  } else if (target === 'campaign') {
    await call(
      client.POST('/api/v1/admin/affiliate/campaigns/{id}/decision', { params: { path: { id } }, body }),
    );
  } else {
    await call(
      client.POST('/api/v1/admin/affiliate/reviews/{id}/decision', { params: { path: { id } }, body }),
    );
  }
}
