import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { ShippingSettingsForm } from '../../features/shops/settings/shipping-settings-form';
import { loadShippingPage } from '../../features/shops/settings/shop-settings-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-settings-shipping-page';

/** /ban-hang/cai-dat/van-chuyen — carriers, pickup address, preparation time. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'shopSettings.meta.shipping'),
    shopName: seller.shop.name,
    ...(await loadShippingPage(seller)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopSettingsShippingPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ShippingSettingsForm initial={loaderData.settings} addresses={loaderData.addresses} />
    </SellerCentreLayout>
  );
}
