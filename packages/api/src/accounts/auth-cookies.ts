import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { ApiEnv } from '../http/hono-env';

/** Cookie names of the auth contract (see the brief in ARCHITECTURE.md and the web api-client). */
export const TOKEN_COOKIE = 'token';
export const GUEST_COOKIE = 'guest_token';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

const DAY_SECONDS = 24 * 60 * 60;

function base(c: Context<ApiEnv>) {
  return { path: '/', sameSite: 'Lax', secure: c.get('app').config.secureCookies } as const;
}

/** The login cookie: HttpOnly so page scripts never see the token. */
export function setSessionCookie(c: Context<ApiEnv>, token: string): void {
  setCookie(c, TOKEN_COOKIE, token, {
    ...base(c),
    httpOnly: true,
    maxAge: LIMITS.account.sessionDays * DAY_SECONDS,
  });
}

export function setGuestCookie(c: Context<ApiEnv>, token: string): void {
  setCookie(c, GUEST_COOKIE, token, {
    ...base(c),
    httpOnly: true,
    maxAge: LIMITS.account.guestDays * DAY_SECONDS,
  });
}

/** Readable by scripts on purpose: the page echoes it in X-CSRF-Token (double submit). */
export function setCsrfCookie(c: Context<ApiEnv>, value: string): void {
  setCookie(c, CSRF_COOKIE, value, {
    ...base(c),
    httpOnly: false,
    maxAge: LIMITS.account.sessionDays * DAY_SECONDS,
  });
}

export function clearCookie(c: Context<ApiEnv>, name: string): void {
  deleteCookie(c, name, base(c));
}
