import type { Config } from './config';

/**
 * The origin to put in links a buyer follows back to us (payment return, order e-mails).
 * A real deployment names it (PUBLIC_URL, required there). Elsewhere it is the host the
 * request came to, so a buyer browsing on 127.0.0.1, a LAN address or a tunnel comes back to
 * the host that holds the session cookie, not to a localhost default. The request URL's own
 * host is used, never X-Forwarded-Host: which proxies to trust is the server's business.
 */
export function publicOrigin(config: Config, requestUrl: string): string {
  if (config.NODE_ENV === 'production' && config.publicUrlFixed) return config.publicUrl.replace(/\/+$/, '');
  return new URL(requestUrl).origin;
}
