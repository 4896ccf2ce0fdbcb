import type { Voucher } from '@cho-dep/core/vouchers/voucher-rules';
import type { vouchers } from './vouchers.tables';

export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * A voucher row as core's voucher engine reads it. A voucher its owner ended early reads as
 * ending at that moment, so the engine's window check covers both. Empty condition lists
 * mean "no condition", like null.
 */
export function toCoreVoucher(row: VoucherRow): Voucher {
  const list = <T>(values: T[] | null): T[] | undefined => (values && values.length > 0 ? values : undefined);
  const endsAt = row.endedAt && row.endedAt < row.endsAt ? row.endedAt : row.endsAt;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    shopId: row.shopId,
    discount: {
      type: row.discountType,
      value: row.value,
      maxDiscount: row.maxDiscount === null ? null : Number(row.maxDiscount),
      ...(row.ranges && row.ranges.length > 0 ? { ranges: row.ranges } : {}),
    },
    minOrderValue: Number(row.minOrderValue),
    startsAt: row.startsAt,
    endsAt,
    budget: row.budget === null ? null : Number(row.budget),
    budgetUsed: Number(row.budgetUsed),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perUserPerDay: row.perUserPerDay,
    productIds: list(row.productIds) ?? null,
    conditions: {
      ...(list(row.userIds) ? { userIds: row.userIds ?? [] } : {}),
      ...(list(row.shopIds) ? { shopIds: row.shopIds ?? [] } : {}),
      ...(row.firstPurchaseOnly ? { firstPurchaseOnly: true } : {}),
      ...(list(row.paymentMethods) ? { paymentMethods: row.paymentMethods ?? [] } : {}),
      ...(list(row.shippingMethods) ? { shippingMethods: row.shippingMethods ?? [] } : {}),
      ...(row.appOnly ? { appOnly: true } : {}),
    },
  };
}
