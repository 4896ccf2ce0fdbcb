import { listReportQueue } from '@cho-dep/api/community/moderation/report-queue';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { pageCount, parseQueueQuery, queueHref } from '../../features/community/moderation/moderation-query';
import { ReportQueueScreen } from '../../features/community/moderation/report-queue-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/moderation-queue-page';

/** /quan-tri/kiem-duyet?status=&type=&page=: the community report queue (admins only), as GET /api/v1/admin/community/reports. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const query = parseQueueQuery(new URL(request.url).searchParams);
  const queue = await listReportQueue(app.database.db, query, (key) => app.storage.urlOf(key));
  const pages = pageCount(queue.total, queue.pageSize);
  if (query.page > pages) throw redirect(queueHref({ ...query, page: pages }));
  return { title: translate(info.language, 'moderation.admin.meta.queue'), queue, query };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ModerationQueuePage({ loaderData }: Route.ComponentProps) {
  return <ReportQueueScreen queue={loaderData.queue} query={loaderData.query} />;
}
