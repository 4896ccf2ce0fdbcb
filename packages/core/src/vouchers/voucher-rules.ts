import { usableOnChannel, type VoucherChannel } from './voucher-channel';

/**
 * The voucher engine (product.md §3, Voucher and Discount): whether a voucher
 * applies to an order being checked out, how much it takes off and who pays for it. Pure:
 * the caller loads the vouchers, the buyer's usage and the order draft; nothing here reads a
 * database or a clock. Money is whole dong.
 */

/** Platform discount, cashback (paid back after the order), a shop's voucher, free shipping. */
export const VOUCHER_KINDS = ['platform', 'cashback', 'shop', 'free_shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** A discount_by_range_price entry: an order base in [from, to) gets `value` (product.md §3). */
export interface DiscountRange {
  from: number;
  to: number | null;
  value: number;
}

export interface VoucherDiscount {
  type: 'price' | 'percent';
  /** Dong for `fixed`, whole percent for `percent`. */
  value: number;
  /** Caps a percent discount (product.md §9: percent discounts are capped by max_discount_value). */
  maxDiscount: number | null;
  /** When present, the value comes from the range the base falls in instead of `value`. */
  ranges?: DiscountRange[];
}

export interface Voucher {
  id: string;
  code: string;
  /** The seller's or platform's name for it, shown in pickers. */
  name?: string;
  kind: VoucherKind;
  /** The shop of a shop voucher; null for the platform's. */
  shopId: string | null;
  discount: VoucherDiscount;
  minOrderValue: number;
  startsAt: Date;
  endsAt: Date;
  /** Total dong the voucher may give away; null = no budget. */
  budget: number | null;
  budgetUsed: number;
  /** How many times it may be used in all; null = unlimited. */
  usageLimit: number | null;
  usedCount: number;
  /** Uses per buyer per day; null = unlimited. */
  perUserPerDay: number | null;
  /** Whole shop (or whole order for the platform), or only these products. */
  productIds: string[] | null;
  conditions: {
    userIds?: string[];
    shopIds?: string[];
    firstPurchaseOnly?: boolean;
    paymentMethods?: string[];
    shippingMethods?: string[];
    appOnly?: boolean;
  };
}

export interface DraftItem {
  productId: string;
  /** Line total after promotion prices, in dong. */
  amount: number;
}

export interface DraftShop {
  shopId: string;
  items: DraftItem[];
  shippingFee: number;
  shippingMethod: string;
  express: boolean;
}

export interface OrderDraft {
  now: Date;
  userId: string;
  isFirstPurchase: boolean;
  channel: VoucherChannel;
  paymentMethod: string;
  shops: DraftShop[];
  /** Uses today per voucher id by this buyer. */
  usesToday: Readonly<Record<string, number>>;
}

export const VOUCHER_REFUSALS = [
  'not_started',
  'expired',
  'usage_exhausted',
  'budget_exhausted',
  'per_user_day_limit',
  'not_for_user',
  'not_for_shop',
  'first_purchase_only',
  'payment_method',
  'shipping_method',
  'app_only',
  'express_shipping',
  'no_eligible_products',
  'min_order_value',
] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

export type VoucherResult =
  | {
      ok: true;
      /** Dong taken off (cashback: paid back later). Never above the base nor the remaining budget. */
      amount: number;
      /** Who pays: the platform for platform, cashback and free-shipping vouchers; the seller for a shop's. */
      paidBy: 'platform' | 'seller';
      /** The shop a shop voucher applies to. */
      shopId: string | null;
    }
  | { ok: false; reason: VoucherRefusal };

/** The discount on a base, before budget: fixed or percent (capped), or from its price range. */
export function discountOn(discount: VoucherDiscount, base: number): number {
  if (base <= 0) return 0;
  let value = discount.value;
  if (discount.ranges && discount.ranges.length > 0) {
    const range = discount.ranges.find((r) => base >= r.from && (r.to === null || base < r.to));
    if (!range) return 0;
    value = range.value;
  }
  let amount = discount.type === 'percent' ? Math.floor((base * value) / 100) : value;
  if (discount.type === 'percent' && discount.maxDiscount !== null)
    amount = Math.min(amount, discount.maxDiscount);
  return Math.max(0, Math.min(amount, base));
}

/** The goods a voucher covers: its shop's (shop voucher) or the order's, narrowed to its products. */
function eligibleGoods(voucher: Voucher, allowedShops: DraftShop[]): number {
  let total = 0;
  for (const shop of allowedShops) {
    for (const item of shop.items) {
      if (voucher.productIds && !voucher.productIds.includes(item.productId)) continue;
      total += item.amount;
    }
  }
  return total;
}

/**
 * Whether `voucher` applies to `draft`, and for how much. `platformBase` lets the caller
 * apply a platform voucher to the goods left after shop vouchers (Shopee's order of
 * application); by default the eligible goods are the base.
 */
export function evaluateVoucher(voucher: Voucher, draft: OrderDraft, platformBase?: number): VoucherResult {
  const refuse = (reason: VoucherRefusal): VoucherResult => ({ ok: false, reason });
  const { conditions: c } = voucher;
  if (draft.now < voucher.startsAt) return refuse('not_started');
  if (draft.now >= voucher.endsAt) return refuse('expired');
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit)
    return refuse('usage_exhausted');
  if (voucher.budget !== null && voucher.budgetUsed >= voucher.budget) return refuse('budget_exhausted');
  if (voucher.perUserPerDay !== null && (draft.usesToday[voucher.id] ?? 0) >= voucher.perUserPerDay)
    return refuse('per_user_day_limit');
  if (c.userIds && !c.userIds.includes(draft.userId)) return refuse('not_for_user');
  if (c.firstPurchaseOnly && !draft.isFirstPurchase) return refuse('first_purchase_only');
  if (!usableOnChannel(c, draft.channel)) return refuse('app_only');
  if (c.paymentMethods && !c.paymentMethods.includes(draft.paymentMethod)) return refuse('payment_method');

  const shops = draft.shops.filter(
    (shop) =>
      (voucher.kind !== 'shop' || shop.shopId === voucher.shopId) &&
      (!c.shopIds || c.shopIds.includes(shop.shopId)),
  );
  if (shops.length === 0) return refuse('not_for_shop');

  if (voucher.kind === 'free_shipping') {
    // Express delivery is incompatible with shipping vouchers (product.md §8).
    if (shops.some((shop) => shop.express)) return refuse('express_shipping');
    if (c.shippingMethods && shops.some((shop) => !c.shippingMethods?.includes(shop.shippingMethod)))
      return refuse('shipping_method');
  } else if (c.shippingMethods && shops.some((shop) => !c.shippingMethods?.includes(shop.shippingMethod))) {
    return refuse('shipping_method');
  }

  const goods = eligibleGoods(voucher, shops);
  if (goods <= 0) return refuse('no_eligible_products');
  // A platform voucher counts what is left after shop vouchers, for its minimum too (as
  // Shopee-class stores do): a shop discount can take an order below it.
  const platformGoods = Math.min(goods, platformBase ?? goods);
  const isPlatform = voucher.kind === 'platform' || voucher.kind === 'cashback';
  if ((isPlatform ? platformGoods : goods) < voucher.minOrderValue) return refuse('min_order_value');

  const base =
    voucher.kind === 'free_shipping'
      ? shops.reduce((sum, shop) => sum + shop.shippingFee, 0)
      : isPlatform
        ? platformGoods
        : goods;
  let amount = discountOn(voucher.discount, base);
  if (voucher.budget !== null) amount = Math.min(amount, voucher.budget - voucher.budgetUsed);
  return {
    ok: true,
    amount,
    paidBy: voucher.kind === 'shop' ? 'seller' : 'platform',
    shopId: voucher.kind === 'shop' ? voucher.shopId : null,
  };
}
