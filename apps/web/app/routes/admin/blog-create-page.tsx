import { listBlogCategories } from '@cho-dep/api/community/blog/blog-queries';
import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { BlogEditor } from '../../features/community/blog/admin/blog-editor';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/blog-create-page';

/** /quan-tri/blog/tao: a new article. */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  return {
    title: translate(info.language, 'blog.meta.create'),
    categories: await listBlogCategories(app.database.db, info.language),
    now: app.now().toISOString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function BlogCreatePage({ loaderData }: Route.ComponentProps) {
  return <BlogEditor initial={null} categories={loaderData.categories} now={loaderData.now} />;
}
