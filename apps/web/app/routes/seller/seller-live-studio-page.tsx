import { translate } from '@cho-dep/i18n/translate';
import { LiveStudio } from '../../features/live-studio/live-studio';
import { loadSellerLive } from '../../features/live-studio/live-studio-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-live-studio-page';

/** /ban-hang/live/{id} — the studio of one of the shop's lives. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const live = await loadSellerLive(seller, params.id);
  return {
    title: `${translate(seller.info.language, 'sellerLive.meta.studio')} · ${live.title}`,
    shopName: seller.shop.name,
    sellerUserId: seller.user?.userId ?? '',
    live,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerLiveStudioPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <LiveStudio key={loaderData.live.id} live={loaderData.live} sellerUserId={loaderData.sellerUserId} />
    </SellerCentreLayout>
  );
}
