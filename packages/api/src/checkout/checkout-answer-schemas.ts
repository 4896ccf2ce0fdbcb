import { SHIPPING_METHODS } from '@cho-dep/core/checkout/checkout-schemas';
import { PAYMENT_METHODS, WALLET_PROVIDERS } from '@cho-dep/core/checkout/payment-methods';
import { VOUCHER_KINDS, VOUCHER_REFUSALS } from '@cho-dep/core/vouchers/voucher-rules';
import { z } from '@hono/zod-openapi';

/** The answers of the checkout calls, described once for OpenAPI and for the page. */

const money = z.number().int();

export const checkoutTotalsSchema = z.object({
  goods: money,
  /** Domestic shipping ("Phí vận chuyển nội địa"). */
  shipping: money,
  /** Korean shops' cross-border leg ("Phí vận chuyển quốc tế"); in totalPayment. */
  internationalShipping: money,
  shopDiscount: money,
  platformDiscount: money,
  shippingDiscount: money,
  /** Paid back to the buyer after the order completes; not taken off the total. */
  cashback: money,
  /** total_order_payment (product.md §3). */
  totalPayment: money,
});

export const checkoutLineSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantLabel: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: money,
  originalPrice: money,
  lineTotal: money,
  promotion: z.boolean(),
});

export const shippingOptionSchema = z.object({
  method: z.enum(SHIPPING_METHODS),
  express: z.boolean(),
  available: z.boolean(),
  /** Why not: address_not_served, express_not_available, missing_pickup_address, not_offered. */
  reason: z.string().nullable(),
  fee: money.nullable(),
  etaDays: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});

export const checkoutShopSchema = z.object({
  shopId: z.string(),
  shopName: z.string(),
  items: z.array(checkoutLineSchema),
  shippingOptions: z.array(shippingOptionSchema),
  shipping: z.object({ method: z.enum(SHIPPING_METHODS), express: z.boolean(), fee: money }).nullable(),
  /** Delivery window, ISO dates in Asia/Ho_Chi_Minh. */
  deliveryEstimate: z.object({ from: z.string(), to: z.string() }).nullable(),
  acceptsPaymentMethod: z.boolean(),
  goods: money,
  shopDiscount: money,
  shippingDiscount: money,
  /** The cross-border leg of a Korean shop's parcel; 0 for a Vietnamese shop. */
  internationalShippingFee: money,
  total: money,
});

export const voucherOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  shopId: z.string().nullable(),
  discountType: z.enum(['price', 'percent']),
  value: z.number().int(),
  maxDiscount: money.nullable(),
  minOrderValue: money,
  endsAt: z.string(),
  /** Whether it applies to this order now, and how much it would take off alone. */
  applicable: z.boolean(),
  reason: z.enum(VOUCHER_REFUSALS).nullable(),
  amount: money,
  selected: z.boolean(),
});

/** Something that stops the order being placed, with the error code the UI words. */
export const checkoutProblemSchema = z.object({
  code: z.string(),
  shopId: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const checkoutQuoteSchema = z.object({
  shops: z.array(checkoutShopSchema),
  address: z
    .object({
      id: z.string().nullable(),
      recipientName: z.string(),
      phone: z.string(),
      /** '(+84) 912 345 678' (product.md §5), null when the number has no display form. */
      phoneDisplay: z.string().nullable(),
      line: z.string(),
    })
    .nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentMethods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), available: z.boolean() })),
  vouchers: z.object({
    options: z.array(voucherOptionSchema),
    /** True when the server chose the vouchers (the buyer sent none). */
    auto: z.boolean(),
    /** What the best combination saves; the page shows it next to the buyer's choice. */
    bestSaving: money,
    bestVoucherIds: z.array(z.string()),
  }),
  totals: checkoutTotalsSchema,
  problems: z.array(checkoutProblemSchema),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const placedCheckoutSchema = z.object({
  checkoutId: z.string(),
  orders: z.array(z.object({ id: z.string(), code: z.string(), shopId: z.string(), total: money })),
  totalPayment: money,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Where to send the buyer to pay (the gateway), or null for cash on delivery. */
  paymentUrl: z.string().nullable(),
  paymentDeadline: z.string().nullable(),
});
export type PlacedCheckout = z.infer<typeof placedCheckoutSchema>;

/** The order success / payment result screen. */
export const checkoutStatusSchema = z.object({
  checkoutId: z.string(),
  state: z.enum(['awaiting_payment', 'paid', 'cod', 'cancelled']),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** MoMo or ZaloPay for the EWALLET method. */
  walletProvider: z.enum(WALLET_PROVIDERS).nullable(),
  totalPayment: money,
  paymentDeadline: z.string().nullable(),
  guest: z.boolean(),
  /** Whether the caller is the checkout's buyer (session or guest cookie), not only a token holder. */
  owned: z.boolean(),
  contactEmail: z.string().nullable(),
  orders: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      shopName: z.string(),
      status: z.string(),
      paymentStatus: z.string(),
      total: money,
      /** Units in the order (2 of one item count 2). */
      itemCount: z.number().int(),
      /** The order's page without a login (/don-hang/{id}?t=), for a guest or a lost session. */
      signedPath: z.string(),
      firstImage: z.string().nullable(),
    }),
  ),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;
