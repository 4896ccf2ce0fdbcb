import { randomBytes } from 'node:crypto';
import { AppError } from '@cho-dep/core/errors/app-error';
import { splitRefund } from '@cho-dep/core/returns/refund-amount';
import type { Tx } from '@cho-dep/db/client';
import type { PaymentProviderName } from '@cho-dep/integrations/payments/payment-provider';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { orders } from '../orders/orders.tables';
import { payments } from '../payments/payments.tables';
import { type RefundRow, refunds } from './returns.tables';

const ONLINE = ['vnpay', 'momo', 'zalopay'] as const;

/** Our refund reference: letters and digits only, short enough for VNPay, MoMo and ZaloPay ids. */
function newRefundRef(): string {
  return `RF${randomBytes(8).toString('hex').toUpperCase()}`;
}

export interface RefundPlan {
  /** 'return:<requestId>' or 'cancel:<orderId>'. */
  sourceKey: string;
  orderId: string;
  returnRequestId: string | null;
  amount: number;
  /**
   * The most of `amount` to send through the gateway: what was paid for the goods. The
   * fake-goods compensation is the seller's money, not a reversal of the payment, so it is
   * always a bank transfer.
   */
  providerMax: number;
}

/**
 * Writes the refund rows of one source in the caller's transaction: through the provider the
 * buyer paid with, up to what is left of that payment, and by bank transfer for the rest (the
 * whole amount for cash on delivery) to the account in the buyer's profile. The unique
 * (source, method) key makes a second call find the first rows: one refund per source.
 */
export async function planRefunds(tx: Tx, plan: RefundPlan, now: Date): Promise<RefundRow[]> {
  const existing = await tx.select().from(refunds).where(eq(refunds.sourceKey, plan.sourceKey));
  if (existing.length > 0) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, plan.orderId));
  if (!order) throw new AppError('NOT_FOUND');
  // The checkout's payment is shared by its orders: lock it so two refunds never both count the same money.
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.checkoutId, order.checkoutId),
        eq(payments.status, 'succeeded'),
        inArray(payments.provider, [...ONLINE]),
      ),
    )
    .orderBy(desc(payments.completedAt))
    .limit(1)
    .for('update');
  let refundable = 0;
  if (payment) {
    const [used] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(
        and(eq(refunds.paymentId, payment.id), eq(refunds.method, 'provider'), ne(refunds.status, 'failed')),
      );
    refundable = payment.amount - Number(used?.total ?? 0);
  }
  const split = splitRefund(plan.amount, Math.min(refundable, plan.providerMax));
  const rows: (typeof refunds.$inferInsert)[] = [];
  const base = {
    sourceKey: plan.sourceKey,
    orderId: plan.orderId,
    returnRequestId: plan.returnRequestId,
    status: 'pending' as const,
    createdAt: now,
    updatedAt: now,
  };
  if (split.provider > 0 && payment) {
    rows.push({
      ...base,
      method: 'provider',
      paymentId: payment.id,
      provider: payment.provider as PaymentProviderName,
      amount: split.provider,
      refundRef: newRefundRef(),
    });
  }
  if (split.bankTransfer > 0) {
    const [buyer] = order.userId
      ? await tx
          .select({
            bankName: users.bankName,
            bankAccount: users.bankAccount,
            bankBranch: users.bankBranch,
            accountHolder: users.fullName,
          })
          .from(users)
          .where(eq(users.id, order.userId))
      : [];
    rows.push({
      ...base,
      method: 'bank_transfer',
      amount: split.bankTransfer,
      refundRef: newRefundRef(),
      bankDetails: buyer ?? { bankName: null, bankAccount: null, bankBranch: null, accountHolder: null },
    });
  }
  if (rows.length === 0) return [];
  await tx.insert(refunds).values(rows).onConflictDoNothing();
  return tx.select().from(refunds).where(eq(refunds.sourceKey, plan.sourceKey));
}

/**
 * Sends the pending provider refunds of a source to their gateways, outside any transaction
 * (a gateway call must not hold row locks). Each gateway de-duplicates on our refund
 * reference, so running this twice, or from two processes at once, refunds once. A refusal
 * or a network failure keeps the row pending with its code, to be retried.
 * Answers whether every refund of the source has now succeeded.
 */
