import { PAYMENT_METHODS } from '@cho-dep/core/checkout/payment-methods';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checkouts } from '../orders/orders.tables';

/**
 * One attempt to collect a checkout's money through a gateway (VNPay, MoMo, ZaloPay) or on
 * delivery (cod). `txnRef` is what the gateway knows us by; a "pay again" makes a new attempt
 * with a new txnRef. Only a verified IPN moves an attempt to succeeded (payments/apply-notification.ts).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    checkoutId: uuid()
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    provider: text({ enum: ['cod', 'vnpay', 'momo', 'zalopay'] }).notNull(),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    txnRef: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed', 'cancelled', 'expired'] }).notNull(),
    providerTxnId: text(),
    responseCode: text(),
    /** The gateway page the buyer is sent to; kept so a retried submit gets the same link. */
    redirectUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_txn_ref_key').on(t.txnRef), index('payments_checkout_idx').on(t.checkoutId)],
);

/**
 * Every notification a gateway sent us, verified or not, kept for audit. The unique event key
 * makes a replayed IPN a no-op: the second insert finds the first.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    eventKey: text().notNull(),
    txnRef: text(),
    outcome: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_key').on(t.provider, t.eventKey),
    index('payment_events_txn_idx').on(t.txnRef),
  ],
);
