import { randomUUID } from 'node:crypto';
import { parseCountry, resolveLanguage } from '@cho-dep/core/locale/locales';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppContext } from '../app/app-context';
import { clientIp, createProxyTrust } from './client-ip';
import type { ApiEnv } from './hono-env';

/**
 * First middleware of every request (API and pages): gives it an id, reads the headers of
 * product.md §7 (Accept-Language with kr -> en, X-Country, X-Session-Id, From = device id)
 * and writes one structured log line when the answer is sent.
 */
export function requestContext(app: AppContext): MiddlewareHandler<ApiEnv> {
  const trustedProxy = createProxyTrust(app.config.TRUSTED_PROXIES);
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('app', app);
    c.set('info', {
      requestId,
      language: resolveLanguage(getCookie(c, 'appLocale'), c.req.header('accept-language')),
      country: parseCountry(c.req.header('x-country')),
      sessionId: c.req.header('x-session-id')?.slice(0, 100),
      deviceId: c.req.header('from')?.slice(0, 100),
      ip: clientIp(c, trustedProxy),
    });
    c.header('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const path = c.req.path;
      if (!path.startsWith('/assets/') && path !== '/healthz') {
        app.logger.info(
          {
            requestId,
            method: c.req.method,
            path,
            status: c.res.status,
            ms: Math.round(performance.now() - started),
            userId: c.get('user')?.userId,
          },
          'request',
        );
      }
    }
  };
}
