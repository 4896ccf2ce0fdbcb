import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Config } from '../app/config';
import { createProxyTrust, isHttpsRequest } from './client-ip';
import type { ApiEnv } from './hono-env';

/** HSTS for a year, subdomains included: only ever sent over HTTPS (browsers ignore it over HTTP). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The browser-side protections of every answer, pages and API alike (decision 028):
 * - a Content-Security-Policy whose scripts are our own files plus inline scripts carrying
 *   this request's nonce (React Router's hydration data and scroll restoration, React's
 *   streaming), so an injected script does not run; styles allow inline (CSS modules are
 *   files, but components set style attributes and the simulators' pages have a style tag);
 * - no framing by other sites (frame-ancestors and X-Frame-Options), nosniff, a referrer
 *   that leaves only our origin, and the powerful browser features the product does not use
 *   switched off;
 * - HSTS when the request arrived over HTTPS (directly, or through a trusted proxy), or the
 *   site's public address is HTTPS.
 * The nonce is on the context as `secureHeadersNonce`; the page renderer reads it there.
 * A handler that sets one of these headers itself keeps its own value.
 */
export function securityHeaders(config: Config): MiddlewareHandler<ApiEnv> {
  const trusted = createProxyTrust(config.TRUSTED_PROXIES);
  // Vite's hot reload talks over its own WebSocket during `npm run dev`.
  const devSockets = config.NODE_ENV === 'development' ? ['ws:'] : [];
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers same-origin WebSockets (the real-time socket) in current browsers.
      connectSrc: ["'self'", ...devSockets],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: ['self'],
      microphone: ['self'],
      geolocation: ['self'],
      payment: [],
      usb: [],
      serial: [],
      // No 'bluetooth': Chromium does not know the feature and logs an error on every page.
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      browsingTopics: [],
    },
    overwrite: false,
  });
  const httpsSite = config.publicUrl.startsWith('https://');
  return async (c, next) => {
    await headers(c, next);
    if (httpsSite || isHttpsRequest(c, trusted)) c.res.headers.set('Strict-Transport-Security', HSTS_VALUE);
  };
}
