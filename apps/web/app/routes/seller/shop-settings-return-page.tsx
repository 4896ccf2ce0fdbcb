import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { ReturnPolicyForm } from '../../features/shops/settings/return-policy-form';
import { loadSettings } from '../../features/shops/settings/shop-settings-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-settings-return-page';

/** /ban-hang/cai-dat/chinh-sach-hoan-tra-hang — the default return policy. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'shopSettings.meta.returnPolicy'),
    shopName: seller.shop.name,
    settings: await loadSettings(seller),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopSettingsReturnPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ReturnPolicyForm initial={loaderData.settings} />
    </SellerCentreLayout>
  );
}
