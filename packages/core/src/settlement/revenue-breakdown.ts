/**
 * The revenue detail of one order for its seller ("Chi tiết doanh thu", product.md §3,
 * Order): goods, who paid each discount, shipping, the platform's fees with
 * their first-year waivers, the Decree 117/2025 withholding stored at checkout, returns, and
 * the net the seller is owed. Pure; every amount is whole dong.
 *
 * Rounding: each fee is rounded once per order, half up (0.5 ₫ -> 1 ₫), like the withholding
 * (tax/withholding.ts); the returned share of a line is rounded half up per line.
 */
import type { BusinessType } from '../catalog/catalog-states';
import type { PaymentMethod } from '../checkout/payment-methods';
import type { OrderStatus, PaymentStatus } from '../orders/order-statuses';
import {
  basisPointsOf,
  type FeeBase,
  type FeeKind,
  type FeeRule,
  firstAnniversary,
  isInFirstYear,
  pickFeeRule,
  type SettlementSchedule,
  vietnamDay,
} from './fee-rules';

export interface RevenueOrderItem {
  id: string;
  quantity: number;
  originalPrice: number;
  unitPrice: number;
  lineTotal: number;
  /** The line's amount after the shop's own voucher (the withholding base). */
  sellerRevenue: number;
  taxVat: number;
  taxPit: number;
}

export interface RevenueDiscount {
  code: string | null;
  /** Voucher kind: shop, platform, free_shipping or cashback. */
  kind: string;
  amount: number;
  paidBy: 'platform' | 'seller';
}

/** A return that ended with the buyer refunded (refund_successful). */
export interface RevenueReturn {
  items: { orderItemId: string; quantity: number }[];
  /** What the buyer had paid for the returned units, and the refund given (may be 200%). */
  itemsPaid: number;
  refundAmount: number;
}

export interface RevenueOrderFacts {
  placedAt: Date;
  paymentMethod: PaymentMethod;
  shippingMethod: 'self' | 'ghn' | 'ghtk';
  goodsTotal: number;
  shippingFee: number;
  /** A Korean shop's cross-border leg, paid by the buyer; 0 (or absent) for a Vietnamese shop. */
  internationalShippingFee?: number;
  shopDiscount: number;
  platformDiscount: number;
  shippingDiscount: number;
  /** What the buyer paid for the order. */
  total: number;
  taxVat: number;
  taxPit: number;
  items: RevenueOrderItem[];
  /** order_discounts rows; empty for orders written before them (the columns are used then). */
  discounts: RevenueDiscount[];
  returns: RevenueReturn[];
}

export interface RevenueShopFacts {
  businessType: BusinessType;
  /** The Vietnam day the shop was approved (its creation day if never stamped). */
  firstDay: string;
  settlementSchedule: SettlementSchedule;
}

export interface FeeLine {
  kind: FeeKind;
  ruleId: string | null;
  rateBasisPoints: number;
  base: FeeBase | null;
  baseAmount: number;
  /** The fee before any waiver, and what is charged. */
  fullAmount: number;
  amount: number;
  /** 'first_year' when waived (until `waivedUntil`), 'no_rule' when nothing applies. */
  waiver: 'first_year' | 'no_rule' | null;
  /** The first day the fee is charged again (the shop's first anniversary), when waived. */
  waivedUntil: string | null;
  verify: boolean;
}

export interface RevenueBreakdown {
  goodsTotal: number;
  /** Informational: list price minus promotion price, already inside the unit prices. */
  promotionSaving: number;
  sellerDiscounts: Omit<RevenueDiscount, 'paidBy'>[];
  /** Shop-funded goods discounts: deducted from the seller. */
  sellerDiscountTotal: number;
  platformDiscounts: Omit<RevenueDiscount, 'paidBy'>[];
  /** Platform-funded goods discounts: the platform pays them; not deducted. */
  platformDiscountTotal: number;
  /** goodsTotal - sellerDiscountTotal: the fee and tax base. */
  goodsRevenue: number;
  shipping: {
    fee: number;
    buyerPaid: number;
    platformSubsidy: number;
    sellerSubsidy: number;
    /** Paid to the carrier; 0 when the shop delivers itself and keeps the fee. */
    carrierCost: number;
    /** The cross-border leg the buyer paid: the Korean shop's own forwarder carries it, so it is the shop's. */
    international: number;
    net: number;
  };
  buyerPaid: number;
  fees: { service: FeeLine; payment: FeeLine };
  tax: { withheld: boolean; vat: number; pit: number };
  returns: {
    /** Seller revenue of the returned units, the withholding given back, and any compensation above what was paid. */
    returnedRevenue: number;
    vatOffset: number;
    pitOffset: number;
    extraCompensation: number;
    refundTotal: number;
    /** What the returns take from the seller: returnedRevenue - offsets + extraCompensation. */
    offset: number;
  };
  net: number;
}

