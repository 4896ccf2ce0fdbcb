import { translate } from '@cho-dep/i18n/translate';
import { RevenueList } from '../../features/revenue/revenue-list';
import { loadRevenueList } from '../../features/revenue/seller-revenue-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-revenue-page';

/** /ban-hang/doanh-thu?tab=&ky=&page= — revenue to be paid and paid, per order. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const { query, list, periods } = await loadRevenueList(seller, new URL(request.url));
  return {
    title: translate(seller.info.language, 'sellerRevenue.meta.list'),
    shopName: seller.shop.name,
    query,
    list,
    periods,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerRevenuePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <RevenueList list={loaderData.list} query={loaderData.query} periods={loaderData.periods} />
    </SellerCentreLayout>
  );
}
