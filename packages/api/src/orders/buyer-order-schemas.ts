import { PAYMENT_METHODS, WALLET_PROVIDERS } from '@cho-dep/core/checkout/payment-methods';
import { BUYER_ORDER_TABS } from '@cho-dep/core/orders/buyer-order-tabs';
import { NOTED_PAYMENT_PROVIDERS } from '@cho-dep/core/orders/history-note';
import { ORDER_EVENTS } from '@cho-dep/core/orders/order-machine';
import { ORDER_ACTORS, ORDER_STATUSES, PAYMENT_STATUSES } from '@cho-dep/core/orders/order-statuses';
import { CARRIER_CODES } from '@cho-dep/core/shipping/carrier-statuses';
import { z } from '@hono/zod-openapi';
import { trackingEventSchema } from '../shipments/tracking-events';

/** The answers of the buyer's order screens (/trang-ca-nhan/don-hang and its detail). */
export const buyerOrderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  variant: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  originalPrice: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
});

export const buyerOrderCardSchema = z.object({
  id: z.string(),
  code: z.string(),
  checkoutId: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Delivered and confirmed (or the waiting days ran out): no return any more. */
  completed: z.boolean(),
  shop: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  items: z.array(buyerOrderLineSchema),
  itemCount: z.number().int(),
  total: z.number().int(),
  paymentDeadline: z.string().nullable(),
  /** The state machine's events the buyer may send now (order-machine availableEvents). */
  actions: z.array(z.enum(ORDER_EVENTS)),
  canPayAgain: z.boolean(),
  canBuyAgain: z.boolean(),
});
export type BuyerOrderCard = z.infer<typeof buyerOrderCardSchema>;

const tabCounts = z.object(
  Object.fromEntries(BUYER_ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<
    (typeof BUYER_ORDER_TABS)[number],
    z.ZodNumber
  >,
);

export const buyerOrderListSchema = z.object({
  items: z.array(buyerOrderCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
  counts: tabCounts,
});
export type BuyerOrderList = z.infer<typeof buyerOrderListSchema>;

const addressSchema = z.object({
  recipientName: z.string(),
  phone: z.string(),
  country: z.enum(['VN', 'KO']),
  provinceName: z.string().nullable(),
  district: z.string().nullable(),
  wardName: z.string().nullable(),
  specificAddress: z.string(),
  postalCode: z.string().nullable(),
});

const historyDetailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('carrier'), carrier: z.enum(CARRIER_CODES), carrierStatus: z.string() }),
  z.object({ kind: z.literal('payment'), provider: z.enum(NOTED_PAYMENT_PROVIDERS) }),
  z.object({ kind: z.literal('reason'), code: z.string() }),
]);

export const buyerOrderDetailSchema = buyerOrderCardSchema.extend({
  walletProvider: z.enum(WALLET_PROVIDERS).nullable(),
  recipient: addressSchema,
  buyerNote: z.string().nullable(),
  shipping: z.object({
    method: z.enum(['self', 'ghn', 'ghtk']),
    express: z.boolean(),
    waybillCode: z.string().nullable(),
    trackingCode: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    deliveryFrom: z.string().nullable(),
    deliveryTo: z.string().nullable(),
  }),
  money: z.object({
    goods: z.number().int(),
    /** Domestic shipping ("Phí vận chuyển nội địa"). */
    shipping: z.number().int(),
    /** A Korean shop's cross-border leg ("Phí vận chuyển quốc tế"); 0 otherwise; in total. */
    internationalShipping: z.number().int(),
    shopDiscount: z.number().int(),
    platformDiscount: z.number().int(),
    shippingDiscount: z.number().int(),
    total: z.number().int(),
  }),
  vouchers: z.array(
    z.object({
      code: z.string(),
      kind: z.string(),
      amount: z.number().int(),
      paidBy: z.enum(['platform', 'seller']),
    }),
  ),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(ORDER_ACTORS).nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When a cancel left this paid order owing the buyer their money (the refund is on its way). */
  refundDueAt: z.string().nullable(),
  /** Oldest first: status_id, action_time and actor of product.md §3 (Order history). */
  timeline: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      statusId: z.number().int(),
      actor: z.enum(ORDER_ACTORS),
      actionTime: z.string(),
      /** What moved the order (an event name, or placed_cod / awaiting_payment). */
      event: z.string().nullable(),
      /** The reason code or note given with it, if any. */
      note: z.string().nullable(),
      /** The note as data (core orders/history-note.ts): a carrier's report, the paying gateway, a reason. */
      detail: historyDetailSchema.nullable(),
    }),
  ),
  /** Every scan the carrier reported, oldest first: the buyer's own tracking view. */
  tracking: z.array(trackingEventSchema),
});
export type BuyerOrderDetail = z.infer<typeof buyerOrderDetailSchema>;

export const buyAgainAnswerSchema = z.object({
  cartCount: z.number().int(),
  added: z.array(z.string()),
  /** Variants that could not go back in the cart (sold out or no longer sold). */
  skipped: z.array(z.object({ variantId: z.string(), name: z.string(), code: z.string() })),
});
