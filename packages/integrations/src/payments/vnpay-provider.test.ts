import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from './payment-provider';
import {
  buildVnpayResult,
  resignVnpayResult,
  tamperVnpayResult,
  verifyVnpayPaymentRequest,
} from './simulator/vnpay-simulator';
import { type VnpayConfig, vnpayOrderInfo } from './vnpay-config';
import { createVnpayProvider } from './vnpay-provider';

const config: VnpayConfig = {
  tmnCode: 'TESTTMN1',
  hashSecret: 'VNPAYSECRET',
  paymentUrl: 'https://gateway.test/paymentv2/vpcpay.html',
};
const provider = createVnpayProvider(config);
const input: CreatePaymentInput = {
  txnRef: 'CD260115A1',
  amount: 150_000,
  orderInfo: 'Thanh toán đơn hàng CD260115A1',
  returnUrl: 'https://cho.vn/thanh-toan/vnpay',
  ipnUrl: 'https://cho.vn/api/v1/payments/vnpay/ipn',
  clientIp: '203.0.113.9',
  locale: 'vi',
  // 23:30 in Vietnam on 14/01; expires 00:15 on 15/01.
  createdAt: new Date('2026-01-14T16:30:00Z'),
  expiresAt: new Date('2026-01-14T17:15:00Z'),
};

async function paymentQuery(overrides: Partial<CreatePaymentInput> = {}) {
  const { redirectUrl } = await provider.createPayment({ ...input, ...overrides });
  const url = new URL(redirectUrl);
  return { url, query: Object.fromEntries(url.searchParams) };
}

describe('VNPay createPayment', () => {
  it('builds the 2.1.0 parameters: amount x 100, GMT+7 dates, vn locale, folded order info', async () => {
    const { url, query } = await paymentQuery();
    expect(`${url.origin}${url.pathname}`).toBe(config.paymentUrl);
    expect(query).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'TESTTMN1',
      vnp_Amount: '15000000',
      vnp_CurrCode: 'VND',
      vnp_CreateDate: '20260114233000',
      vnp_ExpireDate: '20260115001500',
      vnp_IpAddr: '203.0.113.9',
      vnp_Locale: 'vn',
      vnp_OrderInfo: 'Thanh toan don hang CD260115A1',
      vnp_OrderType: 'other',
      vnp_ReturnUrl: 'https://cho.vn/thanh-toan/vnpay',
      vnp_TxnRef: 'CD260115A1',
    });
    expect(query.vnp_BankCode).toBeUndefined();
    expect((await paymentQuery({ locale: 'en', bankCode: 'VNPAYQR' })).query).toMatchObject({
      vnp_Locale: 'en',
      vnp_BankCode: 'VNPAYQR',
    });
  });

  it('signs with HMAC-SHA512 over the documented string (known answer)', async () => {
    const { url, query } = await paymentQuery();
    const signData =
      'vnp_Amount=15000000&vnp_Command=pay&vnp_CreateDate=20260114233000&vnp_CurrCode=VND' +
      '&vnp_ExpireDate=20260115001500&vnp_IpAddr=203.0.113.9&vnp_Locale=vn' +
      '&vnp_OrderInfo=Thanh+toan+don+hang+CD260115A1&vnp_OrderType=other' +
      '&vnp_ReturnUrl=https%3A%2F%2Fcho.vn%2Fthanh-toan%2Fvnpay&vnp_TmnCode=TESTTMN1' +
      '&vnp_TxnRef=CD260115A1&vnp_Version=2.1.0';
    expect(url.search).toBe(`?${signData}&vnp_SecureHash=${query.vnp_SecureHash}`);
    expect(query.vnp_SecureHash).toBe(createHmac('sha512', 'VNPAYSECRET').update(signData).digest('hex'));
  });

  it('is accepted by the simulated gateway', async () => {
    const { query } = await paymentQuery();
    const check = verifyVnpayPaymentRequest(config, query, new Date('2026-01-14T16:31:00Z'));
    expect(check).toMatchObject({ ok: true, request: { txnRef: 'CD260115A1', amount: 150_000 } });
  });

  it('refuses amounts that are not whole positive dong, and references VNPay would not take', async () => {
    await expect(provider.createPayment({ ...input, amount: 1000.5 })).rejects.toThrow(/amount/);
    await expect(provider.createPayment({ ...input, amount: 0 })).rejects.toThrow(/amount/);
    await expect(provider.createPayment({ ...input, txnRef: 'có dấu' })).rejects.toThrow(/txnRef/);
  });
});

