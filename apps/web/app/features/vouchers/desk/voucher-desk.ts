import type { ManagedVoucherDetail } from '@cho-dep/api/vouchers/managed-voucher-schemas';
import type { VoucherInput } from '@cho-dep/core/vouchers/voucher-input-schema';
import type { VoucherKind } from '@cho-dep/core/vouchers/voucher-rules';
import { api } from '../../../lib/api-client';

/**
 * Where a voucher desk lives: the seller centre's shop vouchers or the admin's platform
 * vouchers. One list, detail and form serve both (the API is one implementation too).
 */
export interface VoucherDesk {
  /** The pages: list at href, then /tao, /cap-nhat/{id}, /chi-tiet/{id}. */
  href: string;
  /** The API calls' base. */
  api: string;
  /** The kinds this desk writes; the first is a new voucher's. */
  kinds: readonly VoucherKind[];
  /**
   * Platform vouchers choose their kind and payment and shipping methods; shop vouchers pick
   * the shop's own products instead.
   */
  platform: boolean;
  /** i18n keys of the list title and intro. */
  titleKey: 'sellerVouchers.meta.list' | 'sellerVouchers.platform.title';
  introKey: 'sellerVouchers.list.intro' | 'sellerVouchers.platform.intro';
}

export function saveVoucher(desk: VoucherDesk, id: string | null, body: VoucherInput) {
  return api<{ data: ManagedVoucherDetail }>(id ? `${desk.api}/${id}` : desk.api, {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

export function endVoucher(desk: VoucherDesk, id: string) {
  return api<{ data: ManagedVoucherDetail }>(`${desk.api}/${id}/end`, { method: 'POST' });
}

export function deleteVoucher(desk: VoucherDesk, id: string) {
  return api<unknown>(`${desk.api}/${id}`, { method: 'DELETE' });
}
