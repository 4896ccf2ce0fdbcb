import { pageCountOf } from '@cho-dep/core/search/search-href';
import { parseSearchUrl } from '@cho-dep/core/search/search-url';
import { translate } from '@cho-dep/i18n/translate';
import { data, redirect } from 'react-router';
import { ProductListErrorBoundary } from '../../features/shell/product-list-error';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { categoryHref } from '../../features/storefront/category-links';
import { CategoryScreen } from '../../features/storefront/category-screen';
import { loadCategoryData } from '../../features/storefront/storefront-data.server';
import { useTrackView } from '../../lib/tracking/use-track-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/category-page';

/**
 * /nganh-hang/{id}?sort=&page=: a category's products. The address is read like a search
 * (bad values are dropped by sending the browser to the cleaned address, never a 500).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { language } = server.info;
  const url = new URL(request.url);
  const { params: search, dropped } = parseSearchUrl(url.searchParams);
  const state = { sort: search.sort, page: search.page, pageSize: search.pageSize };
  if (dropped.some((field) => field === 'sort' || field === 'page' || field === 'pageSize')) {
    throw redirect(categoryHref(params.id, state));
  }
  const page = await loadCategoryData(server, params.id, search);
  if (!page) throw data(null, { status: 404 });
  // Past the last page (an old link): show the last page instead.
  const { result } = page;
  if (result.items.length === 0 && result.total > 0 && search.page > 1) {
    throw redirect(categoryHref(params.id, { ...state, page: pageCountOf(result.total, result.pageSize) }));
  }
  return data(
    {
      page,
      meta: {
        title: translate(language, 'storefront.meta.categoryTitle', { name: page.category.name }),
        description: translate(language, 'storefront.meta.categoryDescription', { name: page.category.name }),
        noindex: search.page > 1 || Boolean(search.sort),
      },
    },
    { headers: storefrontCacheHeaders(Boolean(server.user)) },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // A failed or missing list keeps the site's error title (this route's boundary shows the page).
  if (!loaderData) return matches.find((m) => m?.id === 'root')?.meta ?? [];
  const tags = [
    { title: loaderData.meta.title },
    { name: 'description', content: loaderData.meta.description },
  ];
  // Sorted and paged variants are the same listing: let search engines index the first page.
  if (loaderData.meta.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  useTrackView('ViewCategory', String(loaderData.page.category.id));
  return <CategoryScreen data={loaderData.page} />;
}

/** The list could not be read: 'Error fetching the product list' with a retry (product.md §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductListErrorBoundary error={error} />;
}
