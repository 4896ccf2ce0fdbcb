import type { IpnRequest, PaymentProviderName } from '@cho-dep/integrations/payments/payment-provider';
import { PAYMENT_PROVIDER_NAMES } from '@cho-dep/integrations/payments/payment-provider';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { createRouter } from '../http/router';
import { accessToken } from '../orders/order-access-token';
import { refundStrayPayment } from '../returns/issue-refunds';
import { applyPaymentNotification } from './apply-notification';
import { payments } from './payments.tables';

async function ipnRequestOf(c: Context<ApiEnv>): Promise<IpnRequest> {
  const rawBody = c.req.method === 'GET' ? '' : await c.req.text();
  let body: unknown;
  try {
    body = rawBody ? JSON.parse(rawBody) : undefined;
  } catch {
    body = undefined;
  }
  return { query: c.req.query(), body, rawBody };
}

/**
 * The gateways' server-to-server notifications and the buyer's way back. These answer in the
 * provider's own format (VNPay RspCode JSON, MoMo 204, ZaloPay return_code), not ours, since
 * the gateway reads them. Only a verified IPN changes an order; the return URL only shows.
 */
export function paymentRoutes() {
  const router = createRouter();
  describeInOpenApi(router);
  const notify = (provider: PaymentProviderName) => async (c: Context<ApiEnv>) => {
    const ctx = c.get('app');
    const gateway = ctx.payments[provider];
    const verified = gateway.verifyIpn(await ipnRequestOf(c));
    if (!verified.ok) {
      ctx.logger.warn({ provider, reason: verified.reason }, 'payment notification refused');
      // Forged or unreadable: answered as final, so the gateway does not retry it for ever.
      return answerWith(c, gateway.ipnAnswer(verified.reason));
    }
    const { outcome, strayPaymentId } = await applyPaymentNotification(ctx, verified.notification);
    // Paid after the orders were cancelled (or paid twice): the money goes straight back.
    if (strayPaymentId) await refundStrayPayment(ctx, strayPaymentId);
    return answerWith(c, gateway.ipnAnswer(outcome));
  };
  router.get('/api/v1/payments/vnpay/ipn', notify('vnpay'));
  router.post('/api/v1/payments/momo/ipn', notify('momo'));
  router.post('/api/v1/payments/zalopay/callback', notify('zalopay'));

  for (const provider of PAYMENT_PROVIDER_NAMES) {
    router.get(`/api/v1/payments/${provider}/return`, async (c) => {
      const ctx = c.get('app');
      const verified = ctx.payments[provider].verifyReturn(c.req.query());
      if (!verified.ok) return c.redirect('/', 303);
      const n = verified.notification;
      const [payment] = await ctx.database.db
        .select({ checkoutId: payments.checkoutId })
        .from(payments)
        .where(eq(payments.txnRef, n.txnRef));
      if (!payment) return c.redirect('/', 303);
      const result = n.success
        ? 'success'
        : ['24', '1006', '-49'].includes(n.responseCode)
          ? 'cancelled'
          : 'failed';
      // The token lets the result page read the checkout even when this browser has no session
      // for it (another host name, an expired login): the buyer always sees the payment's result.
      const token = accessToken(ctx.config.appSecret, 'checkout', payment.checkoutId);
      return c.redirect(`/thanh-toan/ket-qua/${payment.checkoutId}?payment=${result}&t=${token}`, 303);
    });
  }
  return router;
}

function answerWith(c: Context<ApiEnv>, answer: { status: number; body: unknown }) {
  if (answer.status === 204 || answer.body === undefined || answer.body === null) {
    return c.body(null, answer.status as 204);
  }
  return c.json(answer.body as object, answer.status as 200);
}

/**
 * The gateway-facing routes answer in each provider's format and read raw bodies, so they are
 * plain routes; they are still listed in the OpenAPI document for whoever operates them.
 */
function describeInOpenApi(router: ReturnType<typeof createRouter>) {
  const provider = (name: string, method: 'get' | 'post', path: string, summary: string) =>
    router.openAPIRegistry.registerPath({
      method,
      path,
      tags: ['Payments'],
      summary,
      description: `${name}: verified with the provider's signature (product.md §partners); answered in the provider's own format. Only a verified notification changes orders; a replay changes nothing.`,
      responses: { 200: { description: "The provider's acknowledgement" } },
    });
  provider(
    'VNPay',
    'get',
    '/api/v1/payments/vnpay/ipn',
    'VNPay IPN (query parameters, answers RspCode 00/01/02/04/97/99)',
  );
  provider('MoMo', 'post', '/api/v1/payments/momo/ipn', 'MoMo IPN (JSON, answers 204)');
  provider(
    'ZaloPay',
    'post',
    '/api/v1/payments/zalopay/callback',
    'ZaloPay callback ({data, mac, type}, answers return_code)',
  );
  for (const name of PAYMENT_PROVIDER_NAMES) {
    router.openAPIRegistry.registerPath({
      method: 'get',
      path: `/api/v1/payments/${name}/return`,
      tags: ['Payments'],
      summary: `The buyer's way back from ${name}: redirects to /thanh-toan/ket-qua/{checkoutId}`,
      responses: { 303: { description: 'To the result page' } },
    });
  }
}
