import { listAdminArticles } from '@cho-dep/api/community/blog/blog-admin-queries';
import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { BlogAdminListScreen } from '../../features/community/blog/admin/blog-admin-list-screen';
import { pageOf } from '../../features/storefront/page-param';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/blog-admin-page';

/** /quan-tri/blog?page=: the blog's articles for the admin (GET /api/v1/admin/blog). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  const list = await listAdminArticles(
    app.database.db,
    page,
    app.now(),
    (key) => app.storage.urlOf(key),
    info.language,
  );
  return { title: translate(info.language, 'blog.meta.admin'), list };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function BlogAdminPage({ loaderData }: Route.ComponentProps) {
  return <BlogAdminListScreen list={loaderData.list} />;
}
