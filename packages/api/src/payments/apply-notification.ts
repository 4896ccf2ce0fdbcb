import type { IpnOutcome, PaymentNotification } from '@cho-dep/integrations/payments/payment-provider';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { lockSeatOfCheckout, seatPaid } from '../group-buying/team-payments';
import { checkouts, orders } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { scheduleStrayPaymentRefund } from '../returns/refund-jobs';
import { paymentEvents, payments } from './payments.tables';

/** Provider codes meaning the buyer walked away rather than the payment failing. */
const CANCELLED_CODES = new Set(['24', '1006', '-49']);

/**
 * Applies a VERIFIED notification (the route checked the signature) in one transaction, the
 * way product.md §partners says a merchant must: the payment exists (else order_not_found), the amount
 * matches (else invalid_amount), it is not confirmed yet (else already_confirmed). Only a
 * success moves the checkout's orders on, from 'pending' to 'awaiting_confirmation' and paid.
 * Every notification is kept in payment_events; its event key makes a replay change nothing.
 */
export interface AppliedNotification {
  outcome: IpnOutcome;
  /** A payment that succeeded for orders no longer awaiting it: its money must go back. */
  strayPaymentId: string | null;
}

export async function applyPaymentNotification(
  ctx: AppContext,
  n: PaymentNotification,
): Promise<AppliedNotification> {
  let strayPaymentId: string | null = null;
  const outcome = await applyInTransaction();
  return { outcome, strayPaymentId };

  async function applyInTransaction(): Promise<IpnOutcome> {
    const now = ctx.now();
    return ctx.database.db.transaction(async (tx) => {
      const record = async (outcome: IpnOutcome) => {
        await tx
          .insert(paymentEvents)
          .values({
            provider: n.provider,
            eventKey: n.eventId,
            txnRef: n.txnRef,
            outcome,
            payload: n,
            receivedAt: now,
          })
          .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventKey] });
        return outcome;
      };
      // Locks in the payment deadline's order (checkout, then its orders and payments), so a
      // notification arriving as the deadline fires waits for it instead of deadlocking.
      const [attempt] = await tx
        .select({ checkoutId: payments.checkoutId })
        .from(payments)
        .where(eq(payments.txnRef, n.txnRef));
      if (attempt) {
        await tx
          .select({ id: checkouts.id })
          .from(checkouts)
          .where(eq(checkouts.id, attempt.checkoutId))
          .for('update');
      }
      const [payment] = await tx.select().from(payments).where(eq(payments.txnRef, n.txnRef)).for('update');
      if (!payment || payment.provider !== n.provider) return record('order_not_found');
      if (payment.amount !== n.amount) return record('invalid_amount');
      if (payment.status !== 'pending') {
        // Money taken for an attempt we had closed (the deadline passed, or another attempt
        // paid first): nothing was bought with it, so it is recorded and paid back.
        if (n.success && (payment.status === 'expired' || payment.status === 'cancelled')) {
          await tx
            .update(payments)
            .set({
              status: 'succeeded',
              responseCode: n.responseCode,
              providerTxnId: n.providerTxnId,
              completedAt: now,
            })
            .where(eq(payments.id, payment.id));
          strayPaymentId = payment.id;
          await scheduleStrayPaymentRefund(tx, payment.id, now);
          return record('confirmed');
        }
        return record('already_confirmed');
      }

      if (!n.success) {
        await tx
          .update(payments)
          .set({
            status: CANCELLED_CODES.has(n.responseCode) ? 'cancelled' : 'failed',
            responseCode: n.responseCode,
            providerTxnId: n.providerTxnId,
            completedAt: now,
          })
          .where(eq(payments.id, payment.id));
        // The orders keep waiting for payment until the deadline: the buyer may pay again.
        return record('confirmed');
      }

      await tx
        .update(payments)
        .set({
          status: 'succeeded',
          responseCode: n.responseCode,
          providerTxnId: n.providerTxnId,
          completedAt: now,
        })
        .where(eq(payments.id, payment.id));
      // A group-buy seat: its team is locked before the orders (decision 061).
      const seat = await lockSeatOfCheckout(tx, payment.checkoutId);
      const waiting = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.checkoutId, payment.checkoutId),
            eq(orders.status, 'pending'),
            eq(orders.paymentStatus, 'unpaid'),
          ),
        )
        .for('update');
      if (waiting.length === 0) {
        // Paid after the deadline cancelled the orders, or a second attempt paid twice: the
        // money is kept on record and owed back (refunds come with the returns issue).
        ctx.logger.warn(
          { txnRef: n.txnRef, checkoutId: payment.checkoutId },
          'payment received for orders no longer awaiting payment: refund due',
        );
        strayPaymentId = payment.id;
        await scheduleStrayPaymentRefund(tx, payment.id, now);
        return record('confirmed');
      }
      // A seat's order stays with its team until the team fills (team-payments.ts).
      if (seat) await seatPaid(tx, seat, now);
      for (const order of seat ? [] : waiting) {
        await transitionOrder(tx, {
          orderId: order.id,
          event: 'payment_confirmed',
          actor: 'system',
          scope: { kind: 'system' },
          note: n.provider,
          now,
        });
      }
      // Other open attempts of this checkout can no longer be used.
      await tx
        .update(payments)
        .set({ status: 'cancelled', completedAt: now })
        .where(and(eq(payments.checkoutId, payment.checkoutId), eq(payments.status, 'pending')));
      return record('confirmed');
    });
  }
}
