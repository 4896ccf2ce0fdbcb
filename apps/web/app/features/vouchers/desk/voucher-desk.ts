import type { VoucherInput } from '@cho-dep/core/vouchers/voucher-input-schema';
import type { VoucherKind } from '@cho-dep/core/vouchers/voucher-rules';
import { call, client } from '../../../lib/api-fetch';
import { asJson } from '../../../lib/json-body';

/**
 * Where a voucher desk lives: the seller centre's shop vouchers or the admin's platform
 * vouchers. One list, detail and form serve both (the API is one implementation too).
 */
export interface VoucherDesk {
  /** The pages: list at href, then /tao, /cap-nhat/{id}, /chi-tiet/{id}. */
  href: string;
  /** The API calls' base. */
  api: '/api/v1/seller/vouchers' | '/api/v1/admin/vouchers';
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

const byId = (id: string) => ({ params: { path: { id } } });

/** The seller's and the admin's voucher routes take and answer the same voucher. */
export function saveVoucher(desk: VoucherDesk, id: string | null, input: VoucherInput) {
  const body = asJson(input);
  if (desk.api === '/api/v1/admin/vouchers') {
    return call(
      id
        ? client.PUT('/api/v1/admin/vouchers/{id}', { ...byId(id), body })
        : client.POST('/api/v1/admin/vouchers', { body }),
    );
  }
  return call(
    id
      ? client.PUT('/api/v1/seller/vouchers/{id}', { ...byId(id), body })
      : client.POST('/api/v1/seller/vouchers', { body }),
  );
}

export function endVoucher(desk: VoucherDesk, id: string) {
  return call(
    desk.api === '/api/v1/admin/vouchers'
      ? client.POST('/api/v1/admin/vouchers/{id}/end', byId(id))
      : client.POST('/api/v1/seller/vouchers/{id}/end', byId(id)),
  );
}

export function deleteVoucher(desk: VoucherDesk, id: string) {
  return call(
    desk.api === '/api/v1/admin/vouchers'
      ? client.DELETE('/api/v1/admin/vouchers/{id}', byId(id))
      : client.DELETE('/api/v1/seller/vouchers/{id}', byId(id)),
  );
}
