import { translate } from '@cho-dep/i18n/translate';
import { BannerForm } from '../../features/banners/banner-form';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-banner-create-page';

/** /ban-hang/quan-ly-banner/tao — a new banner. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return { title: translate(seller.info.language, 'sellerBanners.meta.create'), shopName: seller.shop.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerBannerCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <BannerForm initial={null} />
    </SellerCentreLayout>
  );
}
