import { sellerForbidden } from '../http/seller-resource-routes';
import { requireSellerShop } from '../shops/current-shop';
import { voucherDeskRoutes } from './managed-voucher-routes';
import { sellerVoucherDesk } from './seller-voucher-desk';

/** Shop vouchers of the seller centre; buyers find them with the voucher routes. */
export function sellerVoucherRoutes() {
  return voucherDeskRoutes({
    base: '/api/v1/seller/vouchers',
    tag: 'Seller vouchers',
    forbidden: sellerForbidden.description,
    notFound: "No such voucher in the caller's shop (another shop's and platform vouchers included)",
    rules: "kind must be 'shop'; products must be the shop's own; no buyer or shop lists.",
    resolveDesk: async (c) => sellerVoucherDesk((await requireSellerShop(c)).shopId),
  });
}
