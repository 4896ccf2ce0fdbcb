import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorHarness } from './simulator-test-harness';

describe('VNPay simulator', () => {
  let h: Awaited<ReturnType<typeof createSimulatorHarness>>;
  beforeAll(async () => {
    h = await createSimulatorHarness();
  });
  afterAll(() => h.close());

  const start = async (overrides = {}) => {
    const input = h.input('vnpay', overrides);
    const { redirectUrl } = await h.providers.vnpay.createPayment(input);
    return { input, redirectUrl };
  };

  it('shows the checkout for a signed URL, then pays: IPN (GET) to the configured URL, 303 to the return URL', async () => {
    const { input, redirectUrl } = await start();
    expect(redirectUrl).toMatch(
      /^http:\/\/localhost:3000\/dev\/pay\/vnpay\/paymentv2\/vpcpay\.html\?vnp_Amount=/,
    );
    const page = await h.open(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain('125.000\u00a0₫');
    expect(page.html).toContain(input.txnRef);
    for (const id of ['sim-pay', 'sim-cancel', 'sim-fail'])
      expect(page.html).toContain(`data-testid="${id}"`);
    expect(page.action).toMatch(/^\/dev\/pay\/vnpay\/complete\//);

    const before = h.sent.length;
    const { status, location } = await h.press(page.action ?? '', 'paid');
    expect(status).toBe(303);
    const ipn = h.sent[before];
    expect(h.sent).toHaveLength(before + 1);
    expect(ipn?.method).toBe('GET');
    expect(`${ipn?.url.origin}${ipn?.url.pathname}`).toBe('http://localhost:3000/api/v1/payments/vnpay/ipn');
    const query = Object.fromEntries(ipn?.url.searchParams ?? []);
    expect(h.providers.vnpay.verifyIpn({ query, body: undefined, rawBody: '' })).toMatchObject({
      ok: true,
      notification: { txnRef: input.txnRef, amount: 125_000, success: true, responseCode: '00' },
    });

    expect(`${location?.origin}${location?.pathname}`).toBe(input.returnUrl);
    const back = Object.fromEntries(location?.searchParams ?? []);
    expect(back).toEqual(query);
    expect(h.providers.vnpay.verifyReturn(back).ok).toBe(true);
  });

  it('refuses a second press and shows the paid URL as already processed', async () => {
    const { redirectUrl } = await start();
    const page = await h.open(redirectUrl);
    expect((await h.press(page.action ?? '', 'paid')).status).toBe(303);
    const sent = h.sent.length;
    expect((await h.press(page.action ?? '', 'paid')).status).toBe(409);
    expect(h.sent).toHaveLength(sent);
    const again = await h.open(redirectUrl);
    expect(again.status).toBe(409);
    expect(again.html).toContain('data-reason="alreadyCompleted"');
  });

  it('sends 24 for a cancel and 51 for a failure, both signed', async () => {
    for (const [outcome, code] of [
      ['cancelled', '24'],
      ['failed', '51'],
    ] as const) {
      const { redirectUrl } = await start();
      const page = await h.open(redirectUrl);
      const { location } = await h.press(page.action ?? '', outcome);
      const query = Object.fromEntries(h.sent.at(-1)?.url.searchParams ?? []);
      expect(h.providers.vnpay.verifyIpn({ query, body: undefined, rawBody: '' })).toMatchObject({
        ok: true,
        notification: { success: false, responseCode: code, providerTxnId: null },
      });
      expect(location?.searchParams.get('vnp_ResponseCode')).toBe(code);
    }
  });

  it('refuses a URL whose signature does not match, without notifying anyone', async () => {
    const { redirectUrl } = await start();
    const sent = h.sent.length;
    const forged = redirectUrl.replace('vnp_Amount=12500000', 'vnp_Amount=100000');
    // appLocale=kr is English (product.md keeps English under the key kr).
    const page = await h.open(forged, { cookie: 'appLocale=kr' });
    expect(page.status).toBe(400);
    expect(page.html).toContain('data-reason="badSignature"');
    expect(page.html).toContain('Invalid signature');
    expect(page.action).toBeNull();
    expect(h.sent).toHaveLength(sent);
  });

  it('shows the page in the language asked for: vnp_Locale, or the appLocale cookie first', async () => {
    const { redirectUrl } = await start({ locale: 'en' });
    expect((await h.open(redirectUrl)).html).toContain('data-testid="sim-pay">Pay</button>');
    expect((await h.open(redirectUrl, { cookie: 'appLocale=ko' })).html).toContain(
      'data-testid="sim-pay">결제</button>',
    );
    const vi = await start();
    expect((await h.open(vi.redirectUrl, { 'accept-language': 'en' })).html).toContain(
      '>Thanh toán</button>',
    );
  });

  it('re-sends the last IPN on replay', async () => {
    const { redirectUrl } = await start();
    const page = await h.open(redirectUrl);
    await h.press(page.action ?? '', 'paid');
    const first = h.sent.at(-1);
    const token = page.action?.split('/').at(-1);
    h.answerWith(() => Response.json({ RspCode: '02', Message: 'Order already confirmed' }));
    const res = await h.sim.request(`/dev/pay/vnpay/replay/${token}`, { method: 'POST' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { answer: { status: number; body: string } } };
    expect(body.data.answer).toEqual({
      status: 200,
      body: '{"RspCode":"02","Message":"Order already confirmed"}',
    });
    expect(h.sent.at(-1)?.url.href).toBe(first?.url.href);
    expect((await h.sim.request(`/dev/pay/momo/replay/${token}`, { method: 'POST' })).status).toBe(404);
    expect((await h.sim.request('/dev/pay/vnpay/replay/unknown-token-123', { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('refuses a payment past vnp_ExpireDate', async () => {
    const { redirectUrl } = await start();
    h.t.advance(16 * 60 * 1000);
    const page = await h.open(redirectUrl);
    expect(page.status).toBe(400);
    expect(page.html).toContain('data-reason="expired"');
  });
});
