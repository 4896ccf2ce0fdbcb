import { translate } from '@cho-dep/i18n/translate';
import { SellerOrderDetailScreen } from '../../features/orders/seller/seller-order-detail';
import { loadSellerOrderPage } from '../../features/orders/seller/seller-orders-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-order-page';

/** /ban-hang/quan-ly-don-hang/{orderId} — one order of the shop and the seller's actions. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const order = await loadSellerOrderPage(seller, params.orderId);
  return {
    title: translate(seller.info.language, 'sellerOrders.meta.detail', { code: order.code }),
    shopName: seller.shop.name,
    order,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SellerOrderDetailScreen key={loaderData.order.id} initial={loaderData.order} />
    </SellerCentreLayout>
  );
}
