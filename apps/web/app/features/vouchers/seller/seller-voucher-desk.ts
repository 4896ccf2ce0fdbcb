import type { VoucherDesk } from '../desk/voucher-desk';

/** The seller centre's voucher desk: the shop's own shop vouchers. */
export const SELLER_VOUCHER_DESK: VoucherDesk = {
  href: '/ban-hang/ma-giam-gia',
  api: '/api/v1/seller/vouchers',
  kinds: ['shop'],
  platform: false,
  titleKey: 'sellerVouchers.meta.list',
  introKey: 'sellerVouchers.list.intro',
};
