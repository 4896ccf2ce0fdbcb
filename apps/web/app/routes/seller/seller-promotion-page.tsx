import { translate } from '@cho-dep/i18n/translate';
import { SellerPromotionDetailScreen } from '../../features/promotions/seller-promotion-detail';
import { loadPromotionPage } from '../../features/promotions/seller-promotions-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-promotion-page';

/** /ban-hang/chuong-trinh-cua-toi/chi-tiet/{id} — one program with its items and sales. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sellerPromotions.meta.detail'),
    shopName: seller.shop.name,
    promotion: await loadPromotionPage(seller, params.id),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerPromotionPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SellerPromotionDetailScreen promotion={loaderData.promotion} />
    </SellerCentreLayout>
  );
}
