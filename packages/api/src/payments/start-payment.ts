import { randomBytes } from 'node:crypto';
import {
  gatewayOf,
  type PaymentMethod,
  vnpayBankCodeOf,
  type WalletProvider,
} from '@cho-dep/core/checkout/payment-methods';
import { AppError } from '@cho-dep/core/errors/app-error';
import { merchantNotifyUrl } from '@cho-dep/integrations/payments/payment-config';
import { PaymentGatewayError } from '@cho-dep/integrations/payments/payment-provider';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { checkouts, orders } from '../orders/orders.tables';
import { payments } from './payments.tables';

/** Letters and digits only: every gateway accepts them in its reference. */
const newTxnRef = (now: Date) =>
  `${new Date(now.getTime() + 7 * 3600_000).toISOString().slice(2, 10).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;

export interface PaymentLinkRequest {
  checkoutId: string;
  clientIp: string;
  language: string;
  /** Where the buyer comes back to (public-origin.ts): the host that holds the session. */
  origin: string;
  /**
   * false: a retried submit, which gets the link already made if there is one (so it is the
   * same answer); true: "pay again", which always opens a new attempt with a new reference.
   */
  fresh: boolean;
}

/**
 * The gateway page where the buyer pays a checkout: VNPay (cards, ATM, QR), MoMo or ZaloPay.
 * Each attempt is a payments row with its own reference; only a verified IPN completes it
 * (apply-notification.ts). Null for cash on delivery. The gateway call happens outside any
 * transaction: a slow gateway must not hold locks, and if it fails the orders stay, awaiting
 * payment, and the buyer can pay again until the deadline.
 */
export async function paymentLinkFor(ctx: AppContext, request: PaymentLinkRequest): Promise<string | null> {
  const db = ctx.database.db;
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, request.checkoutId));
  if (!checkout) throw new AppError('NOT_FOUND');
  const method = checkout.paymentMethod as PaymentMethod;
  const gateway = gatewayOf(method, checkout.walletProvider as WalletProvider | null);
  if (gateway === 'cod') return null;
  const now = ctx.now();
  const payable = await db
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(
      and(
        eq(orders.checkoutId, checkout.id),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'unpaid'),
      ),
    );
  if (payable.length === 0 || !checkout.paymentDeadline || checkout.paymentDeadline <= now) {
    throw new AppError('ORDER_NOT_PAYABLE');
  }

  if (!request.fresh) {
    const [open] = await db
      .select({ redirectUrl: payments.redirectUrl })
      .from(payments)
      .where(and(eq(payments.checkoutId, checkout.id), eq(payments.status, 'pending')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (open?.redirectUrl) return open.redirectUrl;
  }

  const [attempt] = await db
    .insert(payments)
    .values({
      checkoutId: checkout.id,
      provider: gateway,
      method,
      txnRef: newTxnRef(now),
      amount: checkout.totalPayment,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  if (!attempt) throw new AppError('PAYMENT_LINK_FAILED');
  // The gateway calls the IPN server to server, at the configured address; the buyer's way
  // back goes to the origin of the buyer's own request.
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const back = request.origin.replace(/\/+$/, '');
  try {
    const { redirectUrl } = await ctx.payments[gateway].createPayment({
      txnRef: attempt.txnRef,
      amount: attempt.amount,
      orderInfo: `Thanh toan don hang ${payable.map((o) => o.code).join(' ')}`,
      returnUrl: `${back}/api/v1/payments/${gateway}/return`,
      ipnUrl: merchantNotifyUrl(base, gateway),
      clientIp: request.clientIp,
      locale: request.language === 'vi' ? 'vi' : 'en',
      createdAt: attempt.createdAt,
      expiresAt: checkout.paymentDeadline,
      bankCode: gateway === 'vnpay' ? vnpayBankCodeOf(method) : undefined,
    });
    await db.update(payments).set({ redirectUrl }).where(eq(payments.id, attempt.id));
    return redirectUrl;
  } catch (error) {
    const code = error instanceof PaymentGatewayError ? error.code : 'network';
    ctx.logger.warn({ checkoutId: checkout.id, gateway, code, err: String(error) }, 'payment link failed');
    await db
      .update(payments)
      .set({ status: 'failed', responseCode: code, completedAt: now })
      .where(eq(payments.id, attempt.id));
    throw new AppError('PAYMENT_LINK_FAILED');
  }
}
