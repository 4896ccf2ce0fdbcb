import { RETURN_REASONS, RETURN_STATUSES } from '@cho-dep/core/returns/return-statuses';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { orders } from '../orders/orders.tables';
import { payments } from '../payments/payments.tables';

const dong = () => bigint({ mode: 'number' });

/** A returned line: which order item and how many of its units. */
export interface ReturnedItem {
  orderItemId: string;
  quantity: number;
}

/**
 * A buyer's return or refund request on one order (product.md §4). At most one open
 * request per order (the order sits in `return_refund` meanwhile); a closed one stays as history.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shopId: uuid().notNull(),
    items: jsonb().$type<ReturnedItem[]>().notNull(),
    reason: text({ enum: RETURN_REASONS }).notNull(),
    description: text().notNull(),
    /** Photo and video keys the buyer uploaded (returns/<userId>/...). */
    mediaKeys: text().array().notNull().default(sql`ARRAY[]::text[]`),
    /** What the buyer asked for (null = the policy amount) and what the policy allows. */
    amountRequested: dong(),
    /** What the buyer paid for the returned units, and the policy amount (x100% or x200%). */
    itemsPaid: dong().notNull(),
    amountComputed: dong().notNull(),
    /** The refund actually due: min(requested, policy). */
    refundAmount: dong().notNull(),
    status: text({ enum: RETURN_STATUSES }).notNull(),
    refundIssued: boolean().notNull().default(false),
    sellerRejectReason: text(),
    sellerRejectPhoto: text(),
    sellerRejectEmail: text(),
    returnTrackingCode: text(),
    adminNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sellerDecidedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_shop_idx').on(t.shopId, t.status, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    // One open request per order: a second one is refused by the database too.
    uniqueIndex('return_requests_one_open')
      .on(t.orderId)
      .where(sql`${t.status} not in ('buyer_cancelled', 'complaint_resolved', 'refund_successful')`),
    check('return_requests_amounts', sql`${t.refundAmount} > 0 and ${t.refundAmount} <= ${t.amountComputed}`),
  ],
);

export interface BankDetails {
  bankName: string | null;
  bankAccount: string | null;
  bankBranch: string | null;
  accountHolder: string | null;
}

/**
 * Money given back to a buyer: through the original payment's provider, or by bank transfer
 * (cash on delivery, or what a provider cannot take back, e.g. the fake-goods compensation)
 * which an admin marks paid. `refundRef` is the reference the provider de-duplicates on; the
 * unique (source, method) keys make a repeated approval find the first refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    returnRequestId: uuid().references(() => returnRequests.id, { onDelete: 'restrict' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** 'return:<id>' or 'cancel:<orderId>': one refund of each method per source. */
    sourceKey: text().notNull(),
    method: text({ enum: ['provider', 'bank_transfer'] }).notNull(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'restrict' }),
    provider: text({ enum: ['vnpay', 'momo', 'zalopay'] }),
    amount: dong().notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    refundRef: text().notNull(),
    providerRefundId: text(),
    failureCode: text(),
    bankDetails: jsonb().$type<BankDetails>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_source_method_key').on(t.sourceKey, t.method),
    uniqueIndex('refunds_ref_key').on(t.refundRef),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
