import {
  type PaymentSettings,
  resolvePaymentSettings,
  SIMULATOR_PATHS,
  trimBaseUrl,
} from '@cho-dep/integrations/payments/payment-config';
import type { PaymentProviderName } from '@cho-dep/integrations/payments/payment-provider';
import { isSimulatedOutcome } from '@cho-dep/integrations/payments/simulator/simulated-outcome';
import { Hono } from 'hono';
import type { AppContext } from '../app/app-context';
import type { Config } from '../app/config';
import { devToolCallersOnly } from '../http/dev-tools-access';
import { completeMomo, registerMomoSimulator } from './momo-simulator-routes';
import { registerRefundSimulators } from './refund-simulator-routes';
import { mayCompletePayment } from './simulator-access';
import { deliverNotification } from './simulator-delivery';
import type { Completion, SimulatorDeps } from './simulator-deps';
import { simulatorLanguage } from './simulator-language';
import { renderRefusalPage } from './simulator-page';
import { COMPLETED_TTL_SECONDS, loadSession, type SimulatorSession, saveSession } from './simulator-sessions';
import { completeVnpay, registerVnpaySimulator } from './vnpay-simulator-routes';
import { completeZalopay, registerZalopaySimulator } from './zalopay-simulator-routes';

/** PAYMENT_SIMULATOR=on|off; unset, the simulator runs everywhere but production. */
export function isPaymentSimulatorOn(config: Config): boolean {
  if (config.PAYMENT_SIMULATOR) return config.PAYMENT_SIMULATOR === 'on';
  return config.NODE_ENV !== 'production';
}

export interface PaymentSimulatorOptions {
  /** How the simulated gateways reach the merchant (IPN / callback): globalThis.fetch, or a stub in tests. */
  fetch: typeof fetch;
  /** The gateways' credentials; by default the development ones our providers use. */
  settings?: PaymentSettings;
}

const PROVIDERS = new Set<string>(['vnpay', 'momo', 'zalopay']);

function completion(
  deps: SimulatorDeps,
  session: SimulatorSession,
  outcome: 'paid' | 'cancelled' | 'failed',
): Completion {
  switch (session.provider) {
    case 'vnpay':
      return completeVnpay(deps, session, outcome);
    case 'momo':
      return completeMomo(deps, session, outcome);
    case 'zalopay':
      return completeZalopay(deps, session, outcome);
  }
}

/**
 * A local stand-in for VNPay, MoMo and ZaloPay under /dev/pay (development and tests only):
 * it checks the merchant's signed requests as the gateways do, shows a checkout page with
 * pay / cancel / fail, notifies the merchant server to server with the gateway's signature,
 * then redirects the buyer like the gateway. POST /dev/pay/<provider>/replay/<token>
 * re-sends the last notification, to exercise replays by hand.
 */
export function createPaymentSimulatorRoutes(ctx: AppContext, options: PaymentSimulatorOptions): Hono {
  const publicUrl = trimBaseUrl(ctx.config.publicUrl);
  const deps: SimulatorDeps = {
    ctx,
    fetch: options.fetch,
    settings: options.settings ?? resolvePaymentSettings({ publicBaseUrl: publicUrl }),
    publicUrl,
  };
  const app = new Hono();
  registerVnpaySimulator(app, deps);
  registerMomoSimulator(app, deps);
  registerZalopaySimulator(app, deps);
  registerRefundSimulators(app, deps);

  app.post(`${SIMULATOR_PATHS.base}/:provider/complete/:token`, async (c) => {
    const provider = c.req.param('provider') as PaymentProviderName;
    const session = await loadSession(ctx.store, c.req.param('token'));
    const language = simulatorLanguage(c);
    if (!PROVIDERS.has(provider) || !session || session.provider !== provider) {
      return c.html(
        renderRefusalPage(language, PROVIDERS.has(provider) ? provider : 'vnpay', 'notFound'),
        404,
      );
    }
    if (!(await mayCompletePayment(c, ctx, session))) {
      return c.html(renderRefusalPage(language, provider, 'notYourPayment'), 403);
    }
    const form = await c.req.parseBody();
    const outcome = form.outcome;
    if (!isSimulatedOutcome(outcome)) return c.html(renderRefusalPage(language, provider, 'malformed'), 400);
    // The first press wins, across processes too (an atomic counter in the shared store).
    const presses = await ctx.store.increment(`paysim:pressed:${session.token}`, COMPLETED_TTL_SECONDS);
    if (session.status === 'completed' || presses > 1) {
      return c.html(renderRefusalPage(language, provider, 'alreadyCompleted'), 409);
    }
    const { notification, redirectTo } = completion(deps, session, outcome);
    const completed: SimulatorSession = {
      ...session,
      status: 'completed',
      ...(notification && { lastNotification: notification }),
    };
    await saveSession(ctx.store, completed, COMPLETED_TTL_SECONDS);
    // Like the gateways: notify the merchant first, so the order is settled when the buyer lands.
    if (notification) await deliverNotification(deps.fetch, notification, ctx.logger);
    return c.redirect(redirectTo, 303);
  });

  // Re-sending a notification is a developer's tool: their machine or an admin only.
  app.post(`${SIMULATOR_PATHS.base}/:provider/replay/:token`, devToolCallersOnly(), async (c) => {
    const session = await loadSession(ctx.store, c.req.param('token'));
    if (!session || session.provider !== c.req.param('provider') || !session.lastNotification) {
      return c.json(
        { error: { code: 'NOT_FOUND', message: 'No notification was sent for this payment' } },
        404,
      );
    }
    const answer = await deliverNotification(deps.fetch, session.lastNotification, ctx.logger);
    return c.json({ data: { notification: session.lastNotification, answer } });
  });

  return app;
}
