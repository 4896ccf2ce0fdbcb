import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { BannerForm } from '../../features/banners/banner-form';
import { loadBannerPage } from '../../features/banners/banners-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-banner-edit-page';

/** /ban-hang/quan-ly-banner/cap-nhat/{id} — edit an upcoming or running banner. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const banner = await loadBannerPage(seller, params.id);
  // An ended banner is kept as it ran (the API refuses the change): show its detail instead.
  if (banner.phase === 'ended') throw redirect(`/ban-hang/quan-ly-banner/chi-tiet/${banner.id}`);
  return {
    title: translate(seller.info.language, 'sellerBanners.meta.edit'),
    shopName: seller.shop.name,
    banner,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerBannerEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <BannerForm key={loaderData.banner.id} initial={loaderData.banner} />
    </SellerCentreLayout>
  );
}
