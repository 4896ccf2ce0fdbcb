import { listSellerCampaigns } from '@cho-dep/api/campaigns/campaign-queries';
import { listPromotionPicker } from '@cho-dep/api/promotions/seller-promotion-queries';
import { translate } from '@cho-dep/i18n/translate';
import { SellerCampaignsScreen } from '../../features/campaigns/seller/seller-campaigns-screen';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-campaigns-page';

/** /ban-hang/chien-dich — the platform's campaigns, the shop's nominations, and nominating. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const { app } = seller;
  const urlOf = (key: string) => app.storage.urlOf(key);
  const [campaigns, products] = await Promise.all([
    listSellerCampaigns(app.database.db, seller.shop.id, app.now(), urlOf),
    listPromotionPicker(app.database.db, seller.shop.id, undefined, urlOf),
  ]);
  return {
    title: translate(seller.info.language, 'campaigns.meta.seller'),
    shopName: seller.shop.name,
    campaigns,
    products,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerCampaignsPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SellerCampaignsScreen campaigns={loaderData.campaigns} products={loaderData.products} />
    </SellerCentreLayout>
  );
}
