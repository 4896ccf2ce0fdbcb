import { translate } from '@cho-dep/i18n/translate';
import { LiveReportSection } from '../../features/analytics/live-report-section';
import { ReportsScreen } from '../../features/analytics/reports-screen';
import { loadReports } from '../../features/analytics/seller-analytics-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-analytics-page';

/** /ban-hang/phan-tich?preset=|from=&to=&granularity= — sales reports against the previous period. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sellerAnalytics.meta.reports'),
    shopName: seller.shop.name,
    ...(await loadReports(seller, new URL(request.url))),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ReportsScreen
        overview={loaderData.overview}
        query={loaderData.query}
        typed={loaderData.typed}
        errors={loaderData.errors}
      >
        <LiveReportSection report={loaderData.liveReport} />
      </ReportsScreen>
    </SellerCentreLayout>
  );
}