function assertDong(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole dong, got ${value}`);
}

function shareHalfUp(amount: number, part: number, whole: number): number {
  if (part >= whole) return amount;
  return Number((BigInt(amount) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The order's discounts, from its rows or, when it has none, from its columns. */
function discountsOf(order: RevenueOrderFacts): RevenueDiscount[] {
  const rows = order.discounts.filter((d) => d.kind !== 'cashback' && d.amount > 0);
  if (order.discounts.length > 0) return rows;
  const out: RevenueDiscount[] = [];
  if (order.shopDiscount > 0)
    out.push({ code: null, kind: 'shop', amount: order.shopDiscount, paidBy: 'seller' });
  if (order.platformDiscount > 0)
    out.push({ code: null, kind: 'platform', amount: order.platformDiscount, paidBy: 'platform' });
  if (order.shippingDiscount > 0)
    out.push({ code: null, kind: 'free_shipping', amount: order.shippingDiscount, paidBy: 'platform' });
  return out;
}

function feeLine(
  kind: FeeKind,
  rule: FeeRule | null,
  baseAmounts: Record<FeeBase, number>,
  shop: RevenueShopFacts,
  orderDay: string,
): FeeLine {
  if (!rule || rule.rateBasisPoints === 0) {
    return {
      kind,
      ruleId: rule?.id ?? null,
      rateBasisPoints: 0,
      base: rule?.base ?? null,
      baseAmount: rule ? baseAmounts[rule.base] : 0,
      fullAmount: 0,
      amount: 0,
      waiver: rule ? null : 'no_rule',
      waivedUntil: null,
      verify: rule?.verify ?? false,
    };
  }
  const baseAmount = baseAmounts[rule.base];
  const fullAmount = basisPointsOf(baseAmount, rule.rateBasisPoints);
  const waived =
    rule.waiver?.firstYear === true &&
    isInFirstYear(shop.firstDay, orderDay) &&
    (!rule.waiver.requiresRegularSettlement || shop.settlementSchedule === 'regular');
  return {
    kind,
    ruleId: rule.id,
    rateBasisPoints: rule.rateBasisPoints,
    base: rule.base,
    baseAmount,
    fullAmount,
    amount: waived ? 0 : fullAmount,
    waiver: waived ? 'first_year' : null,
    waivedUntil: waived ? firstAnniversary(shop.firstDay) : null,
    verify: rule.verify,
  };
}

export function revenueBreakdown(
  order: RevenueOrderFacts,
  rules: readonly FeeRule[],
  shop: RevenueShopFacts,
): RevenueBreakdown {
  for (const key of [
    'goodsTotal',
    'shippingFee',
    'shopDiscount',
    'platformDiscount',
    'shippingDiscount',
    'total',
    'taxVat',
    'taxPit',
  ] as const)
    assertDong(order[key], key);

  const discounts = discountsOf(order);
  const goodsDiscounts = discounts.filter((d) => d.kind !== 'free_shipping');
  const shippingDiscounts = discounts.filter((d) => d.kind === 'free_shipping');
  const strip = ({ code, kind, amount }: RevenueDiscount) => ({ code, kind, amount });
  const sellerDiscounts = goodsDiscounts.filter((d) => d.paidBy === 'seller');
  const platformDiscounts = goodsDiscounts.filter((d) => d.paidBy === 'platform');
  const sellerDiscountTotal = Math.min(sum(sellerDiscounts.map((d) => d.amount)), order.goodsTotal);
  const goodsRevenue = order.goodsTotal - sellerDiscountTotal;

  const sellerShipping = sum(shippingDiscounts.filter((d) => d.paidBy === 'seller').map((d) => d.amount));
  const platformShipping = Math.max(0, order.shippingDiscount - sellerShipping);
  const buyerShipping = Math.max(0, order.shippingFee - order.shippingDiscount);
  const carrierCost = order.shippingMethod === 'self' ? 0 : order.shippingFee;

  // Returns that ended in a refund: the returned units' revenue and withholding, per line.
  const returnedQty = new Map<string, number>();
  for (const r of order.returns)
    for (const item of r.items)
      returnedQty.set(item.orderItemId, (returnedQty.get(item.orderItemId) ?? 0) + item.quantity);
  let returnedRevenue = 0;
  let vatOffset = 0;
  let pitOffset = 0;
  for (const item of order.items) {
    const qty = Math.min(returnedQty.get(item.id) ?? 0, item.quantity);
    if (qty <= 0) continue;
    returnedRevenue += shareHalfUp(item.sellerRevenue, qty, item.quantity);
    vatOffset += shareHalfUp(item.taxVat, qty, item.quantity);
    pitOffset += shareHalfUp(item.taxPit, qty, item.quantity);
  }
  returnedRevenue = Math.min(returnedRevenue, goodsRevenue);
  const refundTotal = sum(order.returns.map((r) => r.refundAmount));
  const extraCompensation = sum(order.returns.map((r) => Math.max(0, r.refundAmount - r.itemsPaid)));

  const orderDay = vietnamDay(order.placedAt);
  const baseAmounts: Record<FeeBase, number> = {
    goods_after_seller_discounts: goodsRevenue - returnedRevenue,
    buyer_paid: Math.max(0, order.total - refundTotal),
  };
  const service = feeLine(
    'service',
    pickFeeRule(rules, 'service', orderDay, order.paymentMethod),
    baseAmounts,
    shop,
    orderDay,
  );
  const payment = feeLine(
    'payment',
    pickFeeRule(rules, 'payment', orderDay, order.paymentMethod),
    baseAmounts,
    shop,
    orderDay,
  );

  const international = order.internationalShippingFee ?? 0;
  const shippingNet = buyerShipping + platformShipping + international - carrierCost;
  const returnOffset = returnedRevenue - vatOffset - pitOffset + extraCompensation;
  const net =
    goodsRevenue + shippingNet - service.amount - payment.amount - order.taxVat - order.taxPit - returnOffset;

  return {
    goodsTotal: order.goodsTotal,
    promotionSaving: sum(order.items.map((i) => Math.max(0, i.originalPrice - i.unitPrice) * i.quantity)),
    sellerDiscounts: sellerDiscounts.map(strip),
    sellerDiscountTotal,
    platformDiscounts: platformDiscounts.map(strip),
    platformDiscountTotal: sum(platformDiscounts.map((d) => d.amount)),
    goodsRevenue,
    shipping: {
      fee: order.shippingFee,
      buyerPaid: buyerShipping,
      platformSubsidy: platformShipping,
      sellerSubsidy: sellerShipping,
      carrierCost,
      international,
      net: shippingNet,
    },
    buyerPaid: order.total,
    fees: { service, payment },
    tax: { withheld: shop.businessType === 'personal', vat: order.taxVat, pit: order.taxPit },
    returns: {
      returnedRevenue,
      vatOffset,
      pitOffset,
      extraCompensation,
      refundTotal,
      offset: returnOffset,
    },
    net,
  };
}

export const SETTLEMENT_STATES = ['pending', 'settled'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/**
 * Where an order's money stands for its seller: settled once the order is completed (the
 * buyer confirmed or the return window ran out, or a return ended), pending before; null for
 * orders that earn nothing (cancelled, or online orders never paid).
 */
export function settlementStateOf(order: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  completedAt: Date | null;
}): SettlementState | null {
  if (order.status === 'cancelled') return null;
  if (order.status === 'pending' || order.paymentStatus === 'unpaid' || order.paymentStatus === 'voided')
    return null;
  return order.completedAt ? 'settled' : 'pending';
}
