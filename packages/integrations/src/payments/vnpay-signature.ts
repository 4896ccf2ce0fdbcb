import { hmacHex, sameHex } from './hmac';

/**
 * VNPay's checksum (product.md §partners): the vnp_* parameters except the hash fields, sorted by
 * name, each value form-encoded (space as '+', as the `vnpay` npm package and VNPay's own
 * demos do through URLSearchParams / URLEncoder), joined with '&'; then HMAC-SHA512 with the
 * hash secret. Empty values are left out, as VNPay's demos leave them out of both the URL and
 * the signed string.
 */
const HASH_FIELDS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

function signedEntries(params: Record<string, string>): [string, string][] {
  return Object.entries(params)
    .filter(([key, value]) => key.startsWith('vnp_') && !HASH_FIELDS.has(key) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The exact string VNPay signs. */
export function vnpaySignData(params: Record<string, string>): string {
  return new URLSearchParams(signedEntries(params)).toString();
}

export function vnpaySecureHash(params: Record<string, string>, hashSecret: string): string {
  return hmacHex('sha512', hashSecret, vnpaySignData(params));
}

/** The signed query string: the signed parameters in order, then vnp_SecureHash. */
export function signedVnpayQuery(params: Record<string, string>, hashSecret: string): string {
  const data = vnpaySignData(params);
  return `${data}&vnp_SecureHash=${hmacHex('sha512', hashSecret, data)}`;
}

/** True when vnp_SecureHash matches the other vnp_* parameters (compared in constant time). */
export function verifyVnpaySignature(query: Record<string, string>, hashSecret: string): boolean {
  const received = query.vnp_SecureHash;
  if (!received) return false;
  return sameHex(vnpaySecureHash(query, hashSecret), received);
}
