import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MOMO_CREATE_SIGNED_FIELDS,
  MOMO_RESULT_SIGNED_FIELDS,
  momoRawSignature,
  momoSignature,
  verifyMomoSignature,
} from './momo-signature';

describe('MoMo signature', () => {
  it('joins the create fields in the documented order, raw values', () => {
    const raw = momoRawSignature(MOMO_CREATE_SIGNED_FIELDS, {
      accessKey: 'AK',
      amount: 50000,
      extraData: '',
      ipnUrl: 'https://cho.vn/ipn',
      orderId: 'CD1',
      orderInfo: 'Thanh toán đơn CD1',
      partnerCode: 'PC',
      redirectUrl: 'https://cho.vn/ve?x=1&y=2',
      requestId: 'CD1',
      requestType: 'captureWallet',
    });
    expect(raw).toBe(
      'accessKey=AK&amount=50000&extraData=&ipnUrl=https://cho.vn/ipn&orderId=CD1&orderInfo=Thanh toán đơn CD1' +
        '&partnerCode=PC&redirectUrl=https://cho.vn/ve?x=1&y=2&requestId=CD1&requestType=captureWallet',
    );
  });

  it('signs the result fields with HMAC-SHA256 of the secret key', () => {
    const values = {
      accessKey: 'AK',
      amount: 1000,
      extraData: '',
      message: 'Successful.',
      orderId: 'CD1',
      orderInfo: 'x',
      orderType: 'momo_wallet',
      partnerCode: 'PC',
      payType: 'qr',
      requestId: 'CD1',
      responseTime: 1721720663942,
      resultCode: 0,
      transId: 4088878653,
    };
    const expected = createHmac('sha256', 'SK')
      .update(
        'accessKey=AK&amount=1000&extraData=&message=Successful.&orderId=CD1&orderInfo=x&orderType=momo_wallet' +
          '&partnerCode=PC&payType=qr&requestId=CD1&responseTime=1721720663942&resultCode=0&transId=4088878653',
      )
      .digest('hex');
    expect(momoSignature('SK', MOMO_RESULT_SIGNED_FIELDS, values)).toBe(expected);
    expect(verifyMomoSignature('SK', MOMO_RESULT_SIGNED_FIELDS, values, expected)).toBe(true);
    expect(verifyMomoSignature('SK', MOMO_RESULT_SIGNED_FIELDS, { ...values, amount: 2000 }, expected)).toBe(
      false,
    );
  });
});
