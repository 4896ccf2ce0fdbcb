import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { SettingsIndex } from '../../features/shops/settings/settings-index';
import { loadSettings } from '../../features/shops/settings/shop-settings-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-settings-page';

/** /ban-hang/cai-dat — the settings index, pause mode and country. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'shopSettings.meta.index'),
    shopName: seller.shop.name,
    settings: await loadSettings(seller),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SettingsIndex initial={loaderData.settings} />
    </SellerCentreLayout>
  );
}
