import type { SellerVoucherRow } from '@cho-dep/api/seller-vouchers/seller-voucher-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import type { useT } from '../../lib/i18n';

type T = ReturnType<typeof useT>;

/** "Giảm 20.000 ₫ · Đơn tối thiểu 200.000 ₫" or "Giảm 10% tối đa 50.000 ₫ · ...". */
export function discountSummary(t: T, v: SellerVoucherRow): string {
  const off =
    v.discountType === 'percent'
      ? `${t('sellerVouchers.discount.percent', { value: v.value })}${
          v.maxDiscount === null
            ? ''
            : ` ${t('sellerVouchers.discount.cap', { value: formatVnd(v.maxDiscount) })}`
        }`
      : t('sellerVouchers.discount.fixed', { value: formatVnd(v.value) });
  return `${off} · ${t('sellerVouchers.discount.minOrder', { value: formatVnd(v.minOrderValue) })}`;
}
