import { txnRefFromZaloTransId } from '@cho-dep/integrations/payments/zalopay-provider';
import type { Context } from 'hono';
import type { AppContext } from '../app/app-context';
import { isDevToolCaller } from '../http/dev-tools-access';
import type { ApiEnv } from '../http/hono-env';
import { payerOfTxnRef } from '../payments/payment-payer';
import type { SimulatorSession } from './simulator-sessions';

/** Our reference of the payment a simulated gateway session is holding. */
function txnRefOf(session: SimulatorSession): string | null {
  switch (session.provider) {
    case 'vnpay':
      return session.request.txnRef;
    case 'momo':
      return session.request.orderId;
    case 'zalopay':
      return txnRefFromZaloTransId(session.request.appTransId);
  }
}

/**
 * Who may press pay / cancel / fail: the developer's machine and admins (isDevToolCaller), and
 * the buyer the payment is for (their session or guest cookie), who may browse from a phone on
 * the same network. Anyone else could settle other people's orders with a forged request.
 */
export async function mayCompletePayment(
  c: Context,
  ctx: AppContext,
  session: SimulatorSession,
): Promise<boolean> {
  if (isDevToolCaller(c)) return true;
  const txnRef = txnRefOf(session);
  const payer = txnRef ? await payerOfTxnRef(ctx, txnRef) : null;
  if (!payer) return false;
  const user = (c as Context<ApiEnv>).get('user');
  const guestId = (c as Context<ApiEnv>).get('guestId');
  return (
    (user !== undefined && payer.userId === user.userId) ||
    (guestId !== undefined && payer.guestId === guestId)
  );
}
