import type { PaymentSettings } from '@cho-dep/integrations/payments/payment-config';
import type { SimulatedOutcome } from '@cho-dep/integrations/payments/simulator/simulated-outcome';
import type { AppContext } from '../app/app-context';
import type { SentNotification, SimulatorSession } from './simulator-sessions';

/** What the simulator's routes work with: the app context, the outbound fetch and the gateways' credentials. */
export interface SimulatorDeps {
  ctx: AppContext;
  fetch: typeof fetch;
  settings: PaymentSettings;
  /** Our public origin without a trailing slash: the simulator's own links and VNPay's IPN URL. */
  publicUrl: string;
}

/** What a gateway does when the buyer presses a button: notify the merchant (or not), then redirect. */
export interface Completion {
  notification: SentNotification | null;
  redirectTo: string;
}

export type CompleteSession<S extends SimulatorSession> = (
  deps: SimulatorDeps,
  session: S,
  outcome: SimulatedOutcome,
) => Completion;
