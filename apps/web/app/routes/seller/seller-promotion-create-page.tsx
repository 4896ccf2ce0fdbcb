import { translate } from '@cho-dep/i18n/translate';
import { SellerGroupProgramForm } from '../../features/group-buying/seller-group-program-form';
import { SellerPromotionForm } from '../../features/promotions/seller-promotion-form';
import { kindOf } from '../../features/promotions/seller-promotions-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-promotion-create-page';

/** /ban-hang/chuong-trinh-cua-toi/tao?type=product|variant|group — a new promotion or group-buy program. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const group = new URL(request.url).searchParams.get('type') === 'group';
  return {
    group,
    title: translate(
      seller.info.language,
      group ? 'groupBuying.seller.create' : 'sellerPromotions.meta.create',
    ),
    shopName: seller.shop.name,
    kind: kindOf(new URL(request.url)),
    now: seller.app.now().toISOString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerPromotionCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      {loaderData.group ? (
        <SellerGroupProgramForm initial={null} kind="product" now={loaderData.now} />
      ) : (
        <SellerPromotionForm
          key={loaderData.kind}
          initial={null}
          kind={loaderData.kind}
          now={loaderData.now}
        />
      )}
    </SellerCentreLayout>
  );
}
