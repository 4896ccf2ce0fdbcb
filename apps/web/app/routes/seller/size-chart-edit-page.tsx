import { translate } from '@cho-dep/i18n/translate';
import { draftOf } from '../../features/products/size-charts/size-chart-draft';
import { SizeChartEditor } from '../../features/products/size-charts/size-chart-editor';
import { loadSizeChartPage } from '../../features/products/size-charts/size-charts-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/size-chart-edit-page';

/** /ban-hang/quan-ly-size-chart/cap-nhat/{id} — edit a chart of the shop. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sizeCharts.meta.edit'),
    shopName: seller.shop.name,
    chart: await loadSizeChartPage(seller, params.id),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SizeChartEditPage({ loaderData }: Route.ComponentProps) {
  const { chart } = loaderData;
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SizeChartEditor key={chart.id} id={chart.id} initial={draftOf(chart)} />
    </SellerCentreLayout>
  );
}
