import { createMomoProvider } from '@cho-dep/integrations/payments/momo-provider';
import { DEV_PAYMENT_CREDENTIALS } from '@cho-dep/integrations/payments/payment-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorHarness } from './simulator-test-harness';

describe('MoMo simulator', () => {
  let h: Awaited<ReturnType<typeof createSimulatorHarness>>;
  beforeAll(async () => {
    h = await createSimulatorHarness();
  });
  afterAll(() => h.close());

  it('creates (signature checked), shows the page, pays: JSON IPN to ipnUrl, then redirect with the signed fields', async () => {
    const input = h.input('momo');
    const { redirectUrl } = await h.providers.momo.createPayment(input);
    expect(redirectUrl).toMatch(/^http:\/\/localhost:3000\/dev\/pay\/momo\/pay\?t=[\w-]+$/);
    const page = await h.open(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain('125.000\u00a0₫');
    expect(page.html).toContain('data-testid="sim-pay">Thanh toán</button>');

    const before = h.sent.length;
    const { status, location } = await h.press(page.action ?? '', 'paid');
    expect(status).toBe(303);
    expect(h.sent).toHaveLength(before + 1);
    const ipn = h.sent[before];
    expect(ipn?.method).toBe('POST');
    expect(ipn?.url.href).toBe(input.ipnUrl);
    expect(ipn?.contentType).toBe('application/json');
    const body = JSON.parse(ipn?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ orderId: input.txnRef, amount: 125_000, resultCode: 0 });
    expect(h.providers.momo.verifyIpn({ query: {}, body, rawBody: ipn?.body ?? '' })).toMatchObject({
      ok: true,
      notification: { provider: 'momo', txnRef: input.txnRef, amount: 125_000, success: true },
    });

    expect(`${location?.origin}${location?.pathname}`).toBe(input.returnUrl);
    const back = Object.fromEntries(location?.searchParams ?? []);
    expect(back.signature).toBe(body.signature);
    expect(h.providers.momo.verifyReturn(back)).toMatchObject({ ok: true, notification: { success: true } });
  });

  it('notifies a cancel with resultCode 1006', async () => {
    const { redirectUrl } = await h.providers.momo.createPayment(h.input('momo', { locale: 'en' }));
    const page = await h.open(redirectUrl);
    expect(page.html).toContain('data-testid="sim-cancel">Cancel</button>');
    await h.press(page.action ?? '', 'cancelled');
    const ipn = h.sent.at(-1);
    expect(
      h.providers.momo.verifyIpn({ query: {}, body: undefined, rawBody: ipn?.body ?? '' }),
    ).toMatchObject({
      ok: true,
      notification: { success: false, responseCode: '1006' },
    });
  });

  it('answers the same create again with the same payUrl, and refuses another request for that orderId', async () => {
    const input = h.input('momo');
    const first = await h.providers.momo.createPayment(input);
    expect(await h.providers.momo.createPayment(input)).toEqual(first);
    const body = {
      partnerCode: DEV_PAYMENT_CREDENTIALS.momo.partnerCode,
      orderId: input.txnRef,
      requestId: 'other',
    };
    const other = await h.sim.request('/dev/pay/momo/v2/gateway/api/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // Unsigned: refused before the duplicate check, as MoMo authenticates first.
    expect(((await other.json()) as { resultCode: number }).resultCode).toBe(20);
  });

  it('refuses a create signed with another key (resultCode 13) and unreadable JSON (20)', async () => {
    const wrong = createMomoProvider(
      {
        ...DEV_PAYMENT_CREDENTIALS.momo,
        secretKey: 'not-the-key',
        endpoint: 'http://localhost:3000/dev/pay/momo',
      },
      ((url: string, init?: RequestInit) => h.sim.request(url, init)) as typeof fetch,
    );
    await expect(wrong.createPayment(h.input('momo'))).rejects.toMatchObject({
      provider: 'momo',
      code: '13',
    });
    const res = await h.sim.request('/dev/pay/momo/v2/gateway/api/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { resultCode: number }).resultCode).toBe(20);
  });

  it('shows an unknown or finished payment as such', async () => {
    const missing = await h.open('/dev/pay/momo/pay?t=does-not-exist-1');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('data-reason="notFound"');
    const { redirectUrl } = await h.providers.momo.createPayment(h.input('momo'));
    const page = await h.open(redirectUrl);
    await h.press(page.action ?? '', 'failed');
    expect((await h.open(redirectUrl)).html).toContain('data-reason="alreadyCompleted"');
  });
});
