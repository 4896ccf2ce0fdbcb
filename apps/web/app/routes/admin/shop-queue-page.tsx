import { listShopApplications } from '@cho-dep/api/shops/registration/admin-shop-applications';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { pageCount, parseQueueQuery, queueHref, SHOPS_PATH } from '../../features/admin/review/review-query';
import { ShopQueueScreen } from '../../features/admin/review/shop-queue-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/shop-queue-page';

/**
 * /quan-tri/cua-hang?status=&page=: shop applications (admins only). The loader reads the same
 * service as GET /api/v1/admin/shop-applications, in-process.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const query = parseQueueQuery(new URL(request.url).searchParams);
  const list = await listShopApplications(app.database.db, query, app.now());
  const pages = pageCount(list.total, list.pageSize);
  if (query.page > pages) throw redirect(queueHref(SHOPS_PATH, { ...query, page: pages }));
  return { title: translate(info.language, 'admin.meta.shops'), list, status: query.status };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopQueuePage({ loaderData }: Route.ComponentProps) {
  return <ShopQueueScreen list={loaderData.list} status={loaderData.status} />;
}
