import { PAYMENT_METHODS } from '@cho-dep/core/checkout/payment-methods';
import { ORDER_EVENTS } from '@cho-dep/core/orders/order-machine';
import { ORDER_ACTORS, ORDER_STATUSES, PAYMENT_STATUSES } from '@cho-dep/core/orders/order-statuses';
import { SETTLEMENT_STATES } from '@cho-dep/core/settlement/revenue-breakdown';
import { z } from '@hono/zod-openapi';

const status = z.enum(ORDER_STATUSES);
const shippingMethod = z.enum(['self', 'ghn', 'ghtk']);
const events = z.array(z.enum(ORDER_EVENTS)).openapi({
  description:
    "The order events the seller may send now (core availableEvents(state, 'seller')): the buttons to show",
});

const countsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  awaiting_confirmation: z.number().int(),
  awaiting_pickup: z.number().int(),
  shipping: z.number().int(),
  delivered: z.number().int(),
  cancellation_pending: z.number().int(),
  cancelled: z.number().int(),
  return_refund: z.number().int(),
});

export const sellerOrderRowSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    status,
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    shippingMethod,
    buyerName: z.string(),
    total: z.number().int(),
    createdAt: z.string(),
    waybillCode: z.string().nullable(),
    completed: z.boolean(),
    items: z.array(
      z.object({
        productName: z.string(),
        variantLabel: z.string(),
        quantity: z.number().int(),
        unitPrice: z.number().int(),
        image: z.string().nullable(),
      }),
    ),
    actions: events,
  })
  .openapi('SellerOrderRow');

export const sellerOrderListSchema = z.object({
  data: z.array(sellerOrderRowSchema),
  total: z.number().int().openapi({ description: 'Orders in the chosen tab (with the search and dates)' }),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: countsSchema.openapi({ description: 'Orders per tab, with the search and dates applied' }),
});
export type SellerOrderListAnswer = z.infer<typeof sellerOrderListSchema>;

const addressSchema = z.object({
  name: z.string(),
  phone: z.string().openapi({
    description: 'Shown in full while the seller has the parcel to send; else masked to the last two digits',
  }),
  phoneMasked: z.boolean(),
  line: z.string(),
  country: z.enum(['VN', 'KO']),
});

export const sellerOrderDetailSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    status,
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    shippingMethod,
    express: z.boolean(),
    completed: z.boolean(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    deliveryFrom: z.string().nullable(),
    deliveryTo: z.string().nullable(),
    buyer: z.object({ name: z.string(), guest: z.boolean() }),
    recipient: addressSchema,
    pickup: addressSchema,
    items: z.array(
      z.object({
        id: z.string(),
        productId: z.string(),
        productName: z.string(),
        variantLabel: z.string(),
        image: z.string().nullable(),
        quantity: z.number().int(),
        originalPrice: z.number().int(),
        unitPrice: z.number().int(),
        lineTotal: z.number().int(),
      }),
    ),
    money: z.object({
      goodsTotal: z.number().int(),
      shippingFee: z.number().int(),
      /** A Korean shop's cross-border leg; 0 otherwise; in total. */
      internationalShippingFee: z.number().int(),
      shopDiscount: z.number().int(),
      platformDiscount: z.number().int(),
      shippingDiscount: z.number().int(),
      total: z.number().int(),
      taxVat: z.number().int(),
      taxPit: z.number().int(),
      payout: z
        .object({ state: z.enum(SETTLEMENT_STATES), net: z.number().int() })
        .nullable()
        .openapi({
          description:
            'What the seller receives for the order (fees, withholding, shipping and refunded returns taken into account), as the revenue pages show it; pending until the order is completed; null when the order earns nothing',
        }),
      codAmount: z
        .number()
        .int()
        .openapi({ description: 'Cash the courier collects (cash on delivery), else 0' }),
    }),
    waybillCode: z.string().nullable(),
    trackingCode: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    buyerNote: z.string().nullable(),
    sellerNote: z.string().nullable(),
    cancelReason: z.string().nullable(),
    cancelledBy: z.enum(ORDER_ACTORS).nullable(),
    cancelRequestReason: z.string().nullable(),
    history: z.array(
      z.object({
        status,
        statusId: z.number().int(),
        actor: z.enum(ORDER_ACTORS),
        note: z.string().nullable(),
        actionTime: z.string(),
      }),
    ),
    actions: events,
    canHandOver: z.boolean().openapi({
      description: 'Awaiting pickup and not handed over yet: POST /seller/orders/{id}/ship is the next step',
    }),
    buyerRating: z.object({
      rating: z
        .object({ stars: z.number().int(), comment: z.string().nullable(), createdAt: z.string() })
        .nullable(),
      canRate: z.boolean(),
      deadline: z.string().nullable(),
    }),
  })
  .openapi('SellerOrderDetail');
export type SellerOrderDetail = z.infer<typeof sellerOrderDetailSchema>;
