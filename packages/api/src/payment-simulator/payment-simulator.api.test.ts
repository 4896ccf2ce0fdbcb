import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../app/config';
import { createApi } from '../app/create-api';
import { productionEnv } from '../testing/production-env';
import { createTestApp } from '../testing/test-app';
import { isPaymentSimulatorOn } from './payment-simulator-routes';

describe('PAYMENT_SIMULATOR', () => {
  it('is on by default except in production, and follows the variable when set', () => {
    expect(isPaymentSimulatorOn(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(isPaymentSimulatorOn(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
    expect(isPaymentSimulatorOn(loadConfig(productionEnv))).toBe(false);
    expect(isPaymentSimulatorOn(loadConfig({ ...productionEnv, PAYMENT_SIMULATOR: 'on' }))).toBe(true);
    expect(isPaymentSimulatorOn(loadConfig({ NODE_ENV: 'development', PAYMENT_SIMULATOR: 'off' }))).toBe(
      false,
    );
    expect(() => loadConfig({ PAYMENT_SIMULATOR: 'maybe' })).toThrow();
  });
});

describe('the simulator inside the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const paths = [
    { method: 'GET', path: '/dev/pay/vnpay/paymentv2/vpcpay.html?vnp_TxnRef=1' },
    { method: 'POST', path: '/dev/pay/momo/v2/gateway/api/create' },
    { method: 'POST', path: '/dev/pay/zalopay/v2/create' },
    { method: 'GET', path: '/dev/pay/momo/pay?t=abcdefghijkl' },
  ];
  const call = (api: ReturnType<typeof createApi>, { method, path }: { method: string; path: string }) =>
    api.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });

  it('is served by the test app, each gateway answering in its own way', async () => {
    const [vnpay, momo, zalopay, page] = await Promise.all(paths.map((p) => call(t.api, p)));
    // An unsigned VNPay URL reaches the simulator, which refuses it as malformed.
    expect(vnpay?.status).toBe(400);
    expect(await vnpay?.text()).toContain('data-reason="malformed"');
    expect(momo?.status).toBe(400);
    expect(await momo?.json()).toMatchObject({ resultCode: 20 });
    expect(await zalopay?.json()).toMatchObject({ return_code: 2, sub_return_code: -401 });
    expect(page?.status).toBe(404);
    expect(await page?.text()).toContain('data-reason="notFound"');
  });

  it('is gone in production (404) unless PAYMENT_SIMULATOR=on', async () => {
    const production = createApi({ ...t.ctx, config: loadConfig(productionEnv) });
    for (const p of paths) {
      const res = await call(production, p);
      expect(res.status, p.path).toBe(404);
      expect(await res.text(), p.path).not.toContain('data-reason');
    }
    const forced = createApi({
      ...t.ctx,
      config: loadConfig({ ...productionEnv, PAYMENT_SIMULATOR: 'on' }),
    });
    expect((await forced.request(paths[0]?.path ?? '')).status).toBe(400);
    const off = createApi({ ...t.ctx, config: loadConfig({ NODE_ENV: 'test', PAYMENT_SIMULATOR: 'off' }) });
    expect((await off.request(paths[0]?.path ?? '')).status).toBe(404);
  });
});
