import { translate } from '@cho-dep/i18n/translate';
import { SellerOrderList } from '../../features/orders/seller/seller-order-list';
import { loadSellerOrderList } from '../../features/orders/seller/seller-orders-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-orders-page';

/** /ban-hang/quan-ly-don-hang?tab=&q=&from=&to=&page= — the shop's orders. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const { query, list } = await loadSellerOrderList(seller, new URL(request.url));
  return {
    title: translate(seller.info.language, 'sellerOrders.meta.list'),
    shopName: seller.shop.name,
    query,
    list,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SellerOrderList list={loaderData.list} query={loaderData.query} />
    </SellerCentreLayout>
  );
}
