import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { momoRefundRequest } from './momo-refund';
import type { RefundInput } from './payment-provider';
import { buildVnpayRefundAnswer } from './simulator/refund-simulator';
import { readVnpayRefundAnswer, vnpayRefundRequest } from './vnpay-refund';
import { zalopayRefundRequest } from './zalopay-refund';

const input: RefundInput = {
  txnRef: 'CD2611210A7K3',
  providerTxnId: '14226112',
  amount: 90_000,
  paymentAmount: 250_000,
  paidAt: new Date('2026-11-20T03:04:05Z'),
  reason: 'Hoàn tiền trả hàng',
  requestId: 'RF0011223344556677',
  createdAt: new Date('2026-11-21T04:00:00Z'),
  createdBy: 'admin',
  clientIp: '203.0.113.9',
};

describe('refund requests: known answers over the documented fields', () => {
  it('VNPay: HMAC-SHA512 over the 13 fields joined with |, partial = 03', () => {
    const vnpay = { tmnCode: 'TMN00001', hashSecret: 'SECRET', paymentUrl: 'https://vnpay.test/pay' };
    const body = vnpayRefundRequest(vnpay, input);
    const data =
      'RF0011223344556677|2.1.0|refund|TMN00001|03|CD2611210A7K3|9000000|14226112|20261120100405|admin|20261121110000|203.0.113.9|Hoan tien tra hang';
    expect(body.vnp_SecureHash).toBe(createHmac('sha512', 'SECRET').update(data).digest('hex'));
    expect(vnpayRefundRequest(vnpay, { ...input, amount: 250_000 }).vnp_TransactionType).toBe('02');
    const answer = buildVnpayRefundAnswer(vnpay, body, {
      responseCode: '00',
      message: 'ok',
      transactionNo: '777',
      responseId: '1',
      now: input.createdAt,
    });
    expect(readVnpayRefundAnswer(vnpay, answer)).toEqual({
      ok: true,
      providerRefundId: '777',
      pending: false,
    });
    expect(readVnpayRefundAnswer(vnpay, { ...answer, vnp_Amount: '1' })).toMatchObject({
      ok: false,
      code: 'bad_signature',
    });
  });

  it('MoMo: HMAC-SHA256 over accessKey&amount&description&orderId&partnerCode&requestId&transId', () => {
    const body = momoRefundRequest({ partnerCode: 'P', accessKey: 'A', secretKey: 'S', endpoint: '' }, input);
    const raw =
      'accessKey=A&amount=90000&description=Hoàn tiền trả hàng&orderId=RF0011223344556677&partnerCode=P&requestId=RF0011223344556677&transId=14226112';
    expect(body.signature).toBe(createHmac('sha256', 'S').update(raw).digest('hex'));
  });

  it('ZaloPay: key1 over app_id|zp_trans_id|amount|description|timestamp, m_refund_id yymmdd_appid_ref', () => {
    const body = zalopayRefundRequest({ appId: '2553', key1: 'K1', key2: 'K2', endpoint: '' }, input);
    expect(body.m_refund_id).toBe('261121_2553_RF0011223344556677');
    const raw = `2553|14226112|90000|Hoàn tiền trả hàng|${input.createdAt.getTime()}`;
    expect(body.mac).toBe(createHmac('sha256', 'K1').update(raw).digest('hex'));
  });
});
