import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { ProductListErrorBoundary } from '../../features/shell/product-list-error';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { CollectionScreen } from '../../features/storefront/collection-screen';
import { pageOf } from '../../features/storefront/page-param';
import { loadCollectionData } from '../../features/storefront/storefront-data.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/collection-page';

/** /bo-suu-tap/{id}?page=: a shop's collection (hidden ones are not found). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const page = await loadCollectionData(
    server,
    params.id,
    pageOf(new URL(request.url).searchParams.get('page')),
  );
  if (!page) throw data(null, { status: 404 });
  const { collection } = page;
  const words = { title: collection.title, shop: collection.shop.name };
  return data(
    {
      page,
      meta: {
        title: translate(server.info.language, 'storefront.meta.collectionTitle', words),
        description: translate(server.info.language, 'storefront.meta.collectionDescription', words),
      },
    },
    { headers: storefrontCacheHeaders(Boolean(server.user)) },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // A failed or missing list keeps the site's error title (this route's boundary shows the page).
  if (!loaderData) return matches.find((m) => m?.id === 'root')?.meta ?? [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  return <CollectionScreen collection={loaderData.page.collection} />;
}

/** The list could not be read: 'Error fetching the product list' with a retry (product.md §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductListErrorBoundary error={error} />;
}
