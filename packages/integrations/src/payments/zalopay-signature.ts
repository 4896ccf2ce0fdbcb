import { hmacHex } from './hmac';

/**
 * ZaloPay's macs (product.md §partners and docs.zalopay.vn v2): fields joined with '|', HMAC-SHA256.
 * - create order: key1 over app_id|app_trans_id|app_user|amount|app_time|embed_data|item;
 * - callback: key2 over the raw `data` string exactly as received;
 * - browser redirect: key2 over appid|apptransid|pmcid|bankcode|amount|discountamount|status.
 */
export interface ZalopayCreateMacFields {
  app_id: string | number;
  app_trans_id: string;
  app_user: string;
  amount: string | number;
  app_time: string | number;
  embed_data: string;
  item: string;
}

export function zalopayCreateMacInput(f: ZalopayCreateMacFields): string {
  return [f.app_id, f.app_trans_id, f.app_user, f.amount, f.app_time, f.embed_data, f.item].join('|');
}

export function zalopayCreateMac(key1: string, fields: ZalopayCreateMacFields): string {
  return hmacHex('sha256', key1, zalopayCreateMacInput(fields));
}

export function zalopayCallbackMac(key2: string, data: string): string {
  return hmacHex('sha256', key2, data);
}

export const ZALOPAY_REDIRECT_CHECKSUM_FIELDS = [
  'appid',
  'apptransid',
  'pmcid',
  'bankcode',
  'amount',
  'discountamount',
  'status',
] as const;

export function zalopayRedirectChecksumInput(query: Record<string, string | undefined>): string {
  return ZALOPAY_REDIRECT_CHECKSUM_FIELDS.map((field) => query[field] ?? '').join('|');
}

export function zalopayRedirectChecksum(key2: string, query: Record<string, string | undefined>): string {
  return hmacHex('sha256', key2, zalopayRedirectChecksumInput(query));
}
