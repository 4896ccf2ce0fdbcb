import type { SellerVoucherDetail } from '@cho-dep/api/seller-vouchers/seller-voucher-schemas';
import type { VoucherInput } from '@cho-dep/core/vouchers/voucher-input-schema';
import { api } from '../../lib/api-client';

const BASE = '/api/v1/seller/vouchers';
export const VOUCHERS_HREF = '/ban-hang/ma-giam-gia';

export function saveVoucher(id: string | null, body: VoucherInput) {
  return api<{ data: SellerVoucherDetail }>(id ? `${BASE}/${id}` : BASE, {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

export function endVoucher(id: string) {
  return api<{ data: SellerVoucherDetail }>(`${BASE}/${id}/end`, { method: 'POST' });
}

export function deleteVoucher(id: string) {
  return api<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
}