describe('vnpayOrderInfo', () => {
  it('drops diacritics (đ too) and special characters', () => {
    expect(vnpayOrderInfo('Đơn hàng #12: Áo “đẹp” & rẻ!')).toBe('Don hang #12: Ao dep re');
  });
});

describe('VNPay IPN and return verification', () => {
  const request = async () => {
    const { query } = await paymentQuery();
    const check = verifyVnpayPaymentRequest(config, query, new Date('2026-01-14T16:31:00Z'));
    if (!check.ok) throw new Error(check.reason);
    return check.request;
  };
  const result = async (outcome: 'paid' | 'cancelled' | 'failed') =>
    buildVnpayResult(config, await request(), outcome, {
      transactionNo: '14226112',
      payDate: new Date('2026-01-14T16:35:00Z'),
    });
  const ipn = (query: Record<string, string>) => provider.verifyIpn({ query, body: undefined, rawBody: '' });

  it('reads a paid IPN: amount back in dong, VNPay transaction number, stable event id', async () => {
    const paid = await result('paid');
    expect(paid.vnp_Amount).toBe('15000000');
    const verdict = ipn(paid);
    expect(verdict).toEqual({
      ok: true,
      notification: {
        provider: 'vnpay',
        txnRef: 'CD260115A1',
        amount: 150_000,
        success: true,
        providerTxnId: '14226112',
        responseCode: '00',
        eventId: 'vnpay:CD260115A1:14226112:00:00',
      },
    });
    expect(ipn({ ...paid })).toEqual(verdict);
    expect(provider.verifyReturn(paid)).toEqual(verdict);
  });

  it('reads cancelled (24) and failed (51) as unsuccessful, without a transaction number', async () => {
    const cancelled = ipn(await result('cancelled'));
    expect(cancelled).toMatchObject({
      ok: true,
      notification: { success: false, responseCode: '24', providerTxnId: null },
    });
    expect(ipn(await result('failed'))).toMatchObject({
      ok: true,
      notification: { success: false, responseCode: '51' },
    });
  });

  it('requires vnp_TransactionStatus 00 as well as vnp_ResponseCode 00', async () => {
    const pending = resignVnpayResult(config, await result('paid'), { vnp_TransactionStatus: '01' });
    expect(ipn(pending)).toMatchObject({ ok: true, notification: { success: false, responseCode: '00' } });
    const noStatus = resignVnpayResult(config, await result('paid'), { vnp_TransactionStatus: '' });
    expect(ipn(noStatus)).toMatchObject({ ok: true, notification: { success: false } });
  });

  it('answers bad_signature for a changed field, a wrong secret or an upper-case forged hash', async () => {
    const paid = await result('paid');
    expect(ipn(tamperVnpayResult(paid, { vnp_Amount: '100' }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(ipn(tamperVnpayResult(paid, { vnp_ResponseCode: '00', vnp_TxnRef: 'OTHER' }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const other = createVnpayProvider({ ...config, hashSecret: 'OTHER' });
    expect(other.verifyIpn({ query: paid, body: undefined, rawBody: '' })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    // Hex case does not matter: VNPay's own demos compare case-insensitively.
    expect(ipn({ ...paid, vnp_SecureHash: paid.vnp_SecureHash?.toUpperCase() ?? '' }).ok).toBe(true);
  });

  it('answers malformed for missing fields, another terminal or a fraction of a dong', async () => {
    const paid = await result('paid');
    const { vnp_SecureHash: _hash, ...unsigned } = paid;
    expect(ipn(unsigned)).toEqual({ ok: false, reason: 'malformed' });
    expect(ipn({})).toEqual({ ok: false, reason: 'malformed' });
    expect(ipn(resignVnpayResult(config, paid, { vnp_TxnRef: '' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(ipn(resignVnpayResult(config, paid, { vnp_TmnCode: 'ANOTHER1' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(ipn(resignVnpayResult(config, paid, { vnp_Amount: '15000050' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(ipn(resignVnpayResult(config, paid, { vnp_Amount: '1.5e7' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('VNPay ipnAnswer', () => {
  it('answers HTTP 200 with the RspCode VNPay expects', () => {
    expect(provider.ipnAnswer('confirmed')).toEqual({
      status: 200,
      body: { RspCode: '00', Message: 'Confirm Success' },
    });
    const codes = (
      [
        'order_not_found',
        'already_confirmed',
        'invalid_amount',
        'bad_signature',
        'malformed',
        'unknown_error',
      ] as const
    ).map((outcome) => {
      const answer = provider.ipnAnswer(outcome);
      expect(answer.status).toBe(200);
      return (answer.body as { RspCode: string }).RspCode;
    });
    expect(codes).toEqual(['01', '02', '04', '97', '99', '99']);
  });
});
