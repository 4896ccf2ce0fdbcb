import { randomInt } from 'node:crypto';
import { MERCHANT_NOTIFY_PATHS, SIMULATOR_PATHS } from '@cho-dep/integrations/payments/payment-config';
import { withQuery } from '@cho-dep/integrations/payments/simulator/simulated-outcome';
import {
  buildZalopayCallback,
  buildZalopayRedirect,
  verifyZalopayCreateRequest,
} from '@cho-dep/integrations/payments/simulator/zalopay-simulator';
import { formatVietnamYymmdd } from '@cho-dep/integrations/payments/vietnam-time';
import { ZALOPAY_CREATE_PATH } from '@cho-dep/integrations/payments/zalopay-provider';
import type { Context, Hono } from 'hono';
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

type ZalopaySession = Extract<SimulatorSession, { provider: 'zalopay' }>;

const DUPLICATE = {
  return_code: 2,
  return_message: 'Giao dịch thất bại',
  sub_return_code: -68,
  sub_return_message: 'DUPLICATE_APPS_TRANS_ID',
};

/** ZaloPay takes its parameters as a form, as JSON or in the query string. */
async function createFields(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let body: Record<string, unknown> = {};
  if (type.includes('application/json')) {
    const parsed: unknown = await c.req.json().catch(() => null);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } else if (type.includes('form')) {
    body = (await c.req.parseBody()) as Record<string, unknown>;
  }
  return { ...c.req.query(), ...body };
}

/** ZaloPay's create-order API (mac checked, app_trans_id unique) and the page its order_url opens. */
export function registerZalopaySimulator(app: Hono, deps: SimulatorDeps): void {
  const { store } = deps.ctx;
  app.post(`${SIMULATOR_PATHS.zalopayEndpoint}${ZALOPAY_CREATE_PATH}`, async (c) => {
    const check = verifyZalopayCreateRequest(deps.settings.zalopay, await createFields(c), deps.ctx.now());
    if (!check.ok) {
      const { ok: _ok, ...refusal } = check;
      return c.json(refusal);
    }
    const alias = `zalopay:${check.request.appId}:${check.request.appTransId}`;
    if (await tokenOfAlias(store, alias)) return c.json(DUPLICATE);
    const session: ZalopaySession = {
      provider: 'zalopay',
      token: newToken(),
      status: 'pending',
      request: check.request,
    };
    await saveSession(store, session, check.request.expireSeconds);
    // app_trans_id stays taken for good at ZaloPay; a day outlives its date prefix.
    await rememberAlias(store, alias, session.token, 24 * 60 * 60);
    const orderUrl = `${deps.publicUrl}${SIMULATOR_PATHS.base}/zalopay/pay?t=${session.token}`;
    return c.json({
      return_code: 1,
      return_message: 'Giao dịch thành công',
      sub_return_code: 1,
      sub_return_message: 'Giao dịch thành công',
      zp_trans_token: session.token,
      order_url: orderUrl,
      order_token: session.token,
    });
  });

  app.get(`${SIMULATOR_PATHS.base}/zalopay/pay`, async (c) => {
    const session = await loadSession(store, c.req.query('t') ?? '');
    const language = simulatorLanguage(c);
    if (session?.provider !== 'zalopay') {
      return c.html(renderRefusalPage(language, 'zalopay', 'notFound'), 404);
    }
    if (session.status === 'completed')
      return c.html(renderRefusalPage(language, 'zalopay', 'alreadyCompleted'), 409);
    return c.html(
      renderCheckoutPage({
        language,
        provider: 'zalopay',
        merchant: session.request.appUser,
        txnRef: session.request.appTransId,
        orderInfo: session.request.description,
        amount: session.request.amount,
        action: `${SIMULATOR_PATHS.base}/zalopay/complete/${session.token}`,
      }),
    );
  });
}

/**
 * ZaloPay calls back only when it has the buyer's money (POST {data, mac, type}); every
 * outcome sends the buyer to redirecturl with a checksummed status.
 */
export const completeZalopay: CompleteSession<ZalopaySession> = (deps, session, outcome) => {
  const { request } = session;
  const now = deps.ctx.now();
  const callback =
    outcome === 'paid'
      ? buildZalopayCallback(deps.settings.zalopay, request, {
          zpTransId: Number(`${formatVietnamYymmdd(now)}${randomInt(100_000_000, 999_999_999)}`),
          serverTime: now,
        })
      : null;
  return {
    notification: callback && {
      method: 'POST',
      url: request.callbackUrl ?? `${deps.publicUrl}${MERCHANT_NOTIFY_PATHS.zalopay}`,
      contentType: 'application/json',
      body: JSON.stringify(callback),
    },
    redirectTo: withQuery(
      request.redirectUrl ?? `${deps.publicUrl}/`,
      buildZalopayRedirect(deps.settings.zalopay, request, outcome),
    ),
  };
};
