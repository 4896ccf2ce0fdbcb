import { loadAdminArticle } from '@cho-dep/api/community/blog/blog-admin-queries';
import { listBlogCategories } from '@cho-dep/api/community/blog/blog-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { BlogEditor } from '../../features/community/blog/admin/blog-editor';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/blog-edit-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /quan-tri/blog/cap-nhat/:id: change an article in any phase. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  try {
    const [article, categories] = await Promise.all([
      loadAdminArticle(app.database.db, params.id, app.now(), (key) => app.storage.urlOf(key), info.language),
      listBlogCategories(app.database.db, info.language),
    ]);
    return {
      title: translate(info.language, 'blog.meta.edit'),
      article,
      categories,
      now: app.now().toISOString(),
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function BlogEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <BlogEditor
      key={loaderData.article.id}
      initial={loaderData.article}
      categories={loaderData.categories}
      now={loaderData.now}
    />
  );
}
