import { translate } from '@cho-dep/i18n/translate';
import { BannerList } from '../../features/banners/banner-list';
import { loadBannerList, phaseOf } from '../../features/banners/banners-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-banners-page';

/** /ban-hang/quan-ly-banner?tab=&page= — the shop's banners by phase. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const url = new URL(request.url);
  return {
    title: translate(seller.info.language, 'sellerBanners.meta.list'),
    shopName: seller.shop.name,
    phase: phaseOf(url),
    list: await loadBannerList(seller, url),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerBannersPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <BannerList list={loaderData.list} phase={loaderData.phase} />
    </SellerCentreLayout>
  );
}
