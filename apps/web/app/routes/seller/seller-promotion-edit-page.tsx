import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { SellerPromotionForm } from '../../features/promotions/seller-promotion-form';
import { loadPromotionPage } from '../../features/promotions/seller-promotions-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-promotion-edit-page';

/** /ban-hang/chuong-trinh-cua-toi/cap-nhat/{id} — edit an upcoming program; others show their detail. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const promotion = await loadPromotionPage(seller, params.id);
  if (promotion.phase !== 'upcoming') {
    throw redirect(`/ban-hang/chuong-trinh-cua-toi/chi-tiet/${promotion.id}?type=${promotion.kind}`);
  }
  return {
    title: translate(seller.info.language, 'sellerPromotions.meta.edit'),
    shopName: seller.shop.name,
    now: seller.app.now().toISOString(),
    promotion,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerPromotionEditPage({ loaderData }: Route.ComponentProps) {
  const p = loaderData.promotion;
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SellerPromotionForm key={p.id} initial={p} kind={p.kind} now={loaderData.now} />
    </SellerCentreLayout>
  );
}
