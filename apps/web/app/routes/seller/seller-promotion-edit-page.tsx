import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { groupProgramHref } from '../../features/group-buying/seller-group-buy-api';
import { loadGroupProgramForEdit } from '../../features/group-buying/seller-group-buy-data.server';
import { SellerGroupProgramForm } from '../../features/group-buying/seller-group-program-form';
import { SellerPromotionForm } from '../../features/promotions/seller-promotion-form';
import { loadPromotionPage } from '../../features/promotions/seller-promotions-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-promotion-edit-page';

/** /ban-hang/chuong-trinh-cua-toi/cap-nhat/{id}[?type=group] — edit an upcoming program; others show their detail. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  if (new URL(request.url).searchParams.get('type') === 'group') {
    const group = await loadGroupProgramForEdit(seller, params.id);
    if (group.program.phase !== 'upcoming') throw redirect(groupProgramHref(group.program.id));
    return {
      title: translate(seller.info.language, 'groupBuying.seller.edit'),
      shopName: seller.shop.name,
      now: seller.app.now().toISOString(),
      group,
      promotion: null,
    };
  }
  const promotion = await loadPromotionPage(seller, params.id);
  if (promotion.phase !== 'upcoming') {
    throw redirect(`/ban-hang/chuong-trinh-cua-toi/chi-tiet/${promotion.id}?type=${promotion.kind}`);
  }
  return {
    title: translate(seller.info.language, 'sellerPromotions.meta.edit'),
    shopName: seller.shop.name,
    now: seller.app.now().toISOString(),
    group: null,
    promotion,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerPromotionEditPage({ loaderData }: Route.ComponentProps) {
  const { promotion: p, group } = loaderData;
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      {group ? (
        <SellerGroupProgramForm
          key={group.program.id}
          initial={group}
          kind={group.program.kind}
          now={loaderData.now}
        />
      ) : (
        p && <SellerPromotionForm key={p.id} initial={p} kind={p.kind} now={loaderData.now} />
      )}
    </SellerCentreLayout>
  );
}
