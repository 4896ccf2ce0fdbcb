import { sameHex } from './hmac';
import type { CreatePaymentInput, IpnOutcome, PaymentProvider, VerifyResult } from './payment-provider';
import { PaymentGatewayError } from './payment-provider';
import { formatVietnamYymmdd } from './vietnam-time';
import type { ZalopayConfig } from './zalopay-config';
import { zalopayRefund } from './zalopay-refund';
import { zalopayCallbackMac, zalopayCreateMac, zalopayRedirectChecksum } from './zalopay-signature';

export const ZALOPAY_CREATE_PATH = '/v2/create';
/** The name we give ZaloPay as app_user when the buyer has no id it could use. */
const APP_USER = 'ChoDep';
/** expire_duration_seconds bounds (docs.zalopay.vn v2, create order). */
const MIN_EXPIRY_SECONDS = 300;
const MAX_EXPIRY_SECONDS = 2_592_000;
const APP_TRANS_ID_MAX = 40;

/**
 * ZaloPay's app_trans_id must start with the order's date as yymmdd in GMT+7. We use
 * `yymmdd_<txnRef>`, so our reference comes back unchanged from the callback and redirect.
 */
export function zaloTransId(txnRef: string, date: Date): string {
  const id = `${formatVietnamYymmdd(date)}_${txnRef}`;
  if (!/^[A-Za-z0-9_-]+$/.test(txnRef) || id.length > APP_TRANS_ID_MAX) {
    throw new PaymentGatewayError(
      'zalopay',
      'invalid_txn_ref',
      `txnRef "${txnRef}" does not fit app_trans_id`,
    );
  }
  return id;
}

/** Our txnRef inside an app_trans_id made by zaloTransId; null for anything else. */
export function txnRefFromZaloTransId(appTransId: string): string | null {
  const match = /^\d{6}_([A-Za-z0-9_-]+)$/.exec(appTransId);
  return match?.[1] ?? null;
}

/** The form fields of POST /v2/create (every value is text, as a form carries it). */
export interface ZalopayCreateRequest {
  app_id: string;
  app_user: string;
  app_trans_id: string;
  app_time: string;
  expire_duration_seconds: string;
  amount: string;
  item: string;
  description: string;
  embed_data: string;
  bank_code: string;
  callback_url: string;
  mac: string;
}

export function zalopayCreateRequest(config: ZalopayConfig, input: CreatePaymentInput): ZalopayCreateRequest {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new PaymentGatewayError('zalopay', 'invalid_amount', 'amount must be a positive integer of dong');
  }
  const seconds = Math.round((input.expiresAt.getTime() - input.createdAt.getTime()) / 1000);
  const unsigned = {
    app_id: config.appId,
    app_user: APP_USER,
    app_trans_id: zaloTransId(input.txnRef, input.createdAt),
    app_time: String(input.createdAt.getTime()),
    expire_duration_seconds: String(Math.min(MAX_EXPIRY_SECONDS, Math.max(MIN_EXPIRY_SECONDS, seconds))),
    amount: String(input.amount),
    item: '[]',
    description: input.orderInfo.slice(0, 256),
    // redirecturl in embed_data is where ZaloPay sends the buyer back (v2).
    embed_data: JSON.stringify({ redirecturl: input.returnUrl }),
    // Empty: the gateway offers every method the merchant has.
    bank_code: '',
    callback_url: input.ipnUrl,
  };
  return { ...unsigned, mac: zalopayCreateMac(config.key1, unsigned) };
}

function parseCallbackBody(body: unknown, rawBody: string): { data: string; mac: string } | null {
  let source: unknown = body;
  if (!source || typeof source !== 'object') {
    try {
      source = JSON.parse(rawBody);
    } catch {
      return null;
    }
  }
  const { data, mac } = (source ?? {}) as { data?: unknown; mac?: unknown };
  return typeof data === 'string' && typeof mac === 'string' ? { data, mac } : null;
}

