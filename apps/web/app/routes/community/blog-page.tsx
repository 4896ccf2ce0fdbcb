import { translate } from '@cho-dep/i18n/translate';
import { loadBlogList } from '../../features/community/blog/blog-data.server';
import { BlogListScreen } from '../../features/community/blog/blog-list-screen';
import { pageOf } from '../../features/storefront/page-param';
import { serverContext } from '../../server-context';
import type { Route } from './+types/blog-page';

/** /blog?category=&page=: the magazine (GET /community/v1/blog). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const query = new URL(request.url).searchParams;
  const list = await loadBlogList(server, {
    page: pageOf(query.get('page')),
    categoryId: query.get('category'),
  });
  const language = server.info.language;
  return {
    ...list,
    meta: {
      title: translate(language, 'blog.meta.list'),
      description: translate(language, 'blog.list.subtitle'),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.meta.title },
    { name: 'description', content: loaderData.meta.description },
    { property: 'og:title', content: loaderData.meta.title },
    { property: 'og:type', content: 'website' },
  ];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <BlogListScreen
      categories={loaderData.categories}
      categoryId={loaderData.categoryId}
      page={loaderData.page}
    />
  );
}
