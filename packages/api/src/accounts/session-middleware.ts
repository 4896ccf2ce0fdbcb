import { timingSafeEqual } from 'node:crypto';
import { isCrossSiteWrite, originOf } from '@cho-dep/core/accounts/request-origin';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Context, MiddlewareHandler } from 'hono';
import { isApiPath } from '../http/api-prefixes';
import type { ApiEnv } from '../http/hono-env';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  GUEST_COOKIE,
  issueCsrfToken,
  readCookie,
  TOKEN_COOKIE,
} from './auth-cookies';
import { resolveGuest } from './guest-service';
import { resolveSession } from './session-service';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Sign in with Apple posts its answer to us from Apple's own site (response_mode=form_post):
 * a cross-site post by design. The one-time state, bound to this browser's oauth_state cookie,
 * protects that callback instead, and it never acts on the session the request may carry.
 */
const PROVIDER_FORM_POSTS = new Set(['/community/v1/auth/apple/callback']);

/**
 * Runs for every request, API and pages, after the request context:
 * - `user` from the Authorization header (`Bearer <token>` or the bare token, as the original
 *   mobile clients send it) or else the `token` cookie;
 * - `guestId` from the `guest_token` cookie;
 * - a readable `csrf_token` cookie when the browser has none;
 * - CSRF: a write authenticated by the cookie must echo that cookie in X-CSRF-Token on API
 *   paths. Page actions (React Router form posts, which cannot add headers) are checked by
 *   origin instead: the browser's Sec-Fetch-Site / Origin must say same origin.
 * - Any other browser write to the API that a foreign site could forge (a login, a sign-up, a
 *   code request: no session needed) is refused when the browser says it comes from another
 *   site (core's request-origin rule), so nobody can be logged into an attacker's account.
 * A header-authenticated request is exempt: a foreign site cannot make the browser send it.
 */
export function sessionMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const ctx = c.get('app');
    const headerToken = tokenFromAuthorization(c.req.header('authorization'));
    const cookieToken = readCookie(c, TOKEN_COOKIE);
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

    const guestToken = readCookie(c, GUEST_COOKIE);
    c.set('guestId', !user && guestToken ? await resolveGuest(ctx, guestToken) : undefined);

    const csrfCookie = readCookie(c, CSRF_COOKIE);
    if (!csrfCookie) issueCsrfToken(c);

    if (UNSAFE_METHODS.has(c.req.method) && !PROVIDER_FORM_POSTS.has(c.req.path)) {
      const isApi = isApiPath(c.req.path);
      if (user?.viaCookie) {
        const ok = isApi ? sameSecret(csrfCookie, c.req.header(CSRF_HEADER)) : isSameOrigin(c);
        if (!ok) throw new AppError('CSRF_FAILED');
      } else if (isApi && !user && isCrossSite(c)) {
        throw new AppError('CSRF_FAILED');
      }
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

/** Our own origins: the request's, the same host over https (behind a TLS proxy), the public URL's. */
function ownOrigins(c: Context<ApiEnv>): string[] {
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  const origins = [url.origin, `https://${host}`];
  const publicOrigin = originOf(c.get('app').config.publicUrl);
  if (publicOrigin) origins.push(publicOrigin);
  return origins;
}

function isCrossSite(c: Context<ApiEnv>): boolean {
  return isCrossSiteWrite({
    secFetchSite: c.req.header('sec-fetch-site'),
    origin: c.req.header('origin'),
    ownOrigins: ownOrigins(c),
  });
}

/** A cookie-authenticated page form post must positively come from our own pages. */
function isSameOrigin(c: Context<ApiEnv>): boolean {
  const saysWhere = c.req.header('sec-fetch-site') !== undefined || c.req.header('origin') !== undefined;
  return saysWhere && !isCrossSite(c);
}