/** Verifies a callback `{data, mac, type}`: the mac covers the raw data string, so it is checked before parsing it. */
export function verifyZalopayCallback(config: ZalopayConfig, body: unknown, rawBody: string): VerifyResult {
  const callback = parseCallbackBody(body, rawBody);
  if (!callback) return { ok: false, reason: 'malformed' };
  if (!sameHex(zalopayCallbackMac(config.key2, callback.data), callback.mac)) {
    return { ok: false, reason: 'bad_signature' };
  }
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(callback.data) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const appTransId = typeof data.app_trans_id === 'string' ? data.app_trans_id : '';
  const txnRef = txnRefFromZaloTransId(appTransId);
  // zp_trans_id can outgrow a double's exact integers: read its digits from the text.
  const zpTransId = /"zp_trans_id"\s*:\s*"?(\d+)/.exec(callback.data)?.[1] ?? null;
  const amount = data.amount;
  if (
    !txnRef ||
    !zpTransId ||
    String(data.app_id) !== config.appId ||
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  return {
    ok: true,
    notification: {
      provider: 'zalopay',
      txnRef,
      amount,
      // ZaloPay calls back only once it has the buyer's money.
      success: true,
      providerTxnId: zpTransId,
      responseCode: '1',
      eventId: `zalopay:${appTransId}:${zpTransId}`,
    },
  };
}

/** Verifies the query ZaloPay appends to redirecturl (checksum with key2). */
export function verifyZalopayRedirect(config: ZalopayConfig, query: Record<string, string>): VerifyResult {
  const { checksum, apptransid, amount, status, appid } = query;
  if (!checksum || !apptransid || !amount || status === undefined) return { ok: false, reason: 'malformed' };
  if (!sameHex(zalopayRedirectChecksum(config.key2, query), checksum)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const txnRef = txnRefFromZaloTransId(apptransid);
  if (!txnRef || appid !== config.appId || !/^\d+$/.test(amount)) return { ok: false, reason: 'malformed' };
  return {
    ok: true,
    notification: {
      provider: 'zalopay',
      txnRef,
      amount: Number(amount),
      success: status === '1',
      providerTxnId: null,
      responseCode: status,
      eventId: `zalopay-redirect:${apptransid}:${status}`,
    },
  };
}

/**
 * Callback answers (docs.zalopay.vn v2): 1 success; 2 already processed (duplicate
 * app_trans_id); 0 asks ZaloPay to call back again (up to 3 times); anything else is a
 * final failure that a retry would not change. Always HTTP 200.
 */
const CALLBACK_ANSWERS: Record<IpnOutcome, { return_code: number; return_message: string }> = {
  confirmed: { return_code: 1, return_message: 'success' },
  already_confirmed: { return_code: 2, return_message: 'already processed' },
  order_not_found: { return_code: -1, return_message: 'order not found' },
  invalid_amount: { return_code: -1, return_message: 'invalid amount' },
  bad_signature: { return_code: -1, return_message: 'mac not equal' },
  malformed: { return_code: -1, return_message: 'invalid callback' },
  unknown_error: { return_code: 0, return_message: 'unknown error, retry' },
};

/**
 * ZaloPay (v2 create order): our server creates the order and sends the buyer to order_url;
 * on success ZaloPay posts `{data, mac, type}` to callback_url and redirects the buyer to
 * the redirecturl of embed_data with a checksummed query.
 */
export function createZalopayProvider(
  config: ZalopayConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): PaymentProvider {
  return {
    name: 'zalopay',
    async createPayment(input) {
      const request = zalopayCreateRequest(config, input);
      const response = await fetchImpl(`${config.endpoint}${ZALOPAY_CREATE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...request }).toString(),
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await response.json().catch(() => null)) as {
        return_code?: number;
        return_message?: string;
        sub_return_code?: number;
        sub_return_message?: string;
        order_url?: string;
      } | null;
      if (answer?.return_code !== 1 || typeof answer.order_url !== 'string') {
        throw new PaymentGatewayError(
          'zalopay',
          String(answer?.sub_return_code ?? answer?.return_code ?? `http_${response.status}`),
          answer?.sub_return_message ?? answer?.return_message ?? 'create failed',
        );
      }
      return { redirectUrl: answer.order_url };
    },
    verifyIpn(request) {
      return verifyZalopayCallback(config, request.body, request.rawBody);
    },
    verifyReturn(query) {
      return verifyZalopayRedirect(config, query);
    },
    ipnAnswer(outcome) {
      return { status: 200, body: CALLBACK_ANSWERS[outcome] };
    },
    refund(input) {
      return zalopayRefund(config, fetchImpl, input);
    },
  };
}
