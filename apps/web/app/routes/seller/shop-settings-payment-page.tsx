import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { PaymentSettingsForm } from '../../features/shops/settings/payment-settings-form';
import { loadSettings } from '../../features/shops/settings/shop-settings-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-settings-payment-page';

/** /ban-hang/cai-dat/thanh-toan — accepted payment methods. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'shopSettings.meta.payment'),
    shopName: seller.shop.name,
    settings: await loadSettings(seller),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopSettingsPaymentPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <PaymentSettingsForm initial={loaderData.settings} />
    </SellerCentreLayout>
  );
}
