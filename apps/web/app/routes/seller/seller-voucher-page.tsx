import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { VoucherDetail } from '../../features/vouchers/desk/voucher-detail';
import { SELLER_VOUCHER_DESK } from '../../features/vouchers/seller/seller-voucher-desk';
import { loadVoucherPage } from '../../features/vouchers/seller/seller-vouchers-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-voucher-page';

/** /ban-hang/ma-giam-gia/chi-tiet/{id} — one voucher with its live usage and save counts. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const voucher = await loadVoucherPage(seller, params.id);
  return {
    title: translate(seller.info.language, 'sellerVouchers.meta.detail', { code: voucher.code }),
    shopName: seller.shop.name,
    voucher,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerVoucherPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <VoucherDetail desk={SELLER_VOUCHER_DESK} voucher={loaderData.voucher} />
    </SellerCentreLayout>
  );
}
