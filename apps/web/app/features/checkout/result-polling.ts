import type { CheckoutStatus } from './checkout-api';

/** What the gateway's return said, as the result page's ?payment= carries it. */
export type PaymentReturn = 'success' | 'cancelled' | 'failed' | null;

export function parsePaymentReturn(value: string | null): PaymentReturn {
  return value === 'success' || value === 'cancelled' || value === 'failed' ? value : null;
}

/**
 * Whether to ask for the state again: an online payment still awaiting payment may be paid
 * already, its IPN (the only thing that changes the state) just behind the buyer's return.
 * A cancelled or failed return, cash on delivery and a settled state never change by waiting.
 */
export function shouldPoll(
  status: Pick<CheckoutStatus, 'state' | 'paymentMethod'>,
  paymentReturn: PaymentReturn,
  polls: number,
  maxPolls: number,
): boolean {
  if (status.state !== 'awaiting_payment' || status.paymentMethod === 'CASH') return false;
  if (paymentReturn === 'cancelled' || paymentReturn === 'failed') return false;
  return polls < maxPolls;
}
