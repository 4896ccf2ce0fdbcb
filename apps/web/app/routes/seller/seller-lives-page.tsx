import { translate } from '@cho-dep/i18n/translate';
import { LiveList } from '../../features/live-studio/live-list';
import { liveTabOf, loadLiveList } from '../../features/live-studio/live-studio-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-lives-page';

/** /ban-hang/live?tab= — the shop's lives by state. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const tab = liveTabOf(new URL(request.url));
  return {
    title: translate(seller.info.language, 'sellerLive.meta.list'),
    shopName: seller.shop.name,
    tab,
    ...(await loadLiveList(seller, tab)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerLivesPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <LiveList tab={loaderData.tab} counts={loaderData.counts} items={loaderData.items} />
    </SellerCentreLayout>
  );
}
