import type { SelectionTotals } from '../vouchers/voucher-selection';
import { splitProportionally } from './split-amount';

/** One shop's part of a checkout before vouchers. */
export interface ShopSubtotal {
  shopId: string;
  goods: number;
  /** Domestic delivery (for a Korean shop, the leg inside Vietnam). */
  shippingFee: number;
  /** The cross-border leg of a Korean shop's order (international-shipping.ts); 0 otherwise. */
  internationalShippingFee?: number;
}

export interface ShopTotals extends ShopSubtotal {
  shopDiscount: number;
  /** This order's share of the platform voucher (the platform pays it). */
  platformDiscount: number;
  /** This order's share of the free-shipping voucher. */
  shippingDiscount: number;
  total: number;
}

export interface CheckoutTotals {
  goods: number;
  shipping: number;
  internationalShipping: number;
  shopDiscount: number;
  platformDiscount: number;
  shippingDiscount: number;
  cashback: number;
  /** total_order_payment (product.md §3). */
  totalPayment: number;
  shops: ShopTotals[];
}

/**
 * The money of a checkout (product.md §3: goods, shipping, shop-voucher discount,
 * platform-voucher discount, shipping discount, total_order_payment), and of each shop's
 * order. A checkout makes one order per shop, so platform and shipping discounts are split
 * across the orders (in proportion to goods after shop discounts, and to shipping fees):
 * refunds and seller revenue are per order and must add up to what the buyer paid.
 */
export function checkoutTotals(shops: readonly ShopSubtotal[], vouchers: SelectionTotals): CheckoutTotals {
  const shopDiscountOf = (shopId: string) =>
    vouchers.applied.filter((a) => a.shopId === shopId).reduce((sum, a) => sum + a.amount, 0);
  const afterShop = shops.map((s) => Math.max(0, s.goods - shopDiscountOf(s.shopId)));
  const platformShares = splitProportionally(vouchers.platformDiscount, afterShop);
  const shippingShares = splitProportionally(
    vouchers.shippingDiscount,
    shops.map((s) => s.shippingFee),
  );
  const perShop = shops.map((s, i) => {
    const shopDiscount = Math.min(s.goods, shopDiscountOf(s.shopId));
    const platformDiscount = platformShares[i] ?? 0;
    const shippingDiscount = shippingShares[i] ?? 0;
    // The free-shipping voucher covers the domestic fee only: the cross-border leg is always paid.
    const international = s.internationalShippingFee ?? 0;
    return {
      ...s,
      internationalShippingFee: international,
      shopDiscount,
      platformDiscount,
      shippingDiscount,
      total: s.goods + s.shippingFee + international - shopDiscount - platformDiscount - shippingDiscount,
    };
  });
  const sum = (pick: (s: ShopTotals) => number) => perShop.reduce((total, s) => total + pick(s), 0);
  return {
    goods: sum((s) => s.goods),
    shipping: sum((s) => s.shippingFee),
    internationalShipping: sum((s) => s.internationalShippingFee ?? 0),
    shopDiscount: sum((s) => s.shopDiscount),
    platformDiscount: sum((s) => s.platformDiscount),
    shippingDiscount: sum((s) => s.shippingDiscount),
    cashback: vouchers.cashback,
    totalPayment: sum((s) => s.total),
    shops: perShop,
  };
}
