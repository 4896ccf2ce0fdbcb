import { listAuditLog } from '@cho-dep/api/admin/admin-audit-log';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { AuditLogScreen } from '../../features/admin/review/audit-log-screen';
import { auditHref, pageCount, parseAuditQuery } from '../../features/admin/review/review-query';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/audit-log-page';

/** /quan-tri/nhat-ky?targetType=&action=&page=: the admin audit log (admins only), as GET /api/v1/admin/audit-log. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const log = await listAuditLog(app.database.db, query);
  const pages = pageCount(log.total, log.pageSize);
  if (query.page > pages) throw redirect(auditHref({ ...query, page: pages }));
  return { title: translate(info.language, 'admin.meta.audit'), log, query };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  return <AuditLogScreen log={loaderData.log} query={loaderData.query} />;
}
