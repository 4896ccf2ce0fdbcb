import { createPaymentProviders, merchantNotifyUrl } from '@cho-dep/integrations/payments/payment-config';
import type {
  CreatePaymentInput,
  PaymentProviderName,
} from '@cho-dep/integrations/payments/payment-provider';
import { createTestApp } from '../testing/test-app';
import { createPaymentSimulatorRoutes } from './payment-simulator-routes';

/** A request the simulator sent to the merchant. */
export interface Sent {
  method: string;
  url: URL;
  contentType: string | null;
  body: string;
}

/**
 * For the simulator's API tests: a test app, the simulator with a capturing outbound fetch
 * (the merchant's IPN endpoints are not under test here), and providers whose create calls
 * reach the simulator in-process.
 */
export async function createSimulatorHarness() {
  const t = await createTestApp();
  const sent: Sent[] = [];
  let merchantAnswer = () => new Response(null, { status: 204 });
  const capture = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      contentType: new Headers(init?.headers).get('content-type'),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    return merchantAnswer();
  }) as typeof fetch;
  const sim = createPaymentSimulatorRoutes(t.ctx, { fetch: capture });
  const toSimulator = ((input: string | URL | Request, init?: RequestInit) =>
    sim.request(String(input), init)) as typeof fetch;
  const publicUrl = t.ctx.config.publicUrl;
  const providers = createPaymentProviders({ publicBaseUrl: publicUrl }, toSimulator);

  let sequence = 0;
  const input = (
    provider: PaymentProviderName,
    overrides: Partial<CreatePaymentInput> = {},
  ): CreatePaymentInput => {
    sequence += 1;
    const now = t.ctx.now();
    return {
      txnRef: `CDTEST${Date.now().toString(36)}${sequence}`,
      amount: 125_000,
      orderInfo: 'Thanh toán đơn hàng Chợ Đẹp',
      returnUrl: `${publicUrl}/thanh-toan/ket-qua/${provider}`,
      ipnUrl: merchantNotifyUrl(publicUrl, provider),
      clientIp: '127.0.0.1',
      locale: 'vi',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 15 * 60 * 1000),
      ...overrides,
    };
  };

  /** Opens a gateway page (as the buyer's browser would) and returns its HTML and form action. */
  const open = async (url: string, headers: Record<string, string> = {}) => {
    const res = await sim.request(url, { headers });
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
    return { status: res.status, html, action };
  };

  /** Presses one of the page's buttons. */
  const press = async (action: string, outcome: 'paid' | 'cancelled' | 'failed') => {
    const res = await sim.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
    });
    const location = res.headers.get('location');
    return { status: res.status, location: location ? new URL(location) : null };
  };

  return {
    t,
    sim,
    sent,
    providers,
    input,
    open,
    press,
    /** Sets what the fake merchant answers to notifications. */
    answerWith(answer: () => Response) {
      merchantAnswer = answer;
    },
    close: () => t.close(),
  };
}
