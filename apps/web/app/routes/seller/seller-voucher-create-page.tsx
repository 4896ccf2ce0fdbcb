import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { VoucherForm } from '../../features/vouchers/desk/voucher-form';
import { SELLER_VOUCHER_DESK } from '../../features/vouchers/seller/seller-voucher-desk';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-voucher-create-page';

/** /ban-hang/ma-giam-gia/tao — a new shop voucher. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sellerVouchers.meta.create'),
    shopName: seller.shop.name,
    // The server's clock sets the default start, so server and browser render the same boxes.
    now: seller.app.now().toISOString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerVoucherCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <VoucherForm desk={SELLER_VOUCHER_DESK} initial={null} now={loaderData.now} />
    </SellerCentreLayout>
  );
}
