import { formatVietnamCompact, parseVietnamCompact } from '../vietnam-time';
import { VNPAY_VERSION, type VnpayConfig } from '../vnpay-config';
import { verifyVnpaySignature, vnpaySecureHash } from '../vnpay-signature';
import type { SimulatedOutcome } from './simulated-outcome';

/**
 * What VNPay's gateway does with a merchant's payment URL and what it sends back, signed with
 * the same algorithm, so tests and the local simulator exercise the real verification code.
 */
export interface VnpayPaymentRequest {
  txnRef: string;
  /** VND (vnp_Amount / 100). */
  amount: number;
  orderInfo: string;
  returnUrl: string;
  locale: 'vn' | 'en';
  bankCode: string | null;
  ipAddr: string;
  createdAt: Date;
  expiresAt: Date;
}

export type VnpayRequestCheck =
  | { ok: true; request: VnpayPaymentRequest }
  | { ok: false; reason: 'bad_signature' | 'malformed' | 'unknown_merchant' | 'expired' };

/** Checks a payment URL's query as the gateway does: signature, terminal, fields, expiry. */
export function verifyVnpayPaymentRequest(
  config: VnpayConfig,
  query: Record<string, string>,
  now: Date,
): VnpayRequestCheck {
  if (!query.vnp_SecureHash) return { ok: false, reason: 'malformed' };
  if (!verifyVnpaySignature(query, config.hashSecret)) return { ok: false, reason: 'bad_signature' };
  if (query.vnp_TmnCode !== config.tmnCode) return { ok: false, reason: 'unknown_merchant' };
  const amount = query.vnp_Amount ?? '';
  const createdAt = parseVietnamCompact(query.vnp_CreateDate ?? '');
  const expiresAt = parseVietnamCompact(query.vnp_ExpireDate ?? '');
  const locale = query.vnp_Locale;
  if (
    query.vnp_Version !== VNPAY_VERSION ||
    query.vnp_Command !== 'pay' ||
    query.vnp_CurrCode !== 'VND' ||
    !/^[1-9]\d*00$/.test(amount) ||
    !createdAt ||
    !expiresAt ||
    (locale !== 'vn' && locale !== 'en') ||
    !query.vnp_TxnRef ||
    !query.vnp_OrderInfo ||
    !query.vnp_IpAddr ||
    !URL.canParse(query.vnp_ReturnUrl ?? '')
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (now.getTime() > expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    request: {
      txnRef: query.vnp_TxnRef,
      amount: Number(amount) / 100,
      orderInfo: query.vnp_OrderInfo,
      returnUrl: query.vnp_ReturnUrl ?? '',
      locale,
      bankCode: query.vnp_BankCode || null,
      ipAddr: query.vnp_IpAddr,
      createdAt,
      expiresAt,
    },
  };
}

/** vnp_ResponseCode and vnp_TransactionStatus per outcome (24 = buyer cancelled, 51 = insufficient balance). */
export const VNPAY_SIMULATED_RESULTS: Record<
  SimulatedOutcome,
  { responseCode: string; transactionStatus: string }
> = {
  paid: { responseCode: '00', transactionStatus: '00' },
  cancelled: { responseCode: '24', transactionStatus: '02' },
  failed: { responseCode: '51', transactionStatus: '02' },
};

function sign(config: VnpayConfig, params: Record<string, string>): Record<string, string> {
  const { vnp_SecureHash: _old, vnp_SecureHashType: _type, ...rest } = params;
  // Sorted like the signed string, hash last: how VNPay's own query strings read.
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { ...sorted, vnp_SecureHash: vnpaySecureHash(sorted, config.hashSecret) };
}

/**
 * The signed parameters VNPay sends for a finished payment: the same set goes to the IPN
 * (GET) and to vnp_ReturnUrl.
 */
export function buildVnpayResult(
  config: VnpayConfig,
  request: VnpayPaymentRequest,
  outcome: SimulatedOutcome,
  options: { transactionNo: string; payDate: Date },
): Record<string, string> {
  const { responseCode, transactionStatus } = VNPAY_SIMULATED_RESULTS[outcome];
  const bankCode = request.bankCode && request.bankCode !== 'VNBANK' ? request.bankCode : 'NCB';
  const params: Record<string, string> = {
    vnp_Amount: String(request.amount * 100),
    vnp_BankCode: bankCode,
    vnp_CardType: bankCode === 'VNPAYQR' ? 'QRCODE' : 'ATM',
    vnp_OrderInfo: request.orderInfo,
    vnp_PayDate: formatVietnamCompact(options.payDate),
    vnp_ResponseCode: responseCode,
    vnp_TmnCode: config.tmnCode,
    // A payment that never went through has no VNPay transaction: VNPay sends 0.
    vnp_TransactionNo: outcome === 'paid' ? options.transactionNo : '0',
    vnp_TransactionStatus: transactionStatus,
    vnp_TxnRef: request.txnRef,
  };
  if (outcome === 'paid') params.vnp_BankTranNo = `VNP${options.transactionNo}`;
  return sign(config, params);
}

/** Changes fields and keeps the old signature: what a forger would send. */
export function tamperVnpayResult(
  params: Record<string, string>,
  changes: Record<string, string>,
): Record<string, string> {
  return { ...params, ...changes };
}

/** Changes fields and signs again: a genuine VNPay message with other values. */
export function resignVnpayResult(
  config: VnpayConfig,
  params: Record<string, string>,
  changes: Record<string, string> = {},
): Record<string, string> {
  return sign(config, { ...params, ...changes });
}

/** A genuine result for another amount (VND), to exercise the IPN's 04 invalid amount. */
export function withVnpayAmount(
  config: VnpayConfig,
  params: Record<string, string>,
  amount: number,
): Record<string, string> {
  return resignVnpayResult(config, params, { vnp_Amount: String(amount * 100) });
}
