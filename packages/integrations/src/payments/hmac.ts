import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC of a UTF-8 string, as lower-case hex: the form all three providers use. */
export function hmacHex(algorithm: 'sha256' | 'sha512', key: string, data: string): string {
  return createHmac(algorithm, key).update(data, 'utf8').digest('hex');
}

/**
 * Compares a signature we computed with one we received, in constant time. Hex case is
 * ignored (some integrations send upper case); anything that is not hex of the same length
 * is simply unequal.
 */
export function sameHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  if (a.length !== b.length || !/^[0-9a-f]*$/.test(received.toLowerCase())) return false;
  return timingSafeEqual(a, b);
}
