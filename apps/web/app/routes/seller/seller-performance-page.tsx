import { translate } from '@cho-dep/i18n/translate';
import { PerformanceScreen } from '../../features/analytics/performance-screen';
import { loadPerformance } from '../../features/analytics/seller-analytics-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-performance-page';

/** /ban-hang/phan-tich/hieu-qua?preset=|from=&to= — cancellation, late hand-over, returns, rating. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sellerAnalytics.meta.performance'),
    shopName: seller.shop.name,
    ...(await loadPerformance(seller, new URL(request.url))),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerPerformancePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <PerformanceScreen
        performance={loaderData.performance}
        query={loaderData.query}
        typed={loaderData.typed}
        errors={loaderData.errors}
      />
    </SellerCentreLayout>
  );
}
