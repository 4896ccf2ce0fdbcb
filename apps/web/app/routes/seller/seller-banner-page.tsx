import { translate } from '@cho-dep/i18n/translate';
import { BannerDetailScreen } from '../../features/banners/banner-detail';
import { loadBannerPage } from '../../features/banners/banners-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-banner-page';

/** /ban-hang/quan-ly-banner/chi-tiet/{id} — one banner of the shop. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const banner = await loadBannerPage(seller, params.id);
  return {
    title: translate(seller.info.language, 'sellerBanners.meta.detail', { title: banner.title }),
    shopName: seller.shop.name,
    banner,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerBannerPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <BannerDetailScreen banner={loaderData.banner} />
    </SellerCentreLayout>
  );
}
