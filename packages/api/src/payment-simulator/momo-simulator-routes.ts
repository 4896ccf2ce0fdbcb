import { randomInt } from 'node:crypto';
import { MOMO_CREATE_PATH } from '@cho-dep/integrations/payments/momo-provider';
import { SIMULATOR_PATHS } from '@cho-dep/integrations/payments/payment-config';
import {
  buildMomoResult,
  momoRedirectQuery,
  verifyMomoCreateRequest,
} from '@cho-dep/integrations/payments/simulator/momo-simulator';
import { withQuery } from '@cho-dep/integrations/payments/simulator/simulated-outcome';
import type { Hono } from 'hono';
import type { CompleteSession, SimulatorDeps } from './simulator-deps';
import { simulatorLanguage } from './simulator-language';
import { renderCheckoutPage, renderRefusalPage } from './simulator-page';
import {
  loadSession,
  newToken,
  rememberAlias,
  type SimulatorSession,
  saveSession,
  tokenOfAlias,
} from './simulator-sessions';

type MomoSession = Extract<SimulatorSession, { provider: 'momo' }>;

/** MoMo's payUrl stays valid 100 minutes by default. */
const PAY_URL_TTL_SECONDS = 100 * 60;
const DUPLICATE_ORDER = { resultCode: 41, message: 'Duplicated orderId.' };

/**
 * MoMo's create API (JSON in, JSON out, signature checked) and the page its payUrl opens.
 * The same request again (same orderId and requestId) gets the same payUrl, as MoMo's
 * requestId idempotency does; another request for a used orderId is refused.
 */
export function registerMomoSimulator(app: Hono, deps: SimulatorDeps): void {
  const { store } = deps.ctx;
  app.post(`${SIMULATOR_PATHS.momoEndpoint}${MOMO_CREATE_PATH}`, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const answer = {
      partnerCode: fields.partnerCode ?? '',
      orderId: fields.orderId ?? '',
      requestId: fields.requestId ?? '',
      amount: fields.amount ?? 0,
      responseTime: deps.ctx.now().getTime(),
    };
    const check = verifyMomoCreateRequest(deps.settings.momo, body);
    if (!check.ok) return c.json({ ...answer, resultCode: check.resultCode, message: check.message }, 400);
    const alias = `momo:${check.request.partnerCode}:${check.request.orderId}`;
    const known = await tokenOfAlias(store, alias);
    let session = known ? await loadSession(store, known) : null;
    if (session && (session.provider !== 'momo' || session.request.requestId !== check.request.requestId)) {
      return c.json({ ...answer, ...DUPLICATE_ORDER }, 400);
    }
    if (!session) {
      session = { provider: 'momo', token: newToken(), status: 'pending', request: check.request };
      await saveSession(store, session, PAY_URL_TTL_SECONDS);
      await rememberAlias(store, alias, session.token, PAY_URL_TTL_SECONDS);
    }
    const payUrl = `${deps.publicUrl}${SIMULATOR_PATHS.base}/momo/pay?t=${session.token}`;
    return c.json({ ...answer, resultCode: 0, message: 'Thành công.', payUrl, qrCodeUrl: payUrl });
  });

  app.get(`${SIMULATOR_PATHS.base}/momo/pay`, async (c) => {
    const session = await loadSession(store, c.req.query('t') ?? '');
    const language = simulatorLanguage(c, session?.provider === 'momo' ? session.request.lang : undefined);
    if (session?.provider !== 'momo') return c.html(renderRefusalPage(language, 'momo', 'notFound'), 404);
    if (session.status === 'completed')
      return c.html(renderRefusalPage(language, 'momo', 'alreadyCompleted'), 409);
    return c.html(
      renderCheckoutPage({
        language,
        provider: 'momo',
        merchant: session.request.partnerCode,
        txnRef: session.request.orderId,
        orderInfo: session.request.orderInfo,
        amount: session.request.amount,
        action: `${SIMULATOR_PATHS.base}/momo/complete/${session.token}`,
      }),
    );
  });
}

/** MoMo posts the signed result (JSON) to ipnUrl and sends the buyer to redirectUrl with the same fields. */
export const completeMomo: CompleteSession<MomoSession> = (deps, session, outcome) => {
  const result = buildMomoResult(deps.settings.momo, session.request, outcome, {
    transId: randomInt(1_000_000_000, 9_999_999_999),
    responseTime: deps.ctx.now(),
  });
  return {
    notification: {
      method: 'POST',
      url: session.request.ipnUrl,
      contentType: 'application/json',
      body: JSON.stringify(result),
    },
    redirectTo: withQuery(session.request.redirectUrl, momoRedirectQuery(result)),
  };
};
