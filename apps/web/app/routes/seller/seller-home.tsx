import { approvedShopOf } from '@cho-dep/api/shops/current-shop';
import { ownShopStatus } from '@cho-dep/api/shops/registration/own-shop-status';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { DashboardScreen } from '../../features/analytics/dashboard-screen';
import { loadDashboard } from '../../features/analytics/seller-analytics-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { StartSelling } from '../../features/seller-centre/start-selling';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/seller-home';

/**
 * /ban-hang: the seller's home. An approved shop's owner lands on the dashboard (what waits,
 * today, the last 30 days) inside the seller menu; an applicant goes to where the application
 * stands; anyone else (a guest or a buyer) learns how to become a seller.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { info, user, app } = server;
  const title = translate(info.language, 'sellerOrders.centre.title');
  if (!user) return { title, home: null, signedIn: false };
  const shop = await approvedShopOf(app.database.db, user.userId);
  if (!shop) {
    if (await ownShopStatus(app.database.db, user.userId)) throw redirect('/become-seller');
    return { title, home: null, signedIn: true };
  }
  const dashboard = await loadDashboard({ ...server, shop });
  return { title, home: { shopName: shop.name, dashboard }, signedIn: true };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerHomePage({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  if (!home) return <StartSelling signedIn={loaderData.signedIn} />;
  return (
    <SellerCentreLayout shopName={home.shopName}>
      <DashboardScreen dashboard={home.dashboard} />
    </SellerCentreLayout>
  );
}
