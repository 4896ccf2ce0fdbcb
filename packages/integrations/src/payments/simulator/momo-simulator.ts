import type { MomoConfig } from '../momo-config';
import { MOMO_MAX_AMOUNT, MOMO_MIN_AMOUNT, MOMO_ORDER_ID_PATTERN, type MomoResult } from '../momo-provider';
import {
  MOMO_CREATE_SIGNED_FIELDS,
  MOMO_RESULT_SIGNED_FIELDS,
  momoSignature,
  verifyMomoSignature,
} from '../momo-signature';
import type { SimulatedOutcome } from './simulated-outcome';

/** A create request MoMo accepted (captureWallet). */
export interface MomoPaymentRequest {
  partnerCode: string;
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  lang: 'vi' | 'en';
}

/** resultCode and message of MoMo's refusals (developers.momo.vn, result codes). */
export const MOMO_REFUSALS = {
  authentication: { resultCode: 13, message: 'Merchant authentication failed.' },
  badFormat: { resultCode: 20, message: 'Bad format request.' },
  amountOutOfRange: { resultCode: 22, message: 'Transaction amount is out of range.' },
} as const;

export type MomoRequestCheck =
  | { ok: true; request: MomoPaymentRequest }
  | { ok: false; resultCode: number; message: string };

const REQUIRED_TEXT = [
  'partnerCode',
  'requestId',
  'orderId',
  'orderInfo',
  'redirectUrl',
  'ipnUrl',
  'requestType',
  'signature',
] as const;

/** Checks POST /v2/gateway/api/create as MoMo does: fields, signature, partner, amount. */
export function verifyMomoCreateRequest(config: MomoConfig, body: unknown): MomoRequestCheck {
  if (!body || typeof body !== 'object') return { ok: false, ...MOMO_REFUSALS.badFormat };
  const b = body as Record<string, unknown>;
  const text: Record<string, string> = {};
  for (const field of REQUIRED_TEXT) {
    const value = b[field];
    if (typeof value !== 'string' || value === '') return { ok: false, ...MOMO_REFUSALS.badFormat };
    text[field] = value;
  }
  const extraData = b.extraData ?? '';
  const amount = b.amount;
  if (typeof extraData !== 'string' || typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    return { ok: false, ...MOMO_REFUSALS.badFormat };
  }
  const signed = { ...text, amount, extraData, accessKey: config.accessKey };
  if (
    text.partnerCode !== config.partnerCode ||
    !verifyMomoSignature(config.secretKey, MOMO_CREATE_SIGNED_FIELDS, signed, text.signature ?? '')
  ) {
    return { ok: false, ...MOMO_REFUSALS.authentication };
  }
  if (
    text.requestType !== 'captureWallet' ||
    !MOMO_ORDER_ID_PATTERN.test(text.orderId ?? '') ||
    !URL.canParse(text.ipnUrl ?? '') ||
    !URL.canParse(text.redirectUrl ?? '')
  ) {
    return { ok: false, ...MOMO_REFUSALS.badFormat };
  }
  if (amount < MOMO_MIN_AMOUNT || amount > MOMO_MAX_AMOUNT)
    return { ok: false, ...MOMO_REFUSALS.amountOutOfRange };
  return {
    ok: true,
    request: {
      partnerCode: text.partnerCode ?? '',
      orderId: text.orderId ?? '',
      requestId: text.requestId ?? '',
      amount,
      orderInfo: text.orderInfo ?? '',
      redirectUrl: text.redirectUrl ?? '',
      ipnUrl: text.ipnUrl ?? '',
      extraData,
      lang: b.lang === 'en' ? 'en' : 'vi',
    },
  };
}

/** resultCode per outcome: 1006 = the buyer denied the payment, 1001 = insufficient funds. */
export const MOMO_SIMULATED_RESULTS: Record<SimulatedOutcome, { resultCode: number; message: string }> = {
  paid: { resultCode: 0, message: 'Successful.' },
  cancelled: { resultCode: 1006, message: 'Transaction denied by user.' },
  failed: { resultCode: 1001, message: 'Transaction failed due to insufficient funds.' },
};

function sign(
  config: MomoConfig,
  result: Omit<MomoResult, 'signature'> & { signature?: string },
): MomoResult {
  const { signature: _old, ...rest } = result;
  const signature = momoSignature(config.secretKey, MOMO_RESULT_SIGNED_FIELDS, {
    ...rest,
    accessKey: config.accessKey,
  });
  return { ...rest, signature };
}

/** The signed IPN body MoMo posts to ipnUrl for an outcome. */
export function buildMomoResult(
  config: MomoConfig,
  request: MomoPaymentRequest,
  outcome: SimulatedOutcome,
  options: { transId: number; responseTime: Date },
): MomoResult {
  const { resultCode, message } = MOMO_SIMULATED_RESULTS[outcome];
  return sign(config, {
    partnerCode: request.partnerCode,
    orderId: request.orderId,
    requestId: request.requestId,
    amount: request.amount,
    orderInfo: request.orderInfo,
    orderType: 'momo_wallet',
    transId: options.transId,
    resultCode,
    message,
    payType: 'qr',
    responseTime: options.responseTime.getTime(),
    extraData: request.extraData,
  });
}

/** The same result as the query MoMo appends to redirectUrl. */
export function momoRedirectQuery(result: MomoResult): Record<string, string> {
  return Object.fromEntries(Object.entries(result).map(([key, value]) => [key, String(value)]));
}

/** Changes fields and keeps the old signature: what a forger would send. */
export function tamperMomoResult(result: MomoResult, changes: Partial<MomoResult>): MomoResult {
  return { ...result, ...changes };
}

/** Changes fields and signs again: a genuine MoMo message with other values. */
export function resignMomoResult(
  config: MomoConfig,
  result: MomoResult,
  changes: Partial<MomoResult> = {},
): MomoResult {
  return sign(config, { ...result, ...changes });
}

/** A genuine result for another amount (VND), to exercise the invalid-amount answer. */
export function withMomoAmount(config: MomoConfig, result: MomoResult, amount: number): MomoResult {
  return resignMomoResult(config, result, { amount });
}
