import { translate } from '@cho-dep/i18n/translate';
import { PackingSlip } from '../../features/orders/seller/packing-slip';
import { loadSellerOrderPage } from '../../features/orders/seller/seller-orders-data.server';
import { slipBarcodes } from '../../features/orders/seller/slip-barcodes.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/packing-slip-page';

/** /ban-hang/quan-ly-don-hang/{orderId}/in — the printable packing slip. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const order = await loadSellerOrderPage(seller, params.orderId);
  return {
    title: translate(seller.info.language, 'sellerOrders.meta.slip', { code: order.code }),
    order,
    barcodes: slipBarcodes(order),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function PackingSlipPage({ loaderData }: Route.ComponentProps) {
  return <PackingSlip order={loaderData.order} barcodes={loaderData.barcodes} />;
}
