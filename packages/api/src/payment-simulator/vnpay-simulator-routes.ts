import { randomInt } from 'node:crypto';
import { MERCHANT_NOTIFY_PATHS, SIMULATOR_PATHS } from '@cho-dep/integrations/payments/payment-config';
import { withQuery } from '@cho-dep/integrations/payments/simulator/simulated-outcome';
import {
  buildVnpayResult,
  type VnpayRequestCheck,
  verifyVnpayPaymentRequest,
} from '@cho-dep/integrations/payments/simulator/vnpay-simulator';
import type { Hono } from 'hono';
import type { CompleteSession, SimulatorDeps } from './simulator-deps';
import { simulatorLanguage } from './simulator-language';
import { type RefusalReason, renderCheckoutPage, renderRefusalPage } from './simulator-page';
import {
  loadSession,
  newToken,
  rememberAlias,
  revivedVnpayRequest,
  type SimulatorSession,
  saveSession,
  storedVnpayRequest,
  tokenOfAlias,
} from './simulator-sessions';

type VnpaySession = Extract<SimulatorSession, { provider: 'vnpay' }>;

const REFUSALS: Record<Extract<VnpayRequestCheck, { ok: false }>['reason'], RefusalReason> = {
  bad_signature: 'badSignature',
  malformed: 'malformed',
  unknown_merchant: 'unknownMerchant',
  expired: 'expired',
};

/**
 * VNPay's gateway page (GET paymentv2/vpcpay.html): checks the signed URL like VNPay does and
 * shows the checkout. Opening the same URL again shows the same payment (and refuses it once
 * paid), as the real gateway does.
 */
export function registerVnpaySimulator(app: Hono, deps: SimulatorDeps): void {
  const { store } = deps.ctx;
  app.get(SIMULATOR_PATHS.vnpayPayment, async (c) => {
    const query = c.req.query();
    const language = simulatorLanguage(c, query.vnp_Locale);
    const check = verifyVnpayPaymentRequest(deps.settings.vnpay, query, deps.ctx.now());
    if (!check.ok) return c.html(renderRefusalPage(language, 'vnpay', REFUSALS[check.reason]), 400);
    const alias = `vnpay:${(query.vnp_SecureHash ?? '').toLowerCase()}`;
    const known = await tokenOfAlias(store, alias);
    let session = known ? await loadSession(store, known) : null;
    if (session?.provider !== 'vnpay') {
      const ttl = (check.request.expiresAt.getTime() - deps.ctx.now().getTime()) / 1000 + 60;
      session = {
        provider: 'vnpay',
        token: newToken(),
        status: 'pending',
        request: storedVnpayRequest(check.request),
      };
      await saveSession(store, session, ttl);
      await rememberAlias(store, alias, session.token, ttl);
    }
    if (session.status === 'completed')
      return c.html(renderRefusalPage(language, 'vnpay', 'alreadyCompleted'), 409);
    return c.html(
      renderCheckoutPage({
        language,
        provider: 'vnpay',
        merchant: deps.settings.vnpay.tmnCode,
        txnRef: check.request.txnRef,
        orderInfo: check.request.orderInfo,
        amount: check.request.amount,
        action: `${SIMULATOR_PATHS.base}/vnpay/complete/${session.token}`,
      }),
    );
  });
}

/** VNPay calls the IPN URL of its merchant portal (GET) and sends the buyer to vnp_ReturnUrl, both with the same signed query. */
export const completeVnpay: CompleteSession<VnpaySession> = (deps, session, outcome) => {
  const request = revivedVnpayRequest(session.request);
  const params = buildVnpayResult(deps.settings.vnpay, request, outcome, {
    transactionNo: String(randomInt(10_000_000, 99_999_999)),
    payDate: deps.ctx.now(),
  });
  return {
    notification: {
      method: 'GET',
      url: withQuery(`${deps.publicUrl}${MERCHANT_NOTIFY_PATHS.vnpay}`, params),
    },
    redirectTo: withQuery(request.returnUrl, params),
  };
};
