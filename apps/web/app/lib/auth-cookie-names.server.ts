import { CSRF_COOKIE, cookieNameFor, GUEST_COOKIE } from '@cho-dep/api/accounts/auth-cookies';
import type { Config } from '@cho-dep/api/app/config';

/**
 * Which auth cookies a page request carries, under this deployment's names (`__Host-` on
 * https, decision 029).
 */
export function authCookiesPresent(config: Pick<Config, 'secureCookies'>, header: string | null) {
  const names = new Set((header ?? '').split(';').map((part) => part.trim().split('=')[0]));
  return {
    hasCsrf: names.has(cookieNameFor(config, CSRF_COOKIE)),
    hasGuest: names.has(cookieNameFor(config, GUEST_COOKIE)),
  };
}
