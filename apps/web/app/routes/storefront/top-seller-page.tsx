import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { loadTopSellerData } from '../../features/storefront/storefront-data.server';
import { TopSellerScreen } from '../../features/storefront/top-seller-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/top-seller-page';

/** /top-seller: shops ranked by units sold, then rating. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { sellers } = await loadTopSellerData(server);
  return data(
    {
      sellers,
      meta: {
        title: translate(server.info.language, 'storefront.meta.topSellerTitle'),
        description: translate(server.info.language, 'storefront.meta.topSellerDescription'),
      },
    },
    { headers: storefrontCacheHeaders(Boolean(server.user)) },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function TopSellerPage({ loaderData }: Route.ComponentProps) {
  return <TopSellerScreen sellers={loaderData.sellers} />;
}
