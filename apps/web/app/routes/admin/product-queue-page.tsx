import { listProductReviews } from '@cho-dep/api/products/admin-product-reviews';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { ProductQueueScreen } from '../../features/admin/review/product-queue-screen';
import {
  PRODUCTS_PATH,
  pageCount,
  parseQueueQuery,
  queueHref,
} from '../../features/admin/review/review-query';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/product-queue-page';

/** /quan-tri/san-pham?status=&page=: the product review queue (admins only), as GET /api/v1/admin/products. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const query = parseQueueQuery(new URL(request.url).searchParams);
  const list = await listProductReviews(app.database.db, query, {
    now: app.now(),
    language: info.language,
    urlOf: (key) => app.storage.urlOf(key),
  });
  const pages = pageCount(list.total, list.pageSize);
  if (query.page > pages) throw redirect(queueHref(PRODUCTS_PATH, { ...query, page: pages }));
  return { title: translate(info.language, 'admin.meta.products'), list, status: query.status };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ProductQueuePage({ loaderData }: Route.ComponentProps) {
  return <ProductQueueScreen list={loaderData.list} status={loaderData.status} />;
}
