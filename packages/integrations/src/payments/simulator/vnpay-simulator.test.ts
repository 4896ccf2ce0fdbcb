import { describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../payment-provider';
import type { VnpayConfig } from '../vnpay-config';
import { createVnpayProvider, vnpayPaymentParams } from '../vnpay-provider';
import { signedVnpayQuery } from '../vnpay-signature';
import { buildVnpayResult, verifyVnpayPaymentRequest, withVnpayAmount } from './vnpay-simulator';

const config: VnpayConfig = {
  tmnCode: 'TESTTMN1',
  hashSecret: 'S',
  paymentUrl: 'https://gw.test/vpcpay.html',
};
const input: CreatePaymentInput = {
  txnRef: 'CD1',
  amount: 20_000,
  orderInfo: 'Thanh toan CD1',
  returnUrl: 'https://cho.vn/ve',
  ipnUrl: 'https://cho.vn/ipn',
  clientIp: '127.0.0.1',
  locale: 'en',
  createdAt: new Date('2026-01-14T10:00:00Z'),
  expiresAt: new Date('2026-01-14T10:15:00Z'),
};
const during = new Date('2026-01-14T10:05:00Z');
const signed = (params: Record<string, string>, secret = config.hashSecret) =>
  Object.fromEntries(new URLSearchParams(signedVnpayQuery(params, secret)));
const params = vnpayPaymentParams(config, input);

describe('verifyVnpayPaymentRequest (the gateway side)', () => {
  it('accepts a payment URL signed by our provider', () => {
    expect(verifyVnpayPaymentRequest(config, signed(params), during)).toEqual({
      ok: true,
      request: {
        txnRef: 'CD1',
        amount: 20_000,
        orderInfo: 'Thanh toan CD1',
        returnUrl: 'https://cho.vn/ve',
        locale: 'en',
        bankCode: null,
        ipAddr: '127.0.0.1',
        createdAt: input.createdAt,
        expiresAt: input.expiresAt,
      },
    });
  });

  it('refuses a changed URL, another secret, another terminal, missing fields and an expired payment', () => {
    expect(verifyVnpayPaymentRequest(config, { ...signed(params), vnp_Amount: '100' }, during)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyVnpayPaymentRequest(config, signed(params, 'OTHER'), during)).toMatchObject({
      reason: 'bad_signature',
    });
    expect(verifyVnpayPaymentRequest(config, signed({ ...params, vnp_TmnCode: 'X' }), during)).toMatchObject({
      reason: 'unknown_merchant',
    });
    expect(
      verifyVnpayPaymentRequest(config, signed({ ...params, vnp_Version: '2.0.0' }), during),
    ).toMatchObject({
      reason: 'malformed',
    });
    expect(verifyVnpayPaymentRequest(config, signed({ ...params, vnp_OrderInfo: '' }), during)).toMatchObject(
      {
        reason: 'malformed',
      },
    );
    expect(
      verifyVnpayPaymentRequest(config, signed({ ...params, vnp_Amount: '2000050' }), during),
    ).toMatchObject({
      reason: 'malformed',
    });
    expect(verifyVnpayPaymentRequest(config, params, during)).toMatchObject({ reason: 'malformed' });
    expect(verifyVnpayPaymentRequest(config, signed(params), new Date('2026-01-14T10:15:01Z'))).toMatchObject(
      {
        reason: 'expired',
      },
    );
  });
});

describe('buildVnpayResult', () => {
  const check = verifyVnpayPaymentRequest(config, signed(params), during);
  if (!check.ok) throw new Error('setup');
  const provider = createVnpayProvider(config);
  const options = { transactionNo: '900001', payDate: new Date('2026-01-14T17:30:00Z') };

  it('carries the fields VNPay sends, with the pay date in GMT+7', () => {
    const paid = buildVnpayResult(config, check.request, 'paid', options);
    expect(paid).toMatchObject({
      vnp_Amount: '2000000',
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: 'VNP900001',
      vnp_PayDate: '20260115003000',
      vnp_ResponseCode: '00',
      vnp_TransactionNo: '900001',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: 'CD1',
      vnp_TmnCode: 'TESTTMN1',
    });
    expect(buildVnpayResult(config, check.request, 'cancelled', options)).toMatchObject({
      vnp_ResponseCode: '24',
      vnp_TransactionNo: '0',
      vnp_TransactionStatus: '02',
    });
  });

  it('changes the amount with a fresh signature', () => {
    const paid = buildVnpayResult(config, check.request, 'paid', options);
    expect(provider.verifyReturn(withVnpayAmount(config, paid, 19_000))).toMatchObject({
      ok: true,
      notification: { amount: 19_000, success: true },
    });
  });
});
