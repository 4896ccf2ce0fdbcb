import { describe, expect, it } from 'vitest';
import { createPaymentProviders, merchantNotifyUrl, resolvePaymentSettings } from './payment-config';

describe('resolvePaymentSettings', () => {
  it('points every provider at the local simulator under the public URL by default', () => {
    const settings = resolvePaymentSettings({ publicBaseUrl: 'http://127.0.0.1:3000/' });
    expect(settings.vnpay.paymentUrl).toBe('http://127.0.0.1:3000/dev/pay/vnpay/paymentv2/vpcpay.html');
    expect(settings.momo.endpoint).toBe('http://127.0.0.1:3000/dev/pay/momo');
    expect(settings.zalopay.endpoint).toBe('http://127.0.0.1:3000/dev/pay/zalopay');
    expect(settings.vnpay.tmnCode).toHaveLength(8);
    expect(settings.momo.secretKey).toMatch(/DEV-ONLY/);
  });

  it('takes overrides that carry a value and ignores empty ones', () => {
    const settings = resolvePaymentSettings({
      publicBaseUrl: 'https://cho.vn',
      vnpay: { tmnCode: 'REALTMN1', hashSecret: '', paymentUrl: undefined },
      zalopay: { endpoint: 'https://sb-openapi.zalopay.vn' },
    });
    expect(settings.vnpay.tmnCode).toBe('REALTMN1');
    expect(settings.vnpay.hashSecret).toMatch(/DEV-ONLY/);
    expect(settings.vnpay.paymentUrl).toBe('https://cho.vn/dev/pay/vnpay/paymentv2/vpcpay.html');
    expect(settings.zalopay.endpoint).toBe('https://sb-openapi.zalopay.vn');
  });
});

describe('createPaymentProviders', () => {
  it('builds one provider per name', () => {
    const providers = createPaymentProviders({ publicBaseUrl: 'http://localhost:3000' });
    expect(Object.keys(providers).sort()).toEqual(['momo', 'vnpay', 'zalopay']);
    for (const [name, provider] of Object.entries(providers)) expect(provider.name).toBe(name);
  });
});

describe('merchantNotifyUrl', () => {
  it('joins the public URL and our notification path', () => {
    expect(merchantNotifyUrl('https://cho.vn/', 'vnpay')).toBe('https://cho.vn/api/v1/payments/vnpay/ipn');
    expect(merchantNotifyUrl('https://cho.vn', 'zalopay')).toBe(
      'https://cho.vn/api/v1/payments/zalopay/callback',
    );
  });
});
