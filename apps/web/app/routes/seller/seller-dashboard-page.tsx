import { translate } from '@cho-dep/i18n/translate';
import { DashboardScreen } from '../../features/analytics/dashboard-screen';
import { loadDashboard } from '../../features/analytics/seller-analytics-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-dashboard-page';

/** /ban-hang/tong-quan — to-do counts, today's figures against yesterday, the last 30 days. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sellerAnalytics.meta.dashboard'),
    shopName: seller.shop.name,
    dashboard: await loadDashboard(seller),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerDashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <DashboardScreen dashboard={loaderData.dashboard} />
    </SellerCentreLayout>
  );
}
