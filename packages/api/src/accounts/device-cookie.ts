import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { DEVICE_COOKIE, readCookie, setDeviceCookie } from './auth-cookies';

/**
 * The device cookie (OWASP's answer to lockouts, decision 029): a browser an account has
 * logged in on keeps a signed note naming that account, so guessing at the account from
 * elsewhere never locks its owner out of their own phone. Each entry is
 * `<userId>.<nonce>.<HMAC-SHA256 of both under the server secret>`; up to
 * LIMITS.throttle.deviceAccountsMax accounts per browser, newest first. The nonce names the
 * device for its own (more generous) failure counter.
 */

interface Entry {
  userId: string;
  nonce: string;
}

const SEPARATOR = '~';

function key(c: Context<ApiEnv>): Buffer {
  // A key of its own, derived from the server secret, so a device signature is never valid elsewhere.
  return createHmac('sha256', c.get('app').config.appSecret).update('device-cookie/v1').digest();
}

function sign(c: Context<ApiEnv>, entry: Entry): string {
  return createHmac('sha256', key(c)).update(`${entry.userId}.${entry.nonce}`).digest('base64url');
}

function parse(c: Context<ApiEnv>, value: string | undefined): Entry[] {
  if (!value) return [];
  const entries: Entry[] = [];
  for (const part of value.split(SEPARATOR).slice(0, LIMITS.throttle.deviceAccountsMax)) {
    const [userId, nonce, signature, ...rest] = part.split('.');
    if (!userId || !nonce || !signature || rest.length > 0) continue;
    const expected = Buffer.from(sign(c, { userId, nonce }));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) entries.push({ userId, nonce });
  }
  return entries;
}

/** The device's nonce when this browser carries a valid device cookie for the account. */
export function knownDevice(c: Context<ApiEnv>, userId: string): string | undefined {
  return parse(c, readCookie(c, DEVICE_COOKIE)).find((entry) => entry.userId === userId)?.nonce;
}

/** After a successful login: this browser is now known to the account (kept across logouts). */
export function rememberDevice(c: Context<ApiEnv>, userId: string): void {
  const entries = parse(c, readCookie(c, DEVICE_COOKIE));
  const current = entries.find((entry) => entry.userId === userId) ?? {
    userId,
    nonce: randomBytes(12).toString('base64url'),
  };
  const kept = [current, ...entries.filter((entry) => entry.userId !== userId)].slice(
    0,
    LIMITS.throttle.deviceAccountsMax,
  );
  setDeviceCookie(c, kept.map((entry) => `${entry.userId}.${entry.nonce}.${sign(c, entry)}`).join(SEPARATOR));
}
