import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MomoConfig } from './momo-config';
import { createMomoProvider, type MomoResult } from './momo-provider';
import type { CreatePaymentInput } from './payment-provider';
import {
  buildMomoResult,
  type MomoPaymentRequest,
  momoRedirectQuery,
  resignMomoResult,
  tamperMomoResult,
  verifyMomoCreateRequest,
} from './simulator/momo-simulator';

const config: MomoConfig = {
  partnerCode: 'MOMOTEST',
  accessKey: 'ACCESS',
  secretKey: 'SECRET',
  endpoint: 'https://momo.test',
};
const input: CreatePaymentInput = {
  txnRef: 'CD260115A1',
  amount: 50_000,
  orderInfo: 'Thanh toán đơn hàng CD260115A1',
  returnUrl: 'https://cho.vn/thanh-toan/momo',
  ipnUrl: 'https://cho.vn/api/v1/payments/momo/ipn',
  clientIp: '203.0.113.9',
  locale: 'vi',
  createdAt: new Date('2026-01-14T16:30:00Z'),
  expiresAt: new Date('2026-01-14T17:15:00Z'),
};

/** A fake MoMo: records the create call and answers like the gateway (through the simulator's checks). */
function fakeMomo() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ url: String(url), body });
    const check = verifyMomoCreateRequest(config, body);
    const answer = check.ok
      ? { resultCode: 0, message: 'Thành công.', payUrl: `https://momo.test/pay/${check.request.orderId}` }
      : { resultCode: check.resultCode, message: check.message };
    return new Response(JSON.stringify(answer), { status: check.ok ? 200 : 400 });
  }) as typeof fetch;
  return { calls, provider: createMomoProvider(config, fetchImpl) };
}

