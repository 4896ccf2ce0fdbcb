import type { CreatePaymentInput, IpnOutcome, PaymentProvider, VerifyResult } from './payment-provider';
import { PaymentGatewayError } from './payment-provider';
import { formatVietnamCompact } from './vietnam-time';
import { VNPAY_VERSION, type VnpayConfig, vnpayOrderInfo } from './vnpay-config';
import { vnpayRefund } from './vnpay-refund';
import { signedVnpayQuery, verifyVnpaySignature } from './vnpay-signature';

/** vnp_ResponseCode values (product.md §partners); 00 alone is not enough, vnp_TransactionStatus must be 00 too. */
export const VNPAY_RESPONSE_CODES = {
  success: '00',
  suspicious: '07',
  noInternetBanking: '09',
  verificationFailed3Times: '10',
  timedOut: '11',
  cardLocked: '12',
  wrongOtp: '13',
  cancelledByBuyer: '24',
  insufficientBalance: '51',
  dailyLimit: '65',
  bankMaintenance: '75',
  wrongPasswordTooOften: '79',
  other: '99',
} as const;

/** The IPN answers VNPay understands, with the messages of its integration guide. */
const IPN_ANSWERS: Record<IpnOutcome, { RspCode: string; Message: string }> = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  order_not_found: { RspCode: '01', Message: 'Order not found' },
  already_confirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalid_amount: { RspCode: '04', Message: 'Invalid amount' },
  bad_signature: { RspCode: '97', Message: 'Invalid signature' },
  malformed: { RspCode: '99', Message: 'Input data required' },
  unknown_error: { RspCode: '99', Message: 'Unknown error' },
};

/** Builds the signed vnp_* parameters of a payment request (also used by the simulator's tests). */
export function vnpayPaymentParams(config: VnpayConfig, input: CreatePaymentInput): Record<string, string> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new PaymentGatewayError('vnpay', 'invalid_amount', `amount must be a positive integer of dong`);
  }
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(input.txnRef)) {
    throw new PaymentGatewayError('vnpay', 'invalid_txn_ref', `txnRef "${input.txnRef}" is not accepted`);
  }
  const params: Record<string, string> = {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    vnp_Amount: String(input.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_CreateDate: formatVietnamCompact(input.createdAt),
    vnp_ExpireDate: formatVietnamCompact(input.expiresAt),
    vnp_IpAddr: input.clientIp,
    vnp_Locale: input.locale === 'vi' ? 'vn' : 'en',
    vnp_OrderInfo: vnpayOrderInfo(input.orderInfo) || input.txnRef,
    vnp_OrderType: 'other',
    vnp_ReturnUrl: input.returnUrl,
    vnp_TxnRef: input.txnRef,
  };
  if (input.bankCode) params.vnp_BankCode = input.bankCode;
  return params;
}

/** Reads a signed VNPay result (IPN or return query) into a notification. */
export function verifyVnpayResult(config: VnpayConfig, query: Record<string, string>): VerifyResult {
  if (!query.vnp_SecureHash) return { ok: false, reason: 'malformed' };
  if (!verifyVnpaySignature(query, config.hashSecret)) return { ok: false, reason: 'bad_signature' };
  const { vnp_TxnRef, vnp_Amount, vnp_ResponseCode, vnp_TransactionStatus, vnp_TransactionNo, vnp_TmnCode } =
    query;
  if (!vnp_TxnRef || !vnp_ResponseCode || !vnp_Amount || !/^\d+$/.test(vnp_Amount)) {
    return { ok: false, reason: 'malformed' };
  }
  if (vnp_TmnCode !== config.tmnCode) return { ok: false, reason: 'malformed' };
  const hundredths = Number(vnp_Amount);
  // vnp_Amount is dong x 100; dong have no minor unit, so anything else is not ours.
  if (!Number.isSafeInteger(hundredths) || hundredths % 100 !== 0) return { ok: false, reason: 'malformed' };
  const status = vnp_TransactionStatus ?? '';
  const transactionNo = vnp_TransactionNo && vnp_TransactionNo !== '0' ? vnp_TransactionNo : null;
  return {
    ok: true,
    notification: {
      provider: 'vnpay',
      txnRef: vnp_TxnRef,
      amount: hundredths / 100,
      success: vnp_ResponseCode === VNPAY_RESPONSE_CODES.success && status === '00',
      providerTxnId: transactionNo,
      responseCode: vnp_ResponseCode,
      eventId: `vnpay:${vnp_TxnRef}:${transactionNo ?? '-'}:${vnp_ResponseCode}:${status || '-'}`,
    },
  };
}

/**
 * VNPay: the buyer goes to the gateway with a signed GET URL; VNPay calls our IPN (GET, the
 * same signed parameters) and sends the buyer back to vnp_ReturnUrl. The IPN URL is set in
 * VNPay's merchant portal, so input.ipnUrl is not sent.
 */
export function createVnpayProvider(
  config: VnpayConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): PaymentProvider {
  return {
    name: 'vnpay',
    async createPayment(input) {
      const query = signedVnpayQuery(vnpayPaymentParams(config, input), config.hashSecret);
      const separator = config.paymentUrl.includes('?') ? '&' : '?';
      return { redirectUrl: `${config.paymentUrl}${separator}${query}` };
    },
    verifyIpn(request) {
      return verifyVnpayResult(config, request.query);
    },
    verifyReturn(query) {
      return verifyVnpayResult(config, query);
    },
    ipnAnswer(outcome) {
      return { status: 200, body: IPN_ANSWERS[outcome] };
    },
    refund(input) {
      return vnpayRefund(config, fetchImpl, input);
    },
  };
}
