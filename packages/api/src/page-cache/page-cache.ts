import { createHash } from 'node:crypto';
import {
  isCacheablePageAnswer,
  isCacheablePageRequest,
  PAGE_CACHE_SECONDS,
  pageCacheKey,
  pageTags,
  writeDropsPages,
} from '@cho-dep/core/page-cache/page-cache-rules';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import { Hono, type MiddlewareHandler } from 'hono';
import { CSRF_COOKIE, cookieNameFor } from '../accounts/auth-cookies';
import type { Config } from '../app/config';
import type { ApiEnv } from '../http/hono-env';
import { securityHeaders } from '../http/security-headers';

/**
 * The shared cache of rendered pages for signed-out visitors (decision 055), in the app's
 * key-value store: Redis when configured, so every process serves and drops the same pages.
 *
 * - The nonce of the page's inline scripts is stored as a placeholder and replaced by this
 *   request's nonce (the one its Content-Security-Policy names), so a nonce is never reused.
 * - The CSRF cookie a new visitor is given is set per request by the session middleware, on
 *   the cached answer too; it is never stored. Whether the visitor already had one is in the
 *   key, as the page tells the browser whether it must ask for one.
 * - Tags: each tag has a generation counter; an entry remembers the generations it was
 *   rendered under (read before rendering, so a write during the render drops it) and is
 *   dead once one moved on. Entries expire after PAGE_CACHE_SECONDS anyway.
 */
const NONCE_MARK = '__page_nonce__';
const TAG_WINDOW_SECONDS = 86_400;
const tagKey = (tag: string) => `page-tag:${tag}`;

interface Entry {
  body: string;
  hash: string;
  generations: string[];
}

/**
 * The ETag names the body and the nonce this copy was sent with: a 304 must send the
 * Content-Security-Policy of the copy the browser keeps (it replaces the stored headers), or
 * that copy's scripts would be refused.
 */
const etagOf = (hash: string, nonce: string) => `"${hash}.${nonce}"`;
function revalidatedNonce(ifNoneMatch: string | undefined, hash: string): string | undefined {
  const match = /^"([\w-]+)\.([A-Za-z0-9+/=]{0,64})"$/.exec(ifNoneMatch?.trim() ?? '');
  return match && match[1] === hash ? match[2] : undefined;
}

async function generations(store: KeyValueStore, tags: string[]): Promise<string[]> {
  return Promise.all(tags.map(async (tag) => (await store.get(tagKey(tag))) ?? '0'));
}

/** Drops every cached page carrying one of these tags, in every process sharing the store. */
export async function forgetPages(store: KeyValueStore, tags: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(tags)].map((tag) => store.increment(tagKey(tag), TAG_WINDOW_SECONDS)));
}

let policyTemplate: Promise<string> | undefined;
/** This server's Content-Security-Policy naming the given nonce (asked once of the middleware). */
async function policyWithNonce(config: Config, nonce: string): Promise<string> {
  policyTemplate ??= (async () => {
    const probe = new Hono();
    probe.use('*', securityHeaders(config));
    probe.get('/', (c) => c.text(''));
    const res = await probe.request('/');
    return res.headers.get('content-security-policy') ?? '';
  })();
  return (await policyTemplate).replace(/'nonce-[^']*'/g, `'nonce-${nonce}'`);
}

const PUBLIC_CACHE = `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}, stale-while-revalidate=${PAGE_CACHE_SECONDS}`;

export function pageCache(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie');
    const request = {
      method: c.req.method,
      path: c.req.path,
      cookie,
      authorization: c.req.header('authorization'),
    };
    if (!isCacheablePageRequest(request) || c.get('user')) return next();
    const { store, config } = c.get('app');
    const info = c.get('info');
    const csrfName = cookieNameFor(config, CSRF_COOKIE);
    const hasCsrf = (cookie ?? '').split(';').some((part) => part.trim().startsWith(`${csrfName}=`));
    const key = `page:${pageCacheKey(new URL(c.req.url), info.language, info.country)}:${hasCsrf ? 'c' : 'n'}`;
    const tags = pageTags(c.req.path);
    const [raw, current] = await Promise.all([store.get(key), generations(store, tags)]);
    const nonce = c.get('secureHeadersNonce') ?? '';
    const entry = raw ? (JSON.parse(raw) as Entry) : null;
    if (entry?.generations.every((generation, i) => generation === current[i])) {
      c.header('X-Cache', 'HIT');
      c.header('Cache-Control', PUBLIC_CACHE);
      c.header('Vary', 'Cookie, Accept-Language');
      const kept = revalidatedNonce(c.req.header('if-none-match'), entry.hash);
      if (kept !== undefined) {
        c.header('ETag', etagOf(entry.hash, kept));
        c.header('Content-Security-Policy', await policyWithNonce(config, kept));
        return c.body(null, 304);
      }
      c.header('ETag', etagOf(entry.hash, nonce));
      return c.html(entry.body.replaceAll(NONCE_MARK, nonce));
    }
    await next();
    const res = c.res;
    const ownCookies = res.headers.getSetCookie().filter((line) => !line.startsWith(`${csrfName}=`));
    const answer = {
      status: res.status,
      contentType: res.headers.get('content-type'),
      setsCookie: ownCookies.length > 0,
    };
    if (!isCacheablePageAnswer(answer) || c.get('user')) return;
    const html = await res.text();
    const body = nonce ? html.replaceAll(nonce, NONCE_MARK) : html;
    const hash = createHash('sha1').update(body).digest('base64url');
    const stored: Entry = { body, hash, generations: current };
    await store.set(key, JSON.stringify(stored), PAGE_CACHE_SECONDS);
    const headers = new Headers(res.headers);
    headers.set('X-Cache', 'MISS');
    headers.set('ETag', etagOf(hash, nonce));
    headers.set('Cache-Control', PUBLIC_CACHE);
    c.res = undefined;
    c.res = new Response(html, { status: res.status, headers });
  };
}

/**
 * Around the API: a successful write that may change a public page (a price, a stock, a
 * program, a review, a product, a shop, a category, a banner) drops the cached pages, so the
 * next signed-out visitor sees the change at once.
 */
export function forgetPagesOnWrite(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    if (writeDropsPages(c.req.method, c.req.path, c.res.status))
      await forgetPages(c.get('app').store, ['catalog']);
  };
}
