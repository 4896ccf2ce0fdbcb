import { translate } from '@cho-dep/i18n/translate';
import { RevenueDetailScreen } from '../../features/revenue/revenue-detail';
import { loadRevenueOrder } from '../../features/revenue/seller-revenue-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-revenue-order-page';

/** /ban-hang/doanh-thu/{orderId} — one order's revenue detail ("Chi tiết doanh thu"). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const detail = await loadRevenueOrder(seller, params.orderId);
  return {
    title: translate(seller.info.language, 'sellerRevenue.meta.detail', { code: detail.code }),
    shopName: seller.shop.name,
    language: seller.info.language,
    detail,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerRevenueOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <RevenueDetailScreen detail={loaderData.detail} language={loaderData.language} />
    </SellerCentreLayout>
  );
}
