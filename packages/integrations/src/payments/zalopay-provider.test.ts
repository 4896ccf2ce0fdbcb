import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from './payment-provider';
import {
  buildZalopayCallback,
  buildZalopayRedirect,
  resignZalopayCallback,
  tamperZalopayCallback,
  tamperZalopayRedirect,
  verifyZalopayCreateRequest,
  type ZalopayOrderRequest,
} from './simulator/zalopay-simulator';
import type { ZalopayConfig } from './zalopay-config';
import { createZalopayProvider, txnRefFromZaloTransId, zaloTransId } from './zalopay-provider';

const config: ZalopayConfig = { appId: '2553', key1: 'KEY1', key2: 'KEY2', endpoint: 'https://zalopay.test' };
const input: CreatePaymentInput = {
  txnRef: 'CD260115A1',
  amount: 50_000,
  orderInfo: 'Chợ Đẹp - Thanh toán đơn hàng CD260115A1',
  returnUrl: 'https://cho.vn/thanh-toan/zalopay',
  ipnUrl: 'https://cho.vn/api/v1/payments/zalopay/callback',
  clientIp: '203.0.113.9',
  locale: 'vi',
  // 00:10 on 15/01 in Vietnam, still 14/01 in UTC.
  createdAt: new Date('2026-01-14T17:10:00Z'),
  expiresAt: new Date('2026-01-14T17:25:00Z'),
};
const sha256 = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

describe('zaloTransId', () => {
  it('prefixes the GMT+7 date and keeps our reference recoverable', () => {
    expect(zaloTransId('CD1', new Date('2026-01-14T16:59:59Z'))).toBe('260114_CD1');
    expect(zaloTransId('CD1', new Date('2026-01-14T17:00:00Z'))).toBe('260115_CD1');
    expect(txnRefFromZaloTransId('260115_CD_1-x')).toBe('CD_1-x');
    expect(txnRefFromZaloTransId('CD1')).toBeNull();
  });

  it('refuses references that do not fit 40 characters or carry other characters', () => {
    expect(() => zaloTransId('x'.repeat(34), input.createdAt)).toThrow(/app_trans_id/);
    expect(zaloTransId('x'.repeat(33), input.createdAt)).toHaveLength(40);
    expect(() => zaloTransId('CD 1', input.createdAt)).toThrow();
  });
});

function fakeZalopay(now = new Date('2026-01-14T17:10:05Z')) {
  const calls: { url: string; contentType: string; fields: Record<string, string> }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    const fields = Object.fromEntries(new URLSearchParams(String(init?.body)));
    calls.push({
      url: String(url),
      contentType: new Headers(init?.headers).get('content-type') ?? '',
      fields,
    });
    const check = verifyZalopayCreateRequest(config, fields, now);
    const answer = check.ok
      ? { return_code: 1, return_message: 'Giao dịch thành công', order_url: 'https://zalopay.test/pay/1' }
      : check;
    return new Response(JSON.stringify(answer));
  }) as typeof fetch;
  return { calls, provider: createZalopayProvider(config, fetchImpl) };
}

describe('ZaloPay createPayment', () => {
  it('posts a form with the key1 mac over the documented fields and returns order_url', async () => {
    const { calls, provider } = fakeZalopay();
    await expect(provider.createPayment(input)).resolves.toEqual({
      redirectUrl: 'https://zalopay.test/pay/1',
    });
    const call = calls[0];
    expect(call?.url).toBe('https://zalopay.test/v2/create');
    expect(call?.contentType).toBe('application/x-www-form-urlencoded');
    expect(call?.fields).toMatchObject({
      app_id: '2553',
      app_trans_id: '260115_CD260115A1',
      app_time: String(input.createdAt.getTime()),
      amount: '50000',
      item: '[]',
      embed_data: '{"redirecturl":"https://cho.vn/thanh-toan/zalopay"}',
      callback_url: input.ipnUrl,
      description: input.orderInfo,
      expire_duration_seconds: '900',
    });
    const macInput = `2553|260115_CD260115A1|${call?.fields.app_user}|50000|${input.createdAt.getTime()}|{"redirecturl":"https://cho.vn/thanh-toan/zalopay"}|[]`;
    expect(call?.fields.mac).toBe(sha256('KEY1', macInput));
  });

  it('keeps expire_duration_seconds inside ZaloPay bounds', async () => {
    const { calls, provider } = fakeZalopay();
    await provider.createPayment({ ...input, expiresAt: new Date(input.createdAt.getTime() + 60_000) });
    expect(calls[0]?.fields.expire_duration_seconds).toBe('300');
  });

  it('throws the sub_return_code when ZaloPay refuses the mac', async () => {
    const { calls } = fakeZalopay();
    const wrong = createZalopayProvider({ ...config, key1: 'WRONG' }, async (url, init) => {
      const fields = Object.fromEntries(new URLSearchParams(String(init?.body)));
      calls.push({ url: String(url), contentType: '', fields });
      return new Response(JSON.stringify(verifyZalopayCreateRequest(config, fields, input.createdAt)));
    });
    await expect(wrong.createPayment(input)).rejects.toMatchObject({ provider: 'zalopay', code: '-402' });
  });
});

