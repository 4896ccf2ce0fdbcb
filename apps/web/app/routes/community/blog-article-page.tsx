import { data } from 'react-router';
import { BlogArticleScreen } from '../../features/community/blog/blog-article-screen';
import { loadBlogArticle } from '../../features/community/blog/blog-data.server';
import { blogArticleHref } from '../../features/community/blog/blog-links';
import { blogMetaTags } from '../../features/community/blog/blog-meta';
import { NotFoundView } from '../../features/shell/error-view';
import { absoluteUrl } from '../../lib/absolute-url.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/blog-article-page';

/**
 * /blog/{id}: one published article (id or slug) with the Open Graph tags shared links preview
 * with. Drafts and scheduled articles are not there yet (404).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const article = await loadBlogArticle(server, params.id);
  if (!article) throw data(null, { status: 404 });
  return {
    article,
    meta: {
      title: article.title,
      description: article.excerpt,
      url: absoluteUrl(server, request.url, blogArticleHref(article.id)),
      imageUrl: article.cover ? absoluteUrl(server, request.url, article.cover.url) : null,
      publishedAt: article.publishedAt,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }];
  return blogMetaTags(loaderData.meta);
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  return <BlogArticleScreen key={loaderData.article.id} article={loaderData.article} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
