import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Config } from '../app/config';
import { securityHeaders } from '../http/security-headers';

/**
 * The script policy of a cached page. A rendered page's inline scripts (React Router's data
 * and module loader, React's streaming) carry the request's nonce, which the
 * Content-Security-Policy names. A copy served to many visitors cannot repeat one nonce, and a
 * new nonce per answer would make every answer's bytes differ (no compressing once, no ETag a
 * CDN can check). So a kept page loses its nonce attributes and its policy names each inline
 * script by its SHA-256 instead (CSP level 2): only those exact scripts run, as with the nonce.
 */

/** The page without this render's nonce attributes; null if the nonce appears anywhere else. */
export function withoutNonce(html: string, nonce: string): string | null {
  if (!nonce) return html;
  const body = html.replaceAll(` nonce="${nonce}"`, '');
  return body.includes(nonce) ? null : body;
}

/** The base64 SHA-256 of each inline script's text, as a policy names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || text === '') continue;
    hashes.add(createHash('sha256').update(text).digest('base64'));
  }
  return [...hashes];
}

let template: Promise<string> | undefined;
/** This server's Content-Security-Policy with the scripts named by hash instead of a nonce. */
export async function policyWithHashes(config: Config, hashes: readonly string[]): Promise<string> {
  template ??= (async () => {
    const probe = new Hono();
    probe.use('*', securityHeaders(config));
    probe.get('/', (c) => c.text(''));
    const res = await probe.request('/');
    return res.headers.get('content-security-policy') ?? '';
  })();
  const sources = hashes.map((hash) => `'sha256-${hash}'`).join(' ');
  return (await template).replace(/\s*'nonce-[^']*'/g, sources ? ` ${sources}` : '');
}
