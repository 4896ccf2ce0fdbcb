import { describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../payment-provider';
import type { ZalopayConfig } from '../zalopay-config';
import { createZalopayProvider, zalopayCreateRequest } from '../zalopay-provider';
import { zalopayCreateMac } from '../zalopay-signature';
import {
  buildZalopayCallback,
  buildZalopayRedirect,
  verifyZalopayCreateRequest,
  withZalopayAmount,
} from './zalopay-simulator';

const config: ZalopayConfig = { appId: '2553', key1: 'K1', key2: 'K2', endpoint: 'https://zalopay.test' };
const input: CreatePaymentInput = {
  txnRef: 'CD1',
  amount: 20_000,
  orderInfo: 'Thanh toán CD1',
  returnUrl: 'https://cho.vn/ve',
  ipnUrl: 'https://cho.vn/callback',
  clientIp: '127.0.0.1',
  locale: 'vi',
  createdAt: new Date('2026-01-14T17:00:00Z'),
  expiresAt: new Date('2026-01-14T17:15:00Z'),
};
const fields = { ...zalopayCreateRequest(config, input) };
const now = new Date('2026-01-14T17:01:00Z');

describe('verifyZalopayCreateRequest (the gateway side)', () => {
  it('accepts a request signed by our provider, form fields or JSON numbers', () => {
    const check = verifyZalopayCreateRequest(config, fields, now);
    expect(check).toMatchObject({
      ok: true,
      request: {
        appTransId: '260115_CD1',
        amount: 20_000,
        redirectUrl: 'https://cho.vn/ve',
        callbackUrl: 'https://cho.vn/callback',
        expireSeconds: 900,
      },
    });
    const json = { ...fields, app_id: 2553, amount: 20_000, app_time: input.createdAt.getTime() };
    expect(verifyZalopayCreateRequest(config, json, now).ok).toBe(true);
  });

  it('answers -402 for a wrong mac or app, -401 for bad or stale data', () => {
    expect(verifyZalopayCreateRequest(config, { ...fields, amount: '30000' }, now)).toMatchObject({
      ok: false,
      return_code: 2,
      sub_return_code: -402,
    });
    expect(verifyZalopayCreateRequest({ ...config, appId: '1' }, fields, now)).toMatchObject({
      sub_return_code: -402,
    });
    const { mac: _m, ...withoutMac } = fields;
    expect(verifyZalopayCreateRequest(config, withoutMac, now)).toMatchObject({ sub_return_code: -401 });
    expect(verifyZalopayCreateRequest(config, fields, new Date('2026-01-14T17:16:00Z'))).toMatchObject({
      sub_return_code: -401,
    });
    // The date prefix must be the GMT+7 date of app_time: 14/01 is already the wrong day.
    const wrongDay = { ...fields, app_trans_id: '260114_CD1' };
    const resigned = { ...wrongDay, mac: zalopayCreateMac(config.key1, wrongDay) };
    expect(verifyZalopayCreateRequest(config, resigned, now)).toMatchObject({ sub_return_code: -401 });
  });
});

describe('ZaloPay results', () => {
  const check = verifyZalopayCreateRequest(config, fields, now);
  if (!check.ok) throw new Error('setup');
  const provider = createZalopayProvider(config);

  it('builds a callback and a redirect that our provider accepts', () => {
    const callback = buildZalopayCallback(config, check.request, { zpTransId: 1, serverTime: now });
    expect(JSON.parse(callback.data)).toMatchObject({
      app_id: 2553,
      app_trans_id: '260115_CD1',
      amount: 20_000,
    });
    expect(provider.verifyIpn({ query: {}, body: callback, rawBody: '' })).toMatchObject({
      ok: true,
      notification: { txnRef: 'CD1', amount: 20_000 },
    });
    expect(provider.verifyReturn(buildZalopayRedirect(config, check.request, 'paid'))).toMatchObject({
      ok: true,
      notification: { success: true },
    });
  });

  it('changes the amount with a fresh mac', () => {
    const callback = buildZalopayCallback(config, check.request, { zpTransId: 1, serverTime: now });
    expect(
      provider.verifyIpn({ query: {}, body: withZalopayAmount(config, callback, 5_000), rawBody: '' }),
    ).toMatchObject({
      ok: true,
      notification: { amount: 5_000 },
    });
  });
});
