import { randomBytes } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../app/config';
import type { ApiEnv } from '../http/hono-env';

/**
 * Base names of the auth cookies (the web api-client reads the CSRF one). Served over https
 * (PUBLIC_URL starts with https://) they carry the `__Host-` prefix: the browser then only
 * accepts them Secure, for this exact host and path /, so neither a sibling subdomain nor a
 * man in the middle on plain http can plant a session or CSRF value. On http (localhost
 * development, where browsers refuse Secure cookies) the plain names are used.
 */
export const TOKEN_COOKIE = 'token';
export const GUEST_COOKIE = 'guest_token';
export const CSRF_COOKIE = 'csrf_token';
/** Remembers which accounts logged in on this browser (device-cookie.ts). */
export const DEVICE_COOKIE = 'device';
/** The last click on a KOL's link (decision 072): its id, for as long as it attributes an order. */
export const AFFILIATE_COOKIE = 'aff_click';
export const CSRF_HEADER = 'x-csrf-token';

const DAY_SECONDS = 24 * 60 * 60;

/** The sign-in attempt this browser started (social sign-in): its state, checked at the callback. */
export const OAUTH_COOKIE = 'oauth_state';

/**
 * Cookies every subdomain shares when COOKIE_DOMAIN is set (product.md §4 Login step 1, §9):
 * the login. They are then written for the parent domain, so `__Host-` (one exact host) gives
 * way to `__Secure-` (still Secure only), and SameSite=None over https as §9 asks, so the login
 * also holds in a subdomain's page framed or posted from another. CSRF stays double-submit per
 * host, so a sibling subdomain still cannot write with another's token.
 */
const SHARED_COOKIES = new Set([TOKEN_COOKIE]);

type CookieConfig = Pick<Config, 'secureCookies'> & Partial<Pick<Config, 'COOKIE_DOMAIN'>>;

function isShared(config: CookieConfig, base: string): boolean {
  return config.COOKIE_DOMAIN !== undefined && SHARED_COOKIES.has(base);
}

/** The name a cookie has in this deployment (prefixed on https). */
export function cookieNameFor(config: CookieConfig, base: string): string {
  if (isShared(config, base)) return config.secureCookies ? `__Secure-${base}` : base;
  return config.secureCookies ? `__Host-${base}` : base;
}

function nameOf(c: Context<ApiEnv>, base: string): string {
  return cookieNameFor(c.get('app').config, base);
}

/** Reads an auth cookie under this deployment's name only (a plain-named one could be planted). */
export function readCookie(c: Context<ApiEnv>, base: string): string | undefined {
  return getCookie(c, nameOf(c, base));
}

function options(c: Context<ApiEnv>, base: string) {
  const config = c.get('app').config;
  const secure = config.secureCookies;
  if (isShared(config, base)) {
    return {
      path: '/',
      domain: config.COOKIE_DOMAIN,
      sameSite: secure ? 'None' : 'Lax',
      secure,
      ...(secure ? { prefix: 'secure' as const } : {}),
    } as const;
  }
  return { path: '/', sameSite: 'Lax', secure, ...(secure ? { prefix: 'host' as const } : {}) } as const;
}

function write(
  c: Context<ApiEnv>,
  base: string,
  value: string,
  extra: { httpOnly: boolean; maxAge: number },
) {
  // Hono adds the prefix to the name itself (and enforces its rules) when asked to.
  setCookie(c, base, value, { ...options(c, base), ...extra });
}

/** The login cookie: HttpOnly so page scripts never see the token. */
export function setSessionCookie(c: Context<ApiEnv>, token: string): void {
  write(c, TOKEN_COOKIE, token, { httpOnly: true, maxAge: LIMITS.account.sessionDays * DAY_SECONDS });
}

export function setGuestCookie(c: Context<ApiEnv>, token: string): void {
  write(c, GUEST_COOKIE, token, { httpOnly: true, maxAge: LIMITS.account.guestDays * DAY_SECONDS });
}

/** Readable by scripts on purpose: the page echoes it in X-CSRF-Token (double submit). */
export function setCsrfCookie(c: Context<ApiEnv>, value: string): void {
  write(c, CSRF_COOKIE, value, { httpOnly: false, maxAge: LIMITS.account.sessionDays * DAY_SECONDS });
}

/**
 * A fresh CSRF token: on a browser's first visit, and again whenever who is logged in changes
 * (login, logout), so a token seen before a login is worthless after it.
 */
export function issueCsrfToken(c: Context<ApiEnv>): void {
  setCsrfCookie(c, randomBytes(24).toString('base64url'));
}

export function setDeviceCookie(c: Context<ApiEnv>, value: string): void {
  write(c, DEVICE_COOKIE, value, { httpOnly: true, maxAge: LIMITS.throttle.deviceCookieDays * DAY_SECONDS });
}

export function clearCookie(c: Context<ApiEnv>, base: string): void {
  deleteCookie(c, base, options(c, base));
}

export function setAffiliateCookie(c: Context<ApiEnv>, clickId: string, days: number): void {
  write(c, AFFILIATE_COOKIE, clickId, { httpOnly: true, maxAge: days * DAY_SECONDS });
}

/**
 * The state of a social sign-in in flight, tying the provider's answer to the browser that
 * asked. Apple posts its answer from its own site (form_post), which a SameSite=Lax cookie
 * would not follow, so over https it is SameSite=None (still __Host-, HttpOnly, ten minutes).
 */
export function setOAuthCookie(c: Context<ApiEnv>, state: string, maxAgeSeconds: number): void {
  const secure = c.get('app').config.secureCookies;
  setCookie(c, OAUTH_COOKIE, state, {
    ...options(c, OAUTH_COOKIE),
    sameSite: secure ? 'None' : 'Lax',
    httpOnly: true,
    maxAge: maxAgeSeconds,
  });
}
