import type { MomoConfig } from './momo-config';
import { momoRefund } from './momo-refund';
import {
  MOMO_CREATE_SIGNED_FIELDS,
  MOMO_RESULT_SIGNED_FIELDS,
  momoSignature,
  verifyMomoSignature,
} from './momo-signature';
import type { CreatePaymentInput, IpnOutcome, PaymentProvider, VerifyResult } from './payment-provider';
import { PaymentGatewayError } from './payment-provider';

export const MOMO_CREATE_PATH = '/v2/gateway/api/create';
/** captureWallet limits (developers.momo.vn, one-time payments). */
export const MOMO_MIN_AMOUNT = 1_000;
export const MOMO_MAX_AMOUNT = 50_000_000;
/** MoMo's orderId pattern; our txnRef is sent as orderId, so it must match. */
export const MOMO_ORDER_ID_PATTERN = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;

/** The body of POST /v2/gateway/api/create for requestType captureWallet. */
export interface MomoCreateRequest {
  partnerCode: string;
  requestType: 'captureWallet';
  ipnUrl: string;
  redirectUrl: string;
  orderId: string;
  amount: number;
  orderInfo: string;
  requestId: string;
  extraData: string;
  lang: 'vi' | 'en';
  signature: string;
}

/** What MoMo posts to ipnUrl and appends to redirectUrl (the redirect carries the same fields as text). */
export interface MomoResult {
  partnerCode: string;
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  orderType: string;
  transId: number;
  resultCode: number;
  message: string;
  payType: string;
  responseTime: number;
  extraData: string;
  signature: string;
}

export function momoCreateRequest(config: MomoConfig, input: CreatePaymentInput): MomoCreateRequest {
  if (
    !Number.isSafeInteger(input.amount) ||
    input.amount < MOMO_MIN_AMOUNT ||
    input.amount > MOMO_MAX_AMOUNT
  ) {
    throw new PaymentGatewayError(
      'momo',
      'amount_out_of_range',
      `amount must be ${MOMO_MIN_AMOUNT}..${MOMO_MAX_AMOUNT} dong`,
    );
  }
  if (!MOMO_ORDER_ID_PATTERN.test(input.txnRef)) {
    throw new PaymentGatewayError(
      'momo',
      'invalid_txn_ref',
      `txnRef "${input.txnRef}" is not a MoMo orderId`,
    );
  }
  const unsigned = {
    partnerCode: config.partnerCode,
    requestType: 'captureWallet' as const,
    ipnUrl: input.ipnUrl,
    redirectUrl: input.returnUrl,
    orderId: input.txnRef,
    amount: input.amount,
    orderInfo: input.orderInfo,
    // MoMo de-duplicates on requestId: a retried create for the same attempt is answered once.
    requestId: input.txnRef,
    extraData: '',
    lang: input.locale,
  };
  const signature = momoSignature(config.secretKey, MOMO_CREATE_SIGNED_FIELDS, {
    ...unsigned,
    accessKey: config.accessKey,
  });
  return { ...unsigned, signature };
}

const TEXT_FIELDS = [
  'partnerCode',
  'orderId',
  'requestId',
  'orderInfo',
  'orderType',
  'message',
  'payType',
  'signature',
];
const NUMBER_FIELDS = ['amount', 'transId', 'resultCode', 'responseTime'];

/** Reads a MoMo result (IPN body or redirect query): every field present, numbers as digits. */
function readResult(source: Record<string, unknown>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const value = source[field];
    if (typeof value !== 'string') return null;
    out[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = source[field];
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !/^-?\d+$/.test(text)) return null;
    out[field] = text;
  }
  const extraData = source.extraData ?? '';
  if (typeof extraData !== 'string') return null;
  out.extraData = extraData;
  return out;
}

export function verifyMomoResult(config: MomoConfig, source: Record<string, unknown>): VerifyResult {
  const result = readResult(source);
  if (!result) return { ok: false, reason: 'malformed' };
  const values = { ...result, accessKey: config.accessKey };
  if (!verifyMomoSignature(config.secretKey, MOMO_RESULT_SIGNED_FIELDS, values, result.signature ?? '')) {
    return { ok: false, reason: 'bad_signature' };
  }
  const amount = Number(result.amount);
  if (result.partnerCode !== config.partnerCode || !Number.isSafeInteger(amount)) {
    return { ok: false, reason: 'malformed' };
  }
  const transId = result.transId && result.transId !== '0' ? result.transId : null;
  return {
    ok: true,
    notification: {
      provider: 'momo',
      txnRef: result.orderId ?? '',
      amount,
      // 0 is paid; 9000 is "authorized" and only happens with autoCapture off, which we never ask for.
      success: result.resultCode === '0',
      providerTxnId: transId,
      responseCode: result.resultCode ?? '',
      eventId: `momo:${result.orderId}:${transId ?? '-'}:${result.resultCode}`,
    },
  };
}

function parseJsonObject(body: unknown, rawBody: string): Record<string, unknown> | null {
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawBody);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * MoMo answers an IPN with HTTP 204 (developers.momo.vn, "Payment Notification"). Outcomes a
 * retry cannot change (unknown order, wrong amount) are acknowledged too and left to our
 * logs; a forged or unreadable request gets 400 (MoMo does not retry it); only our own
 * failure gets 500, so MoMo tries again.
 */
const IPN_ANSWERS: Record<IpnOutcome, { status: number; body: unknown }> = {
  confirmed: { status: 204, body: null },
  already_confirmed: { status: 204, body: null },
  order_not_found: { status: 204, body: null },
  invalid_amount: { status: 204, body: null },
  bad_signature: { status: 400, body: { message: 'Invalid signature' } },
  malformed: { status: 400, body: { message: 'Invalid request' } },
  unknown_error: { status: 500, body: { message: 'Unknown error' } },
};

/**
 * MoMo e-wallet (captureWallet): our server creates the payment and sends the buyer to
 * payUrl; MoMo posts the result (JSON) to ipnUrl and redirects the buyer to redirectUrl
 * with the same signed fields in the query.
 */
export function createMomoProvider(
  config: MomoConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): PaymentProvider {
  return {
    name: 'momo',
    async createPayment(input) {
      const request = momoCreateRequest(config, input);
      const response = await fetchImpl(`${config.endpoint}${MOMO_CREATE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify(request),
        // MoMo asks for at least 30 s before giving up on the create call.
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await response.json().catch(() => null)) as {
        resultCode?: number;
        message?: string;
        payUrl?: string;
      } | null;
      if (answer?.resultCode !== 0 || typeof answer.payUrl !== 'string') {
        throw new PaymentGatewayError(
          'momo',
          String(answer?.resultCode ?? `http_${response.status}`),
          answer?.message ?? 'create failed',
        );
      }
      return { redirectUrl: answer.payUrl };
    },
    verifyIpn(request) {
      const body = parseJsonObject(request.body, request.rawBody);
      return body ? verifyMomoResult(config, body) : { ok: false, reason: 'malformed' };
    },
    verifyReturn(query) {
      return verifyMomoResult(config, query);
    },
    ipnAnswer(outcome) {
      return IPN_ANSWERS[outcome];
    },
    refund(input) {
      return momoRefund(config, fetchImpl, input);
    },
  };
}
