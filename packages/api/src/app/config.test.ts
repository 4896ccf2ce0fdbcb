import { describe, expect, it } from 'vitest';
import { productionEnv } from '../testing/production-env';
import { loadConfig } from './config';

describe('configuration', () => {
  it('refuses to run in production on the development gateway and carrier secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/VNPAY_HASH_SECRET.*GHN_WEBHOOK_TOKEN/);
    expect(() => loadConfig({ ...productionEnv, MOMO_SECRET_KEY: '' })).toThrow(/MOMO_SECRET_KEY/);
    expect(loadConfig(productionEnv).VNPAY_TMN_CODE).toBe('TESTTMN1');
  });

  it('refuses a real deployment without its public address and signing secret', () => {
    expect(() => loadConfig({ ...productionEnv, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...productionEnv, APP_SECRET: '' })).toThrow(/APP_SECRET/);
    expect(loadConfig(productionEnv)).toMatchObject({
      publicUrlFixed: true,
      publicUrl: 'https://chodep.example',
    });
  });

  it('lets the local demo run in production mode on the simulators', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENT_SIMULATOR: 'on', CARRIER_SIMULATOR: 'on' }),
    ).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });
});
