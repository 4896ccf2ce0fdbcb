import { DEV_PAYMENT_CREDENTIALS } from '@cho-dep/integrations/payments/payment-config';
import { createZalopayProvider } from '@cho-dep/integrations/payments/zalopay-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorHarness } from './simulator-test-harness';

describe('ZaloPay simulator', () => {
  let h: Awaited<ReturnType<typeof createSimulatorHarness>>;
  beforeAll(async () => {
    h = await createSimulatorHarness();
  });
  afterAll(() => h.close());

  it('creates (mac checked), shows the page, pays: callback {data, mac, type} to callback_url, then redirect', async () => {
    const input = h.input('zalopay');
    const { redirectUrl } = await h.providers.zalopay.createPayment(input);
    expect(redirectUrl).toMatch(/^http:\/\/localhost:3000\/dev\/pay\/zalopay\/pay\?t=[\w-]+$/);
    const page = await h.open(redirectUrl, { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="sim-pay">결제</button>');
    expect(page.html).toContain('125.000\u00a0₫');

    const before = h.sent.length;
    const { status, location } = await h.press(page.action ?? '', 'paid');
    expect(status).toBe(303);
    expect(h.sent).toHaveLength(before + 1);
    const callback = h.sent[before];
    expect(callback?.method).toBe('POST');
    expect(callback?.url.href).toBe(input.ipnUrl);
    const body = JSON.parse(callback?.body ?? '{}') as { data: string; mac: string; type: number };
    expect(body.type).toBe(1);
    expect(h.providers.zalopay.verifyIpn({ query: {}, body, rawBody: callback?.body ?? '' })).toMatchObject({
      ok: true,
      notification: { provider: 'zalopay', txnRef: input.txnRef, amount: 125_000, success: true },
    });

    expect(`${location?.origin}${location?.pathname}`).toBe(input.returnUrl);
    const back = Object.fromEntries(location?.searchParams ?? []);
    expect(back.status).toBe('1');
    expect(h.providers.zalopay.verifyReturn(back)).toMatchObject({
      ok: true,
      notification: { txnRef: input.txnRef, success: true },
    });
  });

  it('sends no callback for a cancel (ZaloPay only calls back paid orders), only the redirect', async () => {
    const input = h.input('zalopay');
    const { redirectUrl } = await h.providers.zalopay.createPayment(input);
    const page = await h.open(redirectUrl);
    const before = h.sent.length;
    const { location } = await h.press(page.action ?? '', 'cancelled');
    expect(h.sent).toHaveLength(before);
    const back = Object.fromEntries(location?.searchParams ?? []);
    expect(h.providers.zalopay.verifyReturn(back)).toMatchObject({
      ok: true,
      notification: { success: false },
    });
    const token = page.action?.split('/').at(-1);
    expect((await h.sim.request(`/dev/pay/zalopay/replay/${token}`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a reused app_trans_id (-68) and a wrong key1 (-402)', async () => {
    const input = h.input('zalopay');
    await h.providers.zalopay.createPayment(input);
    await expect(h.providers.zalopay.createPayment(input)).rejects.toMatchObject({ code: '-68' });
    const wrong = createZalopayProvider(
      {
        ...DEV_PAYMENT_CREDENTIALS.zalopay,
        key1: 'not-key1',
        endpoint: 'http://localhost:3000/dev/pay/zalopay',
      },
      ((url: string, init?: RequestInit) => h.sim.request(url, init)) as typeof fetch,
    );
    await expect(wrong.createPayment(h.input('zalopay'))).rejects.toMatchObject({
      provider: 'zalopay',
      code: '-402',
    });
  });

  it('accepts the create call as JSON too', async () => {
    const res = await h.sim.request('/dev/pay/zalopay/v2/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ app_id: Number(DEV_PAYMENT_CREDENTIALS.zalopay.appId), amount: 1 }),
    });
    // Parsed as JSON, then refused for its missing fields rather than unread.
    expect(await res.json()).toMatchObject({ return_code: 2, sub_return_code: -401 });
  });
});
