import { translate } from '@cho-dep/i18n/translate';
import { SizeChartList } from '../../features/products/size-charts/size-chart-list';
import { loadSizeChartList } from '../../features/products/size-charts/size-charts-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/size-charts-page';

/** /ban-hang/quan-ly-size-chart — the shop's size charts and the templates to start from. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sizeCharts.meta.list'),
    shopName: seller.shop.name,
    charts: await loadSizeChartList(seller),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SizeChartsPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SizeChartList charts={loaderData.charts} />
    </SellerCentreLayout>
  );
}
