import { sameHex } from '../hmac';
import { formatVietnamYymmdd } from '../vietnam-time';
import type { ZalopayConfig } from '../zalopay-config';
import { zalopayCallbackMac, zalopayCreateMac, zalopayRedirectChecksum } from '../zalopay-signature';
import type { SimulatedOutcome } from './simulated-outcome';

/** A create-order request ZaloPay accepted. */
export interface ZalopayOrderRequest {
  appId: string;
  appUser: string;
  appTransId: string;
  appTime: number;
  amount: number;
  item: string;
  description: string;
  embedData: string;
  /** embed_data.redirecturl, when given. */
  redirectUrl: string | null;
  callbackUrl: string | null;
  expireSeconds: number;
}

/** ZaloPay's refusals of a create call: return_code 2 with a sub_return_code (docs.zalopay.vn status codes). */
export const ZALOPAY_REFUSALS = {
  illegalData: { sub_return_code: -401, sub_return_message: 'ILLEGAL_DATA_REQUEST' },
  illegalSignature: { sub_return_code: -402, sub_return_message: 'ILLEGAL_APP/SIGNATURE_REQUEST' },
} as const;

export type ZalopayRequestCheck =
  | { ok: true; request: ZalopayOrderRequest }
  | {
      ok: false;
      return_code: 2;
      return_message: string;
      sub_return_code: number;
      sub_return_message: string;
    };

const refuse = (kind: keyof typeof ZALOPAY_REFUSALS): ZalopayRequestCheck => ({
  ok: false,
  return_code: 2,
  return_message: 'Giao dịch thất bại',
  ...ZALOPAY_REFUSALS[kind],
});

/** app_time may be at most 15 minutes away from the gateway's clock. */
const APP_TIME_WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks POST /v2/create as ZaloPay does: fields (form or JSON, so numbers may come as
 * text), the key1 mac, the app, app_trans_id's GMT+7 date prefix and app_time's freshness.
 */
export function verifyZalopayCreateRequest(
  config: ZalopayConfig,
  fields: Record<string, unknown>,
  now: Date,
): ZalopayRequestCheck {
  const text = (name: string): string | null => {
    const value = fields[name];
    if (typeof value === 'number') return String(value);
    return typeof value === 'string' ? value : null;
  };
  const appId = text('app_id');
  const appTransId = text('app_trans_id');
  const appUser = text('app_user');
  const amount = text('amount');
  const appTime = text('app_time');
  const embedData = text('embed_data') ?? '{}';
  const item = text('item') ?? '[]';
  const mac = text('mac');
  if (!appId || !appTransId || !appUser || !amount || !appTime || !mac) return refuse('illegalData');
  const expected = zalopayCreateMac(config.key1, {
    app_id: appId,
    app_trans_id: appTransId,
    app_user: appUser,
    amount,
    app_time: appTime,
    embed_data: embedData,
    item,
  });
  if (appId !== config.appId || !sameHex(expected, mac)) return refuse('illegalSignature');
  if (!/^[1-9]\d*$/.test(amount) || !/^\d+$/.test(appTime)) return refuse('illegalData');
  const time = Number(appTime);
  if (
    appTransId.length > 40 ||
    !appTransId.startsWith(formatVietnamYymmdd(new Date(time))) ||
    Math.abs(now.getTime() - time) > APP_TIME_WINDOW_MS
  ) {
    return refuse('illegalData');
  }
  let redirectUrl: string | null = null;
  try {
    const embed = JSON.parse(embedData) as { redirecturl?: unknown };
    if (typeof embed.redirecturl === 'string' && URL.canParse(embed.redirecturl))
      redirectUrl = embed.redirecturl;
  } catch {
    return refuse('illegalData');
  }
  const callbackUrl = text('callback_url');
  const expire = Number(text('expire_duration_seconds') ?? '900');
  return {
    ok: true,
    request: {
      appId,
      appUser,
      appTransId,
      appTime: time,
      amount: Number(amount),
      item,
      description: text('description') ?? '',
      embedData,
      redirectUrl,
      callbackUrl: callbackUrl && URL.canParse(callbackUrl) ? callbackUrl : null,
      expireSeconds: Number.isFinite(expire) && expire > 0 ? expire : 900,
    },
  };
}

export interface ZalopayCallback {
  data: string;
  mac: string;
  type: 1;
}

/** The callback ZaloPay posts after the buyer paid (it sends none for a cancelled or failed payment). */
export function buildZalopayCallback(
  config: ZalopayConfig,
  request: ZalopayOrderRequest,
  options: { zpTransId: number; serverTime: Date },
): ZalopayCallback {
  const data = JSON.stringify({
    app_id: Number(request.appId),
    app_trans_id: request.appTransId,
    app_time: request.appTime,
    app_user: request.appUser,
    amount: request.amount,
    embed_data: request.embedData,
    item: request.item,
    zp_trans_id: options.zpTransId,
    server_time: options.serverTime.getTime(),
    channel: 38,
    merchant_user_id: 'sim-zalopay-user',
    user_fee_amount: 0,
    discount_amount: 0,
  });
  return { data, mac: zalopayCallbackMac(config.key2, data), type: 1 };
}

/** Changes fields inside `data` and keeps the old mac: what a forger would send. */
export function tamperZalopayCallback(
  callback: ZalopayCallback,
  changes: Record<string, unknown>,
): ZalopayCallback {
  const data = JSON.stringify({ ...(JSON.parse(callback.data) as object), ...changes });
  return { ...callback, data };
}

/** Changes fields inside `data` and signs again: a genuine callback with other values. */
export function resignZalopayCallback(
  config: ZalopayConfig,
  callback: ZalopayCallback,
  changes: Record<string, unknown> = {},
): ZalopayCallback {
  const data = JSON.stringify({ ...(JSON.parse(callback.data) as object), ...changes });
  return { data, mac: zalopayCallbackMac(config.key2, data), type: 1 };
}

/** A genuine callback for another amount (VND), to exercise the invalid-amount answer. */
export function withZalopayAmount(
  config: ZalopayConfig,
  callback: ZalopayCallback,
  amount: number,
): ZalopayCallback {
  return resignZalopayCallback(config, callback, { amount });
}

/**
 * The redirect status per outcome: 1 is success (docs); any other value is a failure to the
 * merchant. The two failure values are our best reading (verify): keep them here only.
 */
export const ZALOPAY_REDIRECT_STATUS: Record<SimulatedOutcome, string> = {
  paid: '1',
  cancelled: '-49',
  failed: '2',
};

/** The checksummed query ZaloPay appends to redirecturl. */
export function buildZalopayRedirect(
  config: ZalopayConfig,
  request: ZalopayOrderRequest,
  outcome: SimulatedOutcome,
): Record<string, string> {
  const query: Record<string, string> = {
    amount: String(request.amount),
    appid: request.appId,
    apptransid: request.appTransId,
    bankcode: '',
    discountamount: '0',
    pmcid: '38',
    status: ZALOPAY_REDIRECT_STATUS[outcome],
  };
  return { ...query, checksum: zalopayRedirectChecksum(config.key2, query) };
}

/** Changes redirect fields and keeps the old checksum. */
export function tamperZalopayRedirect(
  query: Record<string, string>,
  changes: Record<string, string>,
): Record<string, string> {
  return { ...query, ...changes };
}
