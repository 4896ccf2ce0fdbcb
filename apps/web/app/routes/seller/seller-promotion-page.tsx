import { translate } from '@cho-dep/i18n/translate';
import { loadGroupProgramPage } from '../../features/group-buying/seller-group-buy-data.server';
import { SellerGroupProgramDetail } from '../../features/group-buying/seller-group-program-detail';
import { SellerPromotionDetailScreen } from '../../features/promotions/seller-promotion-detail';
import { loadPromotionPage } from '../../features/promotions/seller-promotions-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-promotion-page';

/** /ban-hang/chuong-trinh-cua-toi/chi-tiet/{id}[?type=group] — one program with its items and sales (or its teams). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  if (new URL(request.url).searchParams.get('type') === 'group') {
    return {
      title: translate(seller.info.language, 'groupBuying.seller.detail'),
      shopName: seller.shop.name,
      group: await loadGroupProgramPage(seller, params.id),
      promotion: null,
    };
  }
  return {
    title: translate(seller.info.language, 'sellerPromotions.meta.detail'),
    shopName: seller.shop.name,
    group: null,
    promotion: await loadPromotionPage(seller, params.id),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerPromotionPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      {loaderData.group ? (
        <SellerGroupProgramDetail program={loaderData.group.program} teams={loaderData.group.teams} />
      ) : (
        loaderData.promotion && <SellerPromotionDetailScreen promotion={loaderData.promotion} />
      )}
    </SellerCentreLayout>
  );
}
