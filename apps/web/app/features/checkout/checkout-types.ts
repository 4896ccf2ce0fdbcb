import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import type { ShippingMethodCode } from '@cho-dep/core/checkout/checkout-schemas';
import type { PaymentMethod, WalletProvider } from '@cho-dep/core/checkout/payment-methods';
import type { OrderStatus, PaymentStatus } from '@cho-dep/core/orders/order-statuses';
import type { VoucherKind, VoucherRefusal } from '@cho-dep/core/vouchers/voucher-rules';

/**
 * The checkout calls' answers as the page reads them. They mirror, field by field, the zod
 * schemas in packages/api/src/checkout/checkout-answer-schemas.ts (the web app does not import
 * the API package; these are types only, so nothing here reaches the browser bundle).
 */

export interface CheckoutTotals {
  goods: number;
  shipping: number;
  shopDiscount: number;
  platformDiscount: number;
  shippingDiscount: number;
  /** Paid back to the buyer after the order completes; not taken off the total. */
  cashback: number;
  /** total_order_payment (SPEC.md section 3). */
  totalPayment: number;
}

export interface CheckoutLine {
  variantId: string;
  productId: string;
  productName: string;
  variantLabel: string;
  image: string | null;
  quantity: number;
  unitPrice: number;
  originalPrice: number;
  lineTotal: number;
  promotion: boolean;
}

/** Why a shipping option cannot be chosen, as the API words it. */
export type ShippingOptionReason =
  | 'address_not_served'
  | 'express_not_available'
  | 'missing_pickup_address'
  | 'not_offered';

export interface ShippingOption {
  method: ShippingMethodCode;
  express: boolean;
  available: boolean;
  reason: string | null;
  fee: number | null;
  etaDays: { min: number; max: number } | null;
}

export interface CheckoutShop {
  shopId: string;
  shopName: string;
  items: CheckoutLine[];
  shippingOptions: ShippingOption[];
  shipping: { method: ShippingMethodCode; express: boolean; fee: number } | null;
  /** Delivery window, ISO dates in Asia/Ho_Chi_Minh. */
  deliveryEstimate: { from: string; to: string } | null;
  acceptsPaymentMethod: boolean;
  goods: number;
  shopDiscount: number;
  shippingDiscount: number;
  total: number;
}

export interface VoucherOption {
  id: string;
  code: string;
  name: string;
  kind: VoucherKind;
  shopId: string | null;
  discountType: 'fixed' | 'percent';
  value: number;
  maxDiscount: number | null;
  minOrderValue: number;
  endsAt: string;
  applicable: boolean;
  reason: VoucherRefusal | null;
  amount: number;
  selected: boolean;
}

export interface CheckoutProblem {
  code: string;
  shopId: string | null;
  params?: Record<string, string | number>;
}

export interface QuoteAddress {
  id: string | null;
  recipientName: string;
  phone: string;
  phoneDisplay: string | null;
  line: string;
}

export interface CheckoutQuote {
  shops: CheckoutShop[];
  address: QuoteAddress | null;
  paymentMethod: PaymentMethod;
  paymentMethods: { method: PaymentMethod; available: boolean }[];
  vouchers: {
    options: VoucherOption[];
    /** True when the server chose the vouchers (the buyer sent none). */
    auto: boolean;
    bestSaving: number;
    bestVoucherIds: string[];
  };
  totals: CheckoutTotals;
  problems: CheckoutProblem[];
}

export interface PlacedCheckout {
  checkoutId: string;
  orders: { id: string; code: string; shopId: string; total: number }[];
  totalPayment: number;
  paymentMethod: PaymentMethod;
  paymentUrl: string | null;
  paymentDeadline: string | null;
}

export type CheckoutState = 'awaiting_payment' | 'paid' | 'cod' | 'cancelled';

export interface CheckoutStatus {
  checkoutId: string;
  state: CheckoutState;
  paymentMethod: PaymentMethod;
  walletProvider: WalletProvider | null;
  totalPayment: number;
  paymentDeadline: string | null;
  guest: boolean;
  /** The caller is the checkout's buyer (session or guest cookie), not only the holder of its token. */
  owned: boolean;
  contactEmail: string | null;
  orders: {
    id: string;
    code: string;
    shopName: string;
    /** The order's page without a login (/don-hang/{id}?t=). */
    signedPath: string;
    /** An OrderStatus; typed loosely as the API does, so a new stage never breaks the page. */
    status: OrderStatus | (string & {});
    paymentStatus: PaymentStatus | (string & {});
    total: number;
    itemCount: number;
    firstImage: string | null;
  }[];
}

/** The body of the quote call and the `draft` of the order call (checkoutDraftSchema's input). */
export interface CheckoutDraftBody {
  source: 'cart' | 'express';
  items?: { variantId: string; quantity: number }[];
  addressId?: string;
  address?: AddressInput;
  shipping?: { shopId: string; method: ShippingMethodCode; express: boolean }[];
  paymentMethod: PaymentMethod;
  walletProvider?: WalletProvider;
  voucherIds?: string[];
  buyerNote?: string;
  notes?: { shopId: string; note: string }[];
}

export interface PlaceOrderBody {
  draft: CheckoutDraftBody;
  agreeTerms: true;
  contactEmail?: string;
  expectedTotal: number;
}
