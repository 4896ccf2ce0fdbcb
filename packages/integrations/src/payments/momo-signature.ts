import { hmacHex, sameHex } from './hmac';

/**
 * MoMo signs `key=value` pairs joined with '&', keys in a fixed (alphabetical) order, raw
 * values (no URL encoding), with HMAC-SHA256 and the secret key (product.md §partners).
 */
export const MOMO_CREATE_SIGNED_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;

/** The fields of a payment result (IPN body and redirect query) covered by its signature. */
export const MOMO_RESULT_SIGNED_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

type Value = string | number;

export function momoRawSignature(
  fields: readonly string[],
  values: Record<string, Value | undefined>,
): string {
  return fields.map((field) => `${field}=${values[field] ?? ''}`).join('&');
}

export function momoSignature(
  secretKey: string,
  fields: readonly string[],
  values: Record<string, Value | undefined>,
): string {
  return hmacHex('sha256', secretKey, momoRawSignature(fields, values));
}

export function verifyMomoSignature(
  secretKey: string,
  fields: readonly string[],
  values: Record<string, Value | undefined>,
  received: string,
): boolean {
  return sameHex(momoSignature(secretKey, fields, values), received);
}