describe('ZaloPay callback and redirect verification', () => {
  const provider = createZalopayProvider(config);
  const order: ZalopayOrderRequest = {
    appId: '2553',
    appUser: 'ChoDep',
    appTransId: '260115_CD260115A1',
    appTime: input.createdAt.getTime(),
    amount: 50_000,
    item: '[]',
    description: 'x',
    embedData: '{"redirecturl":"https://cho.vn/thanh-toan/zalopay"}',
    redirectUrl: 'https://cho.vn/thanh-toan/zalopay',
    callbackUrl: input.ipnUrl,
    expireSeconds: 900,
  };
  const callback = buildZalopayCallback(config, order, {
    zpTransId: 260115000000389,
    serverTime: new Date('2026-01-14T17:11:00Z'),
  });
  const verify = (body: unknown) => provider.verifyIpn({ query: {}, body, rawBody: JSON.stringify(body) });

  it('reads a callback whose key2 mac covers the raw data string', () => {
    expect(callback.mac).toBe(sha256('KEY2', callback.data));
    expect(callback.type).toBe(1);
    expect(verify(callback)).toEqual({
      ok: true,
      notification: {
        provider: 'zalopay',
        txnRef: 'CD260115A1',
        amount: 50_000,
        success: true,
        providerTxnId: '260115000000389',
        responseCode: '1',
        eventId: 'zalopay:260115_CD260115A1:260115000000389',
      },
    });
    expect(provider.verifyIpn({ query: {}, body: undefined, rawBody: JSON.stringify(callback) }).ok).toBe(
      true,
    );
  });

  it('keeps every digit of a zp_trans_id beyond a double', () => {
    const data = callback.data.replace('260115000000389', '26011500000038912');
    const big = { data, mac: sha256('KEY2', data), type: 1 };
    expect(verify(big)).toMatchObject({ ok: true, notification: { providerTxnId: '26011500000038912' } });
  });

  it('answers bad_signature when data changed or the mac used key1', () => {
    expect(verify(tamperZalopayCallback(callback, { amount: 1_000 }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verify({ ...callback, mac: sha256('KEY1', callback.data) })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('answers malformed for a missing part, unparsable data, another app or an unknown app_trans_id', () => {
    expect(verify({ data: callback.data })).toEqual({ ok: false, reason: 'malformed' });
    expect(provider.verifyIpn({ query: {}, body: undefined, rawBody: '<xml/>' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verify({ data: 'not json', mac: sha256('KEY2', 'not json'), type: 1 })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verify(resignZalopayCallback(config, callback, { app_id: 1 }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verify(resignZalopayCallback(config, callback, { app_trans_id: 'nodate' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verify(resignZalopayCallback(config, callback, { amount: '50000' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('reads the redirect query: status 1 is paid, anything else is not', () => {
    expect(provider.verifyReturn(buildZalopayRedirect(config, order, 'paid'))).toMatchObject({
      ok: true,
      notification: {
        txnRef: 'CD260115A1',
        amount: 50_000,
        success: true,
        providerTxnId: null,
        responseCode: '1',
      },
    });
    expect(provider.verifyReturn(buildZalopayRedirect(config, order, 'cancelled'))).toMatchObject({
      ok: true,
      notification: { success: false },
    });
    const paid = buildZalopayRedirect(config, order, 'paid');
    expect(
      provider.verifyReturn(
        tamperZalopayRedirect(buildZalopayRedirect(config, order, 'failed'), { status: '1' }),
      ),
    ).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const { checksum: _c, ...unsigned } = paid;
    expect(provider.verifyReturn(unsigned)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('ZaloPay ipnAnswer', () => {
  const provider = createZalopayProvider(config);
  it('answers 200 with return_code 1, 2 for a repeat, 0 to be called again and -1 otherwise', () => {
    const codes = (
      [
        'confirmed',
        'already_confirmed',
        'unknown_error',
        'bad_signature',
        'order_not_found',
        'invalid_amount',
        'malformed',
      ] as const
    ).map((outcome) => {
      const answer = provider.ipnAnswer(outcome);
      expect(answer.status).toBe(200);
      return (answer.body as { return_code: number }).return_code;
    });
    expect(codes).toEqual([1, 2, 0, -1, -1, -1, -1]);
  });
});
