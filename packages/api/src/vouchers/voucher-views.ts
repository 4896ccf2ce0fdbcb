import type { SavedVoucherState, VoucherWindowState } from '@cho-dep/core/vouchers/voucher-labels';
import { voucherUsedPercent, voucherWindowState } from '@cho-dep/core/vouchers/voucher-labels';
import type { DiscountRange, VoucherKind } from '@cho-dep/core/vouchers/voucher-rules';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import type { VoucherRow } from './voucher-records';

/**
 * A voucher as /khuyen-mai, "my vouchers" and the checkout's picker show it: the ticket's
 * facts (core's voucher-labels turns them into words), where it stands and whether the buyer
 * holds it. Money whole dong, dates ISO.
 */
export interface VoucherView {
  id: string;
  code: string;
  name: string;
  kind: VoucherKind;
  /** The shop of a shop voucher (its logo is the ticket's stub); null for the platform's. */
  shop: { id: string; name: string; logoUrl: string | null } | null;
  discountType: 'price' | 'percent';
  value: number;
  maxDiscount: number | null;
  ranges: DiscountRange[] | null;
  minOrderValue: number;
  startsAt: string;
  /** When it stops: its end, or the moment its owner ended it. */
  endsAt: string;
  state: VoucherWindowState;
  /** "Đã dùng 62%": the share of its uses (or budget) gone; null when unlimited. */
  usedPercent: number | null;
  saveLimit: number | null;
  /** Buyers who can still save it; null when unlimited. */
  remainingSaves: number | null;
  saved: boolean;
  /** Only for some of the shop's products (the ticket says so). */
  productScoped: boolean;
  firstPurchaseOnly: boolean;
  appOnly: boolean;
  paymentMethods: string[] | null;
  shippingMethods: string[] | null;
}

export interface SavedVoucherView extends VoucherView {
  savedState: SavedVoucherState;
  savedAt: string;
}

export interface VoucherShopRow {
  id: string;
  name: string;
  logoKey: string | null;
}

export function toVoucherView(
  row: VoucherRow,
  shop: VoucherShopRow | null,
  context: { saved: boolean; now: Date; urlOf: UrlOf },
): VoucherView {
  const endsAt = row.endedAt && row.endedAt < row.endsAt ? row.endedAt : row.endsAt;
  const counts = {
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    budget: row.budget === null ? null : Number(row.budget),
    budgetUsed: Number(row.budgetUsed),
  };
  const nonEmpty = (values: string[] | null) => (values && values.length > 0 ? values : null);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    shop: shop ? { id: shop.id, name: shop.name, logoUrl: imageUrl(context.urlOf, shop.logoKey, 200) } : null,
    discountType: row.discountType,
    value: row.value,
    maxDiscount: row.maxDiscount === null ? null : Number(row.maxDiscount),
    ranges: row.ranges && row.ranges.length > 0 ? row.ranges : null,
    minOrderValue: Number(row.minOrderValue),
    startsAt: row.startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    state: voucherWindowState(row, context.now),
    usedPercent: voucherUsedPercent(counts),
    saveLimit: row.saveLimit,
    remainingSaves: row.saveLimit === null ? null : Math.max(0, row.saveLimit - row.savedCount),
    saved: context.saved,
    productScoped: nonEmpty(row.productIds) !== null,
    firstPurchaseOnly: row.firstPurchaseOnly,
    appOnly: row.appOnly,
    paymentMethods: nonEmpty(row.paymentMethods),
    shippingMethods: nonEmpty(row.shippingMethods),
  };
}
