import { PLATFORM_VOUCHERS_PATH } from '@cho-dep/core/navigation/role-workspaces';
import type { VoucherDesk } from '../desk/voucher-desk';

/** The admin's voucher desk: the platform's vouchers. */
export const PLATFORM_VOUCHER_DESK: VoucherDesk = {
  href: PLATFORM_VOUCHERS_PATH,
  api: '/api/v1/admin/vouchers',
  kinds: ['platform', 'cashback', 'free_shipping'],
  platform: true,
  titleKey: 'sellerVouchers.platform.title',
  introKey: 'sellerVouchers.platform.intro',
};
