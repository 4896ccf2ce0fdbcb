import { parseShopProductSort } from '@cho-dep/api/storefront/shop-product-sort';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { loadShopFeedbackBadge } from '../../features/community/shop-feedback/shop-feedback-data.server';
import { ShopFeedbackLink } from '../../features/community/shop-feedback/shop-feedback-link';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { pageOf } from '../../features/storefront/page-param';
import { parsePosition } from '../../features/storefront/seller-links';
import { SellerScreen } from '../../features/storefront/seller-screen';
import { loadSellerData } from '../../features/storefront/storefront-data.server';
import { useTrackView } from '../../lib/tracking/use-track-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/seller-page';

/** /nguoi-ban/{id}?position=&sort=&page=: a seller page (default position BrandOfMonth). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const query = new URL(request.url).searchParams;
  const page = await loadSellerData(server, params.id, {
    sort: parseShopProductSort(query.get('sort')),
    page: pageOf(query.get('page')),
  });
  if (!page) throw data(null, { status: 404 });
  const feedback = await loadShopFeedbackBadge(server, page.shop.id);
  return data(
    {
      page,
      feedback,
      position: parsePosition(query.get('position')),
      meta: {
        title: translate(server.info.language, 'storefront.meta.shopTitle', { name: page.shop.name }),
        description: page.shop.description ?? '',
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

export default function SellerPage({ loaderData }: Route.ComponentProps) {
  useTrackView('ViewShop', loaderData.page.shop.id);
  return (
    <SellerScreen
      data={loaderData.page}
      position={loaderData.position}
      feedbackLink={<ShopFeedbackLink shopId={loaderData.page.shop.id} summary={loaderData.feedback} />}
    />
  );
}
