import { describe, expect, it } from 'vitest';
import type { MomoConfig } from '../momo-config';
import { createMomoProvider, momoCreateRequest } from '../momo-provider';
import type { CreatePaymentInput } from '../payment-provider';
import { buildMomoResult, verifyMomoCreateRequest, withMomoAmount } from './momo-simulator';

const config: MomoConfig = {
  partnerCode: 'P',
  accessKey: 'A',
  secretKey: 'S',
  endpoint: 'https://momo.test',
};
const input: CreatePaymentInput = {
  txnRef: 'CD1',
  amount: 20_000,
  orderInfo: 'Thanh toán CD1',
  returnUrl: 'https://cho.vn/ve',
  ipnUrl: 'https://cho.vn/ipn',
  clientIp: '127.0.0.1',
  locale: 'en',
  createdAt: new Date('2026-01-14T10:00:00Z'),
  expiresAt: new Date('2026-01-14T10:15:00Z'),
};
const body = momoCreateRequest(config, input);

describe('verifyMomoCreateRequest (the gateway side)', () => {
  it('accepts a request signed by our provider', () => {
    expect(verifyMomoCreateRequest(config, body)).toEqual({
      ok: true,
      request: {
        partnerCode: 'P',
        orderId: 'CD1',
        requestId: 'CD1',
        amount: 20_000,
        orderInfo: 'Thanh toán CD1',
        redirectUrl: 'https://cho.vn/ve',
        ipnUrl: 'https://cho.vn/ipn',
        extraData: '',
        lang: 'en',
      },
    });
  });

  it('answers 13 for a bad signature or another partner, 20 for a bad format, 22 for the amount', () => {
    expect(verifyMomoCreateRequest(config, { ...body, amount: 30_000 })).toMatchObject({
      ok: false,
      resultCode: 13,
    });
    expect(verifyMomoCreateRequest({ ...config, partnerCode: 'Q' }, body)).toMatchObject({ resultCode: 13 });
    expect(verifyMomoCreateRequest({ ...config, secretKey: 'T' }, body)).toMatchObject({ resultCode: 13 });
    const { ipnUrl: _i, ...withoutIpn } = body;
    expect(verifyMomoCreateRequest(config, withoutIpn)).toMatchObject({ resultCode: 20 });
    expect(verifyMomoCreateRequest(config, { ...body, amount: '20000' })).toMatchObject({ resultCode: 20 });
    expect(verifyMomoCreateRequest(config, null)).toMatchObject({ resultCode: 20 });
    const small = momoCreateRequest(config, { ...input, amount: 1_000 });
    expect(verifyMomoCreateRequest(config, small).ok).toBe(true);
  });
});

describe('buildMomoResult', () => {
  const check = verifyMomoCreateRequest(config, body);
  if (!check.ok) throw new Error('setup');
  const provider = createMomoProvider(config);
  const options = { transId: 123, responseTime: new Date('2026-01-14T10:05:00Z') };

  it('builds the IPN body MoMo posts, signed', () => {
    const paid = buildMomoResult(config, check.request, 'paid', options);
    expect(paid).toMatchObject({
      orderId: 'CD1',
      amount: 20_000,
      orderType: 'momo_wallet',
      resultCode: 0,
      transId: 123,
      responseTime: options.responseTime.getTime(),
    });
    expect(paid.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(buildMomoResult(config, check.request, 'cancelled', options).resultCode).toBe(1006);
    expect(buildMomoResult(config, check.request, 'failed', options).resultCode).toBe(1001);
  });

  it('changes the amount with a fresh signature', () => {
    const changed = withMomoAmount(config, buildMomoResult(config, check.request, 'paid', options), 10_000);
    expect(provider.verifyIpn({ query: {}, body: changed, rawBody: '' })).toMatchObject({
      ok: true,
      notification: { amount: 10_000 },
    });
  });
});
