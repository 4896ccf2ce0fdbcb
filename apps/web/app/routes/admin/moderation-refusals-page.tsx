import { listRefusals } from '@cho-dep/api/community/moderation/refusal-log';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { pageCount, parsePage, refusalsHref } from '../../features/community/moderation/moderation-query';
import { RefusalLogScreen } from '../../features/community/moderation/refusal-log-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/moderation-refusals-page';

/** /quan-tri/kiem-duyet/chan-tu-dong?page=: content the offensive-word filter refused (admins only), as GET /api/v1/admin/community/refusals. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const page = parsePage(new URL(request.url).searchParams);
  const log = await listRefusals(app.database.db, { page });
  const pages = pageCount(log.total, log.pageSize);
  if (page > pages) throw redirect(refusalsHref(pages));
  return { title: translate(info.language, 'moderation.admin.meta.refusals'), log };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ModerationRefusalsPage({ loaderData }: Route.ComponentProps) {
  return <RefusalLogScreen log={loaderData.log} />;
}
