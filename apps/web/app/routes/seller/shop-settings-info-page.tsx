import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { ShopInfoForm } from '../../features/shops/settings/shop-info-form';
import { loadSettings } from '../../features/shops/settings/shop-settings-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-settings-info-page';

/** /ban-hang/cai-dat/thong-tin-cua-hang — name, logo, cover, description. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'shopSettings.meta.info'),
    shopName: seller.shop.name,
    settings: await loadSettings(seller),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopSettingsInfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ShopInfoForm initial={loaderData.settings} />
    </SellerCentreLayout>
  );
}
