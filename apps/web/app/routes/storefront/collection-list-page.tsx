import { translate } from '@cho-dep/i18n/translate';
import { data, redirect } from 'react-router';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { CollectionListScreen, collectionListHref } from '../../features/storefront/collection-list-screen';
import { pageOf } from '../../features/storefront/page-param';
import { loadCollectionListData } from '../../features/storefront/storefront-data.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/collection-list-page';

/**
 * /danh-sach/bo-suu-tap/{id}?shop_id=: the shop's collections with {id} open. The collection
 * decides the shop: a missing or different shop_id is corrected by a redirect, so one list
 * has one address.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const query = new URL(request.url).searchParams;
  const page = pageOf(query.get('page'));
  const list = await loadCollectionListData(server, params.id, page);
  if (!list) throw data(null, { status: 404 });
  const shopId = list.collection.shop.id;
  if (query.get('shop_id') !== shopId) throw redirect(collectionListHref(params.id, shopId, page));
  return data(
    {
      list,
      meta: {
        title: translate(server.info.language, 'storefront.meta.collectionListTitle', {
          shop: list.collection.shop.name,
        }),
        description: translate(server.info.language, 'storefront.meta.collectionDescription', {
          title: list.collection.title,
          shop: list.collection.shop.name,
        }),
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

export default function CollectionListPage({ loaderData }: Route.ComponentProps) {
  return (
    <CollectionListScreen collection={loaderData.list.collection} collections={loaderData.list.collections} />
  );
}
