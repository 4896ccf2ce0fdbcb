import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token opens: one order, or the result page of one checkout. */
export type AccessKind = 'order' | 'checkout';

/** 24 bytes of HMAC-SHA256: far beyond guessing, short enough for a link in an SMS or e-mail. */
const TOKEN_BYTES = 24;

/**
 * A token naming one order (or checkout), signed with the server's secret: whoever holds the
 * e-mailed link or the gateway's return address may read that order without a login, as a
 * guest has none. It names the record, so it opens nothing else, and needs no table.
 */
export function accessToken(secret: string, kind: AccessKind, id: string): string {
  return createHmac('sha256', secret)
    .update(`${kind}:${id.toLowerCase()}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

export function isAccessToken(secret: string, kind: AccessKind, id: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 64) return false;
  const expected = Buffer.from(accessToken(secret, kind, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
