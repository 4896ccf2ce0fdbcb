import type { ManagedVoucherRow } from '@cho-dep/api/vouchers/managed-voucher-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import type { useT } from '../../../lib/i18n';

type T = ReturnType<typeof useT>;

/** "Giảm 20.000 ₫ · Đơn tối thiểu 200.000 ₫", "Giảm 10% tối đa 50.000 ₫ · ..." or "Hoàn 10% ...". */
export function discountSummary(t: T, v: ManagedVoucherRow): string {
  const cashback = v.kind === 'cashback';
  const off =
    v.discountType === 'percent'
      ? `${t(cashback ? 'sellerVouchers.platform.cashbackPercent' : 'sellerVouchers.discount.percent', { value: v.value })}${
          v.maxDiscount === null
            ? ''
            : ` ${t('sellerVouchers.discount.cap', { value: formatVnd(v.maxDiscount) })}`
        }`
      : t(cashback ? 'sellerVouchers.platform.cashbackFixed' : 'sellerVouchers.discount.price', {
          value: formatVnd(v.value),
        });
  return `${off} · ${t('sellerVouchers.discount.minOrder', { value: formatVnd(v.minOrderValue) })}`;
}

/** Where a voucher applies, in the desk's words: a shop's products, or the whole platform's. */
export function scopeLabel(t: T, platform: boolean, scope: ManagedVoucherRow['scope']): string {
  return t(platform ? `sellerVouchers.platform.scope.${scope}` : `sellerVouchers.scope.${scope}`);
}
