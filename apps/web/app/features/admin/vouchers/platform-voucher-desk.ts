import type { VoucherDesk } from '../../../ui/voucher-desk/voucher-desk';

export const PLATFORM_VOUCHERS_PATH = '/quan-tri/ma-giam-gia';

/** The admin's voucher desk: the platform's vouchers (issue 7, scope 4). */
export const PLATFORM_VOUCHER_DESK: VoucherDesk = {
  href: PLATFORM_VOUCHERS_PATH,
  api: '/api/v1/admin/vouchers',
  kinds: ['platform', 'cashback', 'free_shipping'],
  platform: true,
  titleKey: 'sellerVouchers.platform.title',
  introKey: 'sellerVouchers.platform.intro',
};
