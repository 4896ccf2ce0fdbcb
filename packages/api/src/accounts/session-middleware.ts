import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isApiPath } from '../http/api-prefixes';
import type { ApiEnv } from '../http/hono-env';
import { CSRF_COOKIE, CSRF_HEADER, GUEST_COOKIE, setCsrfCookie, TOKEN_COOKIE } from './auth-cookies';
import { resolveGuest } from './guest-service';
import { resolveSession } from './session-service';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Runs for every request, API and pages, after the request context:
 * - `user` from the Authorization header (`Bearer <token>` or the bare token, as the original
 *   mobile clients send it) or else the `token` cookie;
 * - `guestId` from the `guest_token` cookie;
 * - a readable `csrf_token` cookie when the browser has none;
 * - CSRF: a write authenticated by the cookie must echo that cookie in X-CSRF-Token on API
 *   paths. Page actions (React Router form posts, which cannot add headers) are checked by
 *   origin instead: the browser's Sec-Fetch-Site / Origin must say same origin.
 * A header-authenticated request is exempt: a foreign site cannot make the browser send it.
 */
export function sessionMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const ctx = c.get('app');
    const headerToken = tokenFromAuthorization(c.req.header('authorization'));
    const cookieToken = getCookie(c, TOKEN_COOKIE);
    let user: ApiEnv['Variables']['user'];
    if (headerToken) {
      const session = await resolveSession(ctx, headerToken);
      if (session) user = { ...session, viaCookie: false };
    }
    if (!user && cookieToken) {
      const session = await resolveSession(ctx, cookieToken);
      if (session) user = { ...session, viaCookie: true };
    }
    c.set('user', user);

    const guestToken = getCookie(c, GUEST_COOKIE);
    c.set('guestId', !user && guestToken ? await resolveGuest(ctx, guestToken) : undefined);

    const csrfCookie = getCookie(c, CSRF_COOKIE);
    if (!csrfCookie) setCsrfCookie(c, randomBytes(24).toString('base64url'));

    if (user?.viaCookie && UNSAFE_METHODS.has(c.req.method)) {
      const isApi = isApiPath(c.req.path);
      const ok = isApi ? sameSecret(csrfCookie, c.req.header(CSRF_HEADER)) : isSameOrigin(c.req.raw);
      if (!ok) throw new AppError('CSRF_FAILED');
    }
    await next();
  };
}

function tokenFromAuthorization(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  // Tokens are base64url; anything else (an API key with a scheme, garbage) is not a session.
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined;
}

function sameSecret(cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === new URL(request.url).origin;
}
