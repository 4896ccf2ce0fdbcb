import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { VoucherForm } from '../../features/vouchers/desk/voucher-form';
import { SELLER_VOUCHER_DESK } from '../../features/vouchers/seller/seller-voucher-desk';
import { loadVoucherPage } from '../../features/vouchers/seller/seller-vouchers-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-voucher-edit-page';

/** /ban-hang/ma-giam-gia/cap-nhat/{id} — edit a voucher; an ended one shows its detail instead. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const voucher = await loadVoucherPage(seller, params.id);
  if (voucher.phase === 'ended') throw redirect(`/ban-hang/ma-giam-gia/chi-tiet/${voucher.id}`);
  return {
    title: translate(seller.info.language, 'sellerVouchers.meta.edit'),
    shopName: seller.shop.name,
    now: seller.app.now().toISOString(),
    voucher,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerVoucherEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <VoucherForm
        desk={SELLER_VOUCHER_DESK}
        key={loaderData.voucher.id}
        initial={loaderData.voucher}
        now={loaderData.now}
      />
    </SellerCentreLayout>
  );
}
