import { requireRole } from '../accounts/current-user';
import { voucherDeskRoutes } from './managed-voucher-routes';
import { platformVoucherDesk } from './platform-voucher-desk';

/**
 * The platform's vouchers managed by the admin: the seller centre's
 * voucher calls with the platform as owner; every write goes into the admin audit log.
 */
export function platformVoucherRoutes() {
  return voucherDeskRoutes({
    base: '/api/v1/admin/vouchers',
    tag: 'Admin',
    forbidden: 'Admins only',
    notFound: 'No such platform voucher (shop vouchers included: sellers manage them)',
    rules:
      "kind is 'platform', 'cashback' or 'free_shipping' (not 'shop'); products, shops and users named in scope and conditions must exist. Every write is in the admin audit log (voucher.create, voucher.update, voucher.end, voucher.delete).",
    resolveDesk: async (c) => platformVoucherDesk(requireRole(c, 'admin').userId),
  });
}
