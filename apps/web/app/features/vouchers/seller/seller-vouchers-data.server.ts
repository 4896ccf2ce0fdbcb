import type { SellerContext } from '../../../lib/require-seller.server';
import { loadDeskVoucher, loadDeskVoucherList } from '../../../lib/voucher-desk-data.server';

export { phaseOf } from '../../../lib/voucher-desk-data.server';

/** The list page's data, straight from the service the API uses. */
export function loadVoucherList(seller: SellerContext, url: URL) {
  return loadDeskVoucherList(seller.app, { type: 'shop', shopId: seller.shop.id }, url);
}

/** One voucher of the seller's shop; another shop's (or none) is a 404 page. */
export function loadVoucherPage(seller: SellerContext, id: string) {
  return loadDeskVoucher(seller.app, { type: 'shop', shopId: seller.shop.id }, id);
}
