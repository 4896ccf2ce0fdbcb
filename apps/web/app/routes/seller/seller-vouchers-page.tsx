import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { VoucherList } from '../../features/vouchers/desk/voucher-list';
import { SELLER_VOUCHER_DESK } from '../../features/vouchers/seller/seller-voucher-desk';
import { loadVoucherList, phaseOf } from '../../features/vouchers/seller/seller-vouchers-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-vouchers-page';

/** /ban-hang/ma-giam-gia?tab=&page= — the shop's vouchers by phase. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const url = new URL(request.url);
  return {
    title: translate(seller.info.language, 'sellerVouchers.meta.list'),
    shopName: seller.shop.name,
    phase: phaseOf(url),
    list: await loadVoucherList(seller, url),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerVouchersPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <VoucherList desk={SELLER_VOUCHER_DESK} list={loaderData.list} phase={loaderData.phase} />
    </SellerCentreLayout>
  );
}