export async function sendProviderRefunds(
  ctx: AppContext,
  sourceKey: string,
  reason: string,
): Promise<{ allSucceeded: boolean; failed: string[] }> {
  const db = ctx.database.db;
  const pending = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(eq(refunds.sourceKey, sourceKey), eq(refunds.method, 'provider'), eq(refunds.status, 'pending')),
    );
  const failed: string[] = [];
  for (const { refund, payment } of pending) {
    const provider = ctx.payments[refund.provider as PaymentProviderName];
    const now = ctx.now();
    let result: Awaited<ReturnType<typeof provider.refund>>;
    try {
      result = await provider.refund({
        txnRef: payment.txnRef,
        providerTxnId: payment.providerTxnId ?? '',
        amount: refund.amount,
        paymentAmount: payment.amount,
        paidAt: payment.completedAt ?? payment.createdAt,
        reason,
        requestId: refund.refundRef,
        createdAt: now,
      });
    } catch (error) {
      ctx.logger.warn({ err: error, refundId: refund.id }, 'refund call failed');
      result = { ok: false, code: 'network', message: String(error) };
    }
    if (result.ok) {
      await db
        .update(refunds)
        .set({
          providerRefundId: result.providerRefundId,
          status: result.pending ? 'pending' : 'succeeded',
          failureCode: null,
          completedAt: result.pending ? null : now,
          updatedAt: now,
        })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
      if (result.pending) failed.push('processing');
    } else {
      failed.push(result.code);
      await db
        .update(refunds)
        .set({ failureCode: result.code, updatedAt: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
    }
  }
  const all = await db
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.sourceKey, sourceKey));
  return { allSucceeded: all.length > 0 && all.every((r) => r.status === 'succeeded'), failed };
}

/**
 * The refund of a paid order cancelled before shipping (transitionOrder's effects.refundDue):
 * the order's total back through the provider, once however often it is called. Call it after
 * the cancelling transaction commits, e.g. in the buyer's and the seller's cancel routes.
 * The order's paymentStatus is not changed here (the order machine has no event for a
 * cancelled order's refund yet); the refund rows are the record.
 */
export async function refundCancelledOrder(ctx: AppContext, orderId: string): Promise<RefundRow[]> {
  const db = ctx.database.db;
  const planned = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.status !== 'cancelled' || order.paymentStatus !== 'paid' || order.total <= 0) return [];
    return planRefunds(
      tx,
      {
        sourceKey: `cancel:${order.id}`,
        orderId: order.id,
        returnRequestId: null,
        amount: order.total,
        providerMax: order.total,
      },
      ctx.now(),
    );
  });
  if (planned.length === 0) return [];
  await sendProviderRefunds(ctx, `cancel:${orderId}`, `Hoan tien don huy ${orderId.slice(0, 8)}`);
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.sourceKey, `cancel:${orderId}`));
}

/**
 * After a cancelling transaction committed: refunds a paid order's money when the machine said
 * it is due. A gateway failure does not undo the cancel; it is logged and the refund row stays
 * for the admin's retry (returns admin page).
 */
export async function refundIfDue(ctx: AppContext, orderId: string, due: boolean): Promise<void> {
  if (!due) return;
  try {
    await refundCancelledOrder(ctx, orderId);
  } catch (error) {
    ctx.logger.error({ orderId, err: error }, 'refund of a cancelled order failed; it stays pending');
  }
}

/**
 * A payment that succeeded after its orders were cancelled at the deadline, or a second
 * payment of a checkout already paid: nothing was bought with it, so all of it goes back
 * through its gateway (source 'payment:<id>', once however often it is called). Gateway
 * failures are logged and the row stays pending for the admin's retry.
 */
export async function refundStrayPayment(ctx: AppContext, paymentId: string): Promise<void> {
  const sourceKey = `payment:${paymentId}`;
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (payment?.status !== 'succeeded' || payment.provider === 'cod') return;
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.checkoutId, payment.checkoutId))
      .limit(1);
    if (!order) return;
    await tx
      .insert(refunds)
      .values({
        sourceKey,
        orderId: order.id,
        returnRequestId: null,
        method: 'provider',
        paymentId: payment.id,
        provider: payment.provider,
        amount: payment.amount,
        status: 'pending',
        refundRef: newRefundRef(),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  });
  try {
    await sendProviderRefunds(ctx, sourceKey, `Hoan tien thanh toan ${paymentId.slice(0, 8)}`);
  } catch (error) {
    ctx.logger.error({ paymentId, err: error }, 'refund of a stray payment failed; it stays pending');
  }
}