describe('MoMo createPayment', () => {
  it('posts a signed captureWallet request and returns payUrl', async () => {
    const { calls, provider } = fakeMomo();
    await expect(provider.createPayment(input)).resolves.toEqual({
      redirectUrl: 'https://momo.test/pay/CD260115A1',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://momo.test/v2/gateway/api/create');
    const body = calls[0]?.body ?? {};
    expect(body).toMatchObject({
      partnerCode: 'MOMOTEST',
      requestType: 'captureWallet',
      orderId: 'CD260115A1',
      requestId: 'CD260115A1',
      amount: 50_000,
      ipnUrl: input.ipnUrl,
      redirectUrl: input.returnUrl,
      extraData: '',
      lang: 'vi',
    });
    // Known answer: HMAC-SHA256 over the documented string, raw values.
    const raw =
      'accessKey=ACCESS&amount=50000&extraData=&ipnUrl=https://cho.vn/api/v1/payments/momo/ipn' +
      '&orderId=CD260115A1&orderInfo=Thanh toán đơn hàng CD260115A1&partnerCode=MOMOTEST' +
      '&redirectUrl=https://cho.vn/thanh-toan/momo&requestId=CD260115A1&requestType=captureWallet';
    expect(body.signature).toBe(createHmac('sha256', 'SECRET').update(raw).digest('hex'));
  });

  it('throws the gateway code when MoMo refuses (wrong key)', async () => {
    const { provider } = fakeMomo();
    const wrongKey = createMomoProvider({ ...config, secretKey: 'WRONG' }, async (_url, init) => {
      const check = verifyMomoCreateRequest(config, JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify(check.ok ? {} : { resultCode: check.resultCode, message: check.message }),
        {
          status: 400,
        },
      );
    });
    await expect(wrongKey.createPayment(input)).rejects.toMatchObject({ provider: 'momo', code: '13' });
    await expect(provider.createPayment({ ...input, amount: 999 })).rejects.toMatchObject({
      code: 'amount_out_of_range',
    });
    await expect(provider.createPayment({ ...input, amount: 50_000_001 })).rejects.toMatchObject({
      code: 'amount_out_of_range',
    });
    await expect(provider.createPayment({ ...input, txnRef: 'CD 1' })).rejects.toMatchObject({
      code: 'invalid_txn_ref',
    });
  });
});

describe('MoMo IPN and redirect verification', () => {
  const provider = createMomoProvider(config, (() =>
    Promise.reject(new Error('no network'))) as typeof fetch);
  const request: MomoPaymentRequest = {
    partnerCode: 'MOMOTEST',
    orderId: 'CD260115A1',
    requestId: 'CD260115A1',
    amount: 50_000,
    orderInfo: 'Thanh toán đơn hàng CD260115A1',
    redirectUrl: input.returnUrl,
    ipnUrl: input.ipnUrl,
    extraData: '',
    lang: 'vi',
  };
  const result = (outcome: 'paid' | 'cancelled' | 'failed') =>
    buildMomoResult(config, request, outcome, {
      transId: 4088878653,
      responseTime: new Date('2026-01-14T16:35:00Z'),
    });
  const ipnOf = (body: MomoResult | Record<string, unknown>) =>
    provider.verifyIpn({ query: {}, body, rawBody: JSON.stringify(body) });

  it('reads a paid IPN (parsed body or raw JSON) with a stable event id', () => {
    const paid = result('paid');
    const expected = {
      ok: true,
      notification: {
        provider: 'momo',
        txnRef: 'CD260115A1',
        amount: 50_000,
        success: true,
        providerTxnId: '4088878653',
        responseCode: '0',
        eventId: 'momo:CD260115A1:4088878653:0',
      },
    };
    expect(ipnOf(paid)).toEqual(expected);
    expect(provider.verifyIpn({ query: {}, body: undefined, rawBody: JSON.stringify(paid) })).toEqual(
      expected,
    );
  });

  it('reads the redirect query (all text) with the same signature', () => {
    expect(provider.verifyReturn(momoRedirectQuery(result('paid')))).toMatchObject({
      ok: true,
      notification: { success: true, amount: 50_000 },
    });
    expect(provider.verifyReturn(momoRedirectQuery(result('cancelled')))).toMatchObject({
      ok: true,
      notification: { success: false, responseCode: '1006' },
    });
  });

  it('reads cancelled (1006) and failed (1001) as unsuccessful', () => {
    expect(ipnOf(result('cancelled'))).toMatchObject({
      ok: true,
      notification: { success: false, responseCode: '1006' },
    });
    expect(ipnOf(result('failed'))).toMatchObject({
      ok: true,
      notification: { success: false, responseCode: '1001' },
    });
  });

  it('answers bad_signature when a signed field changed', () => {
    const paid = result('paid');
    expect(ipnOf(tamperMomoResult(paid, { amount: 1_000 }))).toEqual({ ok: false, reason: 'bad_signature' });
    expect(ipnOf(tamperMomoResult(paid, { resultCode: 0, orderId: 'CD2' }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(ipnOf(tamperMomoResult(result('failed'), { resultCode: 0 }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('answers malformed for a missing field, wrong types, another partner or a non-JSON body', () => {
    const { transId: _t, ...withoutTransId } = result('paid');
    expect(ipnOf(withoutTransId)).toEqual({ ok: false, reason: 'malformed' });
    expect(ipnOf({ ...result('paid'), amount: '50k' })).toEqual({ ok: false, reason: 'malformed' });
    expect(ipnOf(resignMomoResult(config, result('paid'), { partnerCode: 'OTHER' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(provider.verifyIpn({ query: {}, body: undefined, rawBody: 'not json' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('MoMo ipnAnswer', () => {
  const provider = createMomoProvider(config);
  it('acknowledges with 204, refuses forgeries and unreadable requests with 400 and asks for a retry with 500', () => {
    expect(provider.ipnAnswer('confirmed')).toEqual({ status: 204, body: null });
    expect(provider.ipnAnswer('already_confirmed').status).toBe(204);
    expect(provider.ipnAnswer('order_not_found').status).toBe(204);
    expect(provider.ipnAnswer('invalid_amount').status).toBe(204);
    expect(provider.ipnAnswer('bad_signature').status).toBe(400);
    expect(provider.ipnAnswer('malformed').status).toBe(400);
    expect(provider.ipnAnswer('unknown_error').status).toBe(500);
  });
});
