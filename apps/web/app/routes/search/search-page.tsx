import { pageCountOf, searchHref } from '@cho-dep/core/search/search-href';
import { parseSearchUrl } from '@cho-dep/core/search/search-url';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { loadCategoryName, loadSearchResult, loadTrending } from '../../features/search/search-data.server';
import type { SearchPageData } from '../../features/search/search-page-data';
import { SearchScreen } from '../../features/search/search-screen';
import { ProductListErrorBoundary } from '../../features/shell/product-list-error';
import { useTrackView } from '../../lib/tracking/use-track-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/search-page';

/**
 * /tim-kiem?q=&<filters>&sort=&page=: product search, server-rendered from the address (so
 * results are shareable and the back button works). A bad value in the address is dropped
 * (the browser is sent to the cleaned address), never a 500; a failed search renders the
 * page's error state.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { app, info, user } = server;
  const { params, dropped } = parseSearchUrl(new URL(request.url).searchParams);
  if (dropped.length > 0) throw redirect(searchHref(params));

  const [result, trending, categoryName] = await Promise.all([
    loadSearchResult(server, params).catch((error: unknown) => {
      app.logger.error({ err: error, requestId: info.requestId }, 'search failed');
      return null;
    }),
    loadTrending(server).catch((): string[] => []),
    loadCategoryName(server, params.category).catch(() => null),
  ]);

  // Past the last page (an old link, fewer matches now): show the last page instead.
  if (result && result.items.length === 0 && result.total > 0 && params.page > 1) {
    throw redirect(searchHref({ ...params, page: pageCountOf(result.total, result.pageSize) }));
  }

  const data: SearchPageData = {
    params,
    result,
    trending,
    categoryName,
    signedIn: Boolean(user),
    language: info.language,
  };
  return {
    ...data,
    meta: {
      title: params.q
        ? translate(info.language, 'search.meta.titleQuery', { query: params.q })
        : translate(info.language, 'search.meta.title'),
      description: translate(info.language, 'search.meta.description'),
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // A failed or missing list keeps the site's error title (this route's boundary shows the page).
  if (!loaderData) return matches.find((m) => m?.id === 'root')?.meta ?? [];
  const tags = [
    { title: loaderData.meta.title },
    { name: 'description', content: loaderData.meta.description },
  ];
  // Result pages are endless variations of one listing: let search engines index the page, not every filter.
  if (loaderData.params.q || loaderData.params.page > 1)
    tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  useTrackView('Search', null, { q: loaderData.params.q ?? '' });
  return <SearchScreen data={loaderData} />;
}

/** The list could not be read: 'Error fetching the product list' with a retry (product.md §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductListErrorBoundary error={error} />;
}
