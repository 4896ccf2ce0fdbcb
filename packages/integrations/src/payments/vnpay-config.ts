/** VNPay's merchant settings and the protocol constants its provider, refunds and simulator share. */
export interface VnpayConfig {
  /** Terminal code (8 characters) issued by VNPay. */
  tmnCode: string;
  hashSecret: string;
  /** The gateway page, e.g. https://sandbox.vnpayment.vn/paymentv2/vpcpay.html */
  paymentUrl: string;
  /** The merchant API (refund, query), e.g. https://sandbox.vnpayment.vn/merchant_webapi/api/transaction */
  apiUrl?: string;
}

export const VNPAY_VERSION = '2.1.0';

/**
 * VNPay asks for order info in Vietnamese without diacritics and without special
 * characters; we fold the accents (đ included, which NFD leaves alone) and drop what is left.
 */
export function vnpayOrderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 .,:#_-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);
}
