import { translate } from '@cho-dep/i18n/translate';
import { templateDraft } from '../../features/products/size-charts/size-chart-draft';
import { SizeChartEditor } from '../../features/products/size-charts/size-chart-editor';
import { chartTypeOf } from '../../features/products/size-charts/size-charts-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/size-chart-create-page';

/** /ban-hang/quan-ly-size-chart/tao?type= — a new chart, filled from the system template of the type. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const type = chartTypeOf(new URL(request.url));
  return {
    title: translate(seller.info.language, 'sizeCharts.meta.create'),
    shopName: seller.shop.name,
    type,
    defaultName: translate(seller.info.language, `sizeCharts.types.${type}`),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SizeChartCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SizeChartEditor
        key={loaderData.type}
        id={null}
        initial={templateDraft(loaderData.type, loaderData.defaultName)}
      />
    </SellerCentreLayout>
  );
}
