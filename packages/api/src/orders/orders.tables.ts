import { PAYMENT_METHODS, WALLET_PROVIDERS } from '@cho-dep/core/checkout/payment-methods';
import { ORDER_ACTORS, ORDER_STATUSES, PAYMENT_STATUSES } from '@cho-dep/core/orders/order-statuses';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { guests, users } from '../accounts/users.tables';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

const dong = () => bigint({ mode: 'number' });

/** A delivery or pickup address as it was when the order was placed (addresses change later). */
export interface AddressSnapshot {
  recipientName: string;
  phone: string;
  country: 'VN' | 'KO';
  provinceCode: string | null;
  provinceName: string | null;
  district: string | null;
  wardCode: string | null;
  wardName: string | null;
  specificAddress: string;
  postalCode: string | null;
}

/**
 * One submit of the checkout: the orders it created (one per shop), the payment they share
 * and the idempotency key that makes a retried submit answer with the same orders. `answer`
 * is the exact body returned the first time, so every retry gets identical bytes.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    guestId: uuid().references(() => guests.id, { onDelete: 'set null' }),
    /** 'u:<userId>' or 'g:<guestId>': the key is unique per buyer, not globally. */
    ownerKey: text().notNull(),
    idempotencyKey: text().notNull(),
    /** A hash of the request body: the same key with a different body is refused. */
    requestHash: text().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    walletProvider: text({ enum: WALLET_PROVIDERS }),
    /** The e-mail an order-info message goes to (guests give one; users have theirs). */
    contactEmail: text(),
    goodsTotal: dong().notNull(),
    shippingTotal: dong().notNull(),
    shopDiscount: dong().notNull(),
    platformDiscount: dong().notNull(),
    shippingDiscount: dong().notNull(),
    /** total_order_payment of product.md §3: what the buyer pays for all the orders. */
    totalPayment: dong().notNull(),
    cashback: dong().notNull().default(0),
    /** Unpaid online payments are cancelled at this time by a durable job. */
    paymentDeadline: timestamp({ withTimezone: true }),
    express: boolean().notNull().default(false),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkouts_idempotency_key').on(t.ownerKey, t.idempotencyKey),
    index('checkouts_user_idx').on(t.userId, t.createdAt),
    check('checkouts_total_not_negative', sql`${t.totalPayment} >= 0`),
  ],
);

/** A shop's part of a checkout: the unit sellers fulfil and buyers track (product.md §3, Order). */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Human order code shown to buyer and seller, e.g. CD2611210A7K3. */
    code: text().notNull(),
    checkoutId: uuid()
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    guestId: uuid().references(() => guests.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    shippingMethod: text({ enum: ['self', 'ghn', 'ghtk'] }).notNull(),
    express: boolean().notNull().default(false),
    recipient: jsonb().$type<AddressSnapshot>().notNull(),
    pickup: jsonb().$type<AddressSnapshot>().notNull(),
    goodsTotal: dong().notNull(),
    /** Domestic delivery to the buyer; for a Korean shop, the leg inside Vietnam. */
    shippingFee: dong().notNull(),
    /** Cross-border leg from a Korean shop to Vietnam (0 for a Vietnamese shop); in `total`. */
    internationalShippingFee: dong().notNull().default(0),
    shopDiscount: dong().notNull(),
    platformDiscount: dong().notNull(),
    shippingDiscount: dong().notNull(),
    total: dong().notNull(),
    /** Decree 117/2025 withholding for household sellers (sum of the lines). */
    taxVat: dong().notNull().default(0),
    taxPit: dong().notNull().default(0),
    buyerNote: text(),
    sellerNote: text(),
    waybillCode: text(),
    trackingCode: text(),
    trackingUrl: text(),
    deliveryFrom: date({ mode: 'string' }),
    deliveryTo: date({ mode: 'string' }),
    paymentDeadline: timestamp({ withTimezone: true }),
    cancelReason: text(),
    cancelledBy: text({ enum: ORDER_ACTORS }),
    paidAt: timestamp({ withTimezone: true }),
    /** When the buyer confirmed receipt or the waiting days ran out ("completed"). */
    completedAt: timestamp({ withTimezone: true }),
    /** When the order reached "delivered": auto-completion counts from here. */
    deliveredAt: timestamp({ withTimezone: true }),
    /**
     * When a cancel left this paid order owing the buyer their money: the refund flow
     * (returns/issue-refunds.ts) pays it back; the buyer's order page says it is coming.
     */
    refundDueAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A guest's orders (first-purchase check at every quote and checkout, claiming them into an
    // account): without it each read scanned every order.
    index('orders_guest_idx').on(t.guestId, t.createdAt),
    index('orders_shop_idx').on(t.shopId, t.status, t.createdAt),
    // Seller analytics read a shop's orders by the time they were placed, whatever their stage (decision 024).
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    check('orders_total_not_negative', sql`${t.total} >= 0`),
  ],
);

/** A line of an order, frozen at the price paid. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    /** The promotion item whose price and stock this line used, if any. */
    promotionItemId: uuid(),
    productName: text().notNull(),
    variantLabel: text().notNull(),
    imageKey: text(),
    quantity: integer().notNull(),
    /** The variant's list price, and the price paid per unit (sale or promotion). */
    originalPrice: dong().notNull(),
    unitPrice: dong().notNull(),
    lineTotal: dong().notNull(),
    /** What the seller earns for the line after seller-funded discounts (tax base). */
    sellerRevenue: dong().notNull(),
    taxVat: dong().notNull().default(0),
    taxPit: dong().notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_promotion_idx').on(t.promotionItemId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every move of an order (status_id and action_time of product.md §3), oldest first. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    statusId: smallint().notNull(),
    actor: text({ enum: ORDER_ACTORS }).notNull(),
    actorId: uuid(),
    note: text(),
    actionTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.actionTime)],
);

/** The vouchers an order used and who pays each (platform or seller), for seller revenue. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    voucherId: uuid().notNull(),
    voucherCode: text().notNull(),
    kind: text().notNull(),
    amount: dong().notNull(),
    paidBy: text({ enum: ['platform', 'seller'] }).notNull(),
  },
  (t) => [index('order_discounts_order_idx').on(t.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
