import { translate } from '@cho-dep/i18n/translate';
import { loadGroupProgramList } from '../../features/group-buying/seller-group-buy-data.server';
import { SellerGroupProgramList } from '../../features/group-buying/seller-group-program-list';
import { SellerPromotionList } from '../../features/promotions/seller-promotion-list';
import { kindOf, loadPromotionList, phaseOf } from '../../features/promotions/seller-promotions-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-promotions-page';

/** /ban-hang/chuong-trinh-cua-toi?type=&tab=&page= — the shop's promotion programs; ?type=group its group-buy programs. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const url = new URL(request.url);
  if (url.searchParams.get('type') === 'group') {
    return {
      type: 'group' as const,
      title: translate(seller.info.language, 'groupBuying.seller.list'),
      shopName: seller.shop.name,
      phase: phaseOf(url),
      groups: await loadGroupProgramList(seller, phaseOf(url)),
    };
  }
  return {
    type: 'promotion' as const,
    title: translate(seller.info.language, 'sellerPromotions.meta.list'),
    shopName: seller.shop.name,
    kind: kindOf(url),
    phase: phaseOf(url),
    list: await loadPromotionList(seller, url),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerPromotionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      {loaderData.type === 'group' ? (
        <SellerGroupProgramList list={loaderData.groups} phase={loaderData.phase} />
      ) : (
        <SellerPromotionList list={loaderData.list} kind={loaderData.kind} phase={loaderData.phase} />
      )}
    </SellerCentreLayout>
  );
}
