import type { ReportTargetType } from '@cho-dep/core/community/report-schemas';
import { call, client } from '../../../lib/api-fetch';

const path = (targetType: ReportTargetType, id: string) => ({ params: { path: { targetType, id } } });

/** Takes the content down with the reason its author reads. */
export async function removeContent(targetType: ReportTargetType, id: string, reason: string) {
  await call(
    client.POST('/api/v1/admin/community/{targetType}/{id}/remove', {
      ...path(targetType, id),
      body: { reason },
    }),
  );
}

/** Puts removed content back, telling the author why. */
export async function restoreContent(targetType: ReportTargetType, id: string, reason: string) {
  await call(
    client.POST('/api/v1/admin/community/{targetType}/{id}/restore', {
      ...path(targetType, id),
      body: { reason },
    }),
  );
}

/** Keeps reported content up and closes its reports. */
export async function keepContent(targetType: ReportTargetType, id: string) {
  await call(client.POST('/api/v1/admin/community/{targetType}/{id}/keep', path(targetType, id)));
}
