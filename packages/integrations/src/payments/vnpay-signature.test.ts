import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedVnpayQuery, verifyVnpaySignature, vnpaySecureHash, vnpaySignData } from './vnpay-signature';

const secret = 'TESTSECRET';

describe('VNPay signature', () => {
  const params = {
    vnp_TxnRef: 'CD1',
    vnp_Amount: '1000000',
    vnp_OrderInfo: 'Thanh toan don hang: CD1 (2 san pham)',
    vnp_ReturnUrl: 'https://cho.vn/tra-ve?a=1&b=2',
    vnp_BankCode: '',
    vnp_SecureHash: 'ignored',
    vnp_SecureHashType: 'HmacSHA512',
    other: 'not a vnp field',
  };

  it('signs the sorted vnp_* fields, form-encoded with + for spaces, without empties or hash fields', () => {
    expect(vnpaySignData(params)).toBe(
      'vnp_Amount=1000000' +
        '&vnp_OrderInfo=Thanh+toan+don+hang%3A+CD1+%282+san+pham%29' +
        '&vnp_ReturnUrl=https%3A%2F%2Fcho.vn%2Ftra-ve%3Fa%3D1%26b%3D2' +
        '&vnp_TxnRef=CD1',
    );
  });

  it('is HMAC-SHA512 (hex) of that string', () => {
    const expected = createHmac('sha512', secret)
      .update(
        'vnp_Amount=1000000&vnp_OrderInfo=Thanh+toan+don+hang%3A+CD1+%282+san+pham%29' +
          '&vnp_ReturnUrl=https%3A%2F%2Fcho.vn%2Ftra-ve%3Fa%3D1%26b%3D2&vnp_TxnRef=CD1',
      )
      .digest('hex');
    expect(vnpaySecureHash(params, secret)).toBe(expected);
  });

  it('encodes Vietnamese text as UTF-8 percent escapes', () => {
    expect(vnpaySignData({ vnp_OrderInfo: 'Áo đẹp' })).toBe('vnp_OrderInfo=%C3%81o+%C4%91%E1%BA%B9p');
  });

  it('verifies what it signed, after a URL round trip, and nothing else', () => {
    const query = signedVnpayQuery(
      { vnp_TxnRef: 'CD1', vnp_OrderInfo: 'Thanh toan CD1', vnp_Amount: '500000' },
      secret,
    );
    const received = Object.fromEntries(new URLSearchParams(query));
    expect(received.vnp_OrderInfo).toBe('Thanh toan CD1');
    expect(verifyVnpaySignature(received, secret)).toBe(true);
    expect(verifyVnpaySignature({ ...received, vnp_Amount: '600000' }, secret)).toBe(false);
    expect(verifyVnpaySignature(received, 'OTHER')).toBe(false);
    expect(verifyVnpaySignature({ ...received, vnp_SecureHash: '' }, secret)).toBe(false);
  });
});
