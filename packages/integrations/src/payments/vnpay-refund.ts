import { hmacHex, sameHex } from './hmac';
import type { RefundInput, RefundResult } from './payment-provider';
import { formatVietnamCompact } from './vietnam-time';
import { VNPAY_VERSION, type VnpayConfig, vnpayOrderInfo } from './vnpay-config';

/**
 * VNPay's refund (merchant_webapi/api/transaction, vnp_Command=refund): a JSON POST whose
 * vnp_SecureHash is HMAC-SHA512 over the documented fields joined with '|' (not the sorted
 * query string of payments). The answer is signed the same way over its own fields.
 */
export const VNPAY_REFUND_SIGNED_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

export const VNPAY_REFUND_ANSWER_SIGNED_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

export function vnpayPipeHash(
  hashSecret: string,
  fields: readonly string[],
  values: Record<string, string | undefined>,
): string {
  return hmacHex('sha512', hashSecret, fields.map((field) => values[field] ?? '').join('|'));
}

export function vnpayRefundRequest(config: VnpayConfig, input: RefundInput): Record<string, string> {
  const unsigned: Record<string, string> = {
    vnp_RequestId: input.requestId,
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'refund',
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionType: input.amount >= input.paymentAmount ? '02' : '03',
    vnp_TxnRef: input.txnRef,
    vnp_Amount: String(input.amount * 100),
    vnp_TransactionNo: input.providerTxnId,
    vnp_TransactionDate: formatVietnamCompact(input.paidAt),
    vnp_CreateBy: input.createdBy ?? 'cho-dep',
    vnp_CreateDate: formatVietnamCompact(input.createdAt),
    vnp_IpAddr: input.clientIp ?? '127.0.0.1',
    vnp_OrderInfo: vnpayOrderInfo(input.reason) || input.requestId,
  };
  return {
    ...unsigned,
    vnp_SecureHash: vnpayPipeHash(config.hashSecret, VNPAY_REFUND_SIGNED_FIELDS, unsigned),
  };
}

/** Reads VNPay's refund answer: signature first, then vnp_ResponseCode 00 = accepted. */
export function readVnpayRefundAnswer(
  config: VnpayConfig,
  answer: Record<string, string> | null,
): RefundResult {
  if (!answer || typeof answer.vnp_ResponseCode !== 'string') {
    return { ok: false, code: 'malformed', message: 'unreadable refund answer' };
  }
  const expected = vnpayPipeHash(config.hashSecret, VNPAY_REFUND_ANSWER_SIGNED_FIELDS, answer);
  if (!sameHex(expected, answer.vnp_SecureHash ?? '')) {
    return { ok: false, code: 'bad_signature', message: 'refund answer signature does not match' };
  }
  if (answer.vnp_ResponseCode !== '00') {
    return { ok: false, code: answer.vnp_ResponseCode, message: answer.vnp_Message ?? 'refund refused' };
  }
  return {
    ok: true,
    providerRefundId: answer.vnp_TransactionNo ?? answer.vnp_ResponseId ?? '',
    pending: false,
  };
}

export async function vnpayRefund(
  config: VnpayConfig,
  fetchImpl: typeof fetch,
  input: RefundInput,
): Promise<RefundResult> {
  if (!config.apiUrl) return { ok: false, code: 'not_configured', message: 'VNPay apiUrl is not set' };
  const response = await fetchImpl(config.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(vnpayRefundRequest(config, input)),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => null)) as Record<string, string> | null;
  return readVnpayRefundAnswer(config, answer);
}
