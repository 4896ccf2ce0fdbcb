import { createHash } from 'node:crypto';
import {
  isCacheablePageAnswer,
  isCacheablePageRequest,
  PAGE_CACHE_SECONDS,
  pageCacheKey,
  pagesDroppedByWrite,
  pageTags,
} from '@cho-dep/core/page-cache/page-cache-rules';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { Config } from '../app/config';
import type { ApiEnv } from '../http/hono-env';
import { securityHeaders } from '../http/security-headers';
import { bodyWithNonce, rememberBody, rememberedBody } from './page-bodies';
import { collectingPageChanges } from './page-changes';
import { type RenderedPage, renderUnderWay, startRender } from './page-renders';

/**
 * The shared cache of rendered pages for signed-out visitors (decision 055), in the app's
 * key-value store: Redis when configured, so every process serves and drops the same pages.
 *
 * - The nonce of the page's inline scripts is stored as a placeholder and replaced by this
 *   request's nonce (the one its Content-Security-Policy names), so a nonce is never reused.
 * - A cached page sets no cookie, neither when stored nor when served: a CDN in front may then
 *   keep it too (s-maxage) without handing one visitor's cookie to the next. The CSRF cookie
 *   the session middleware offers a new visitor comes with their first API answer instead
 *   (a login, the cart): pages' own forms are checked by origin, never by that cookie.
 * - Tags: each tag has a generation counter; an entry remembers the generations it was
 *   rendered under (read before rendering, so a write during the render drops it) and is
 *   dead once one moved on. Entries expire after PAGE_CACHE_SECONDS anyway.
 */
const NONCE_MARK = '__page_nonce__';
const TAG_WINDOW_SECONDS = 86_400;
const tagKey = (tag: string) => `page-tag:${tag}`;

/**
 * A page is stored as two values: under its key the hash of its body and the generations of
 * its tags (a few bytes, read on every request), and the body under its hash (read only by a
 * process that has not served it yet, page-bodies.ts).
 */
interface Entry {
  hash: string;
  generations: string[];
}
const bodyKey = (hash: string) => `page-body:${hash}`;
const writeEntry = (entry: Entry) => `${entry.hash} ${entry.generations.join(',')}`;
function readEntry(raw: string | null): Entry | null {
  const [hash, generations] = raw?.split(' ') ?? [];
  return hash && generations !== undefined ? { hash, generations: generations.split(',') } : null;
}

async function bodyOf(store: KeyValueStore, hash: string): Promise<Buffer[] | null> {
  const known = rememberedBody(hash);
  if (known) return known;
  const body = await store.get(bodyKey(hash));
  return body === null ? null : rememberBody(hash, body, NONCE_MARK);
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

function markHit(c: Context<ApiEnv>, etag: string): void {
  c.header('X-Cache', 'HIT');
  c.header('Cache-Control', PUBLIC_CACHE);
  c.header('Vary', 'Cookie, Accept-Language');
  c.header('ETag', etag);
}

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
    // The session middleware's offer of a CSRF cookie (see above): the only cookie a visitor
    // without a session or a cart is given before the page; one the page sets itself is seen below.
    c.header('Set-Cookie', undefined);
    const { store, config } = c.get('app');
    const info = c.get('info');
    const key = `page:${pageCacheKey(new URL(c.req.url), info.language, info.country)}`;
    const tags = pageTags(c.req.path);
    const [raw, current] = await Promise.all([store.get(key), generations(store, tags)]);
    const nonce = c.get('secureHeadersNonce') ?? '';
    const entry = readEntry(raw);
    const answerHit = (hash: string, parts: Buffer[]) => {
      markHit(c, etagOf(hash, nonce));
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(bodyWithNonce(parts, nonce));
    };
    if (entry?.generations.every((generation, i) => generation === current[i])) {
      const kept = revalidatedNonce(c.req.header('if-none-match'), entry.hash);
      if (kept !== undefined) {
        markHit(c, etagOf(entry.hash, kept));
        c.header('Content-Security-Policy', await policyWithNonce(config, kept));
        return c.body(null, 304);
      }
      const body = await bodyOf(store, entry.hash);
      if (body) return answerHit(entry.hash, body);
      // The body expired just before its entry: the page is rendered again.
    }
    // A HEAD answer has no body to keep (React Router sends none): served, never stored.
    if (c.req.method !== 'GET') return next();
    // Checked and claimed with no await in between, so only one request renders the page.
    const underWay = renderUnderWay(key);
    if (underWay) {
      const shared = await underWay;
      if (shared) return answerHit(shared.hash, shared.parts);
    }

    const finish = startRender(key);
    let rendered: RenderedPage | null = null;
    try {
      await next();
      const res = c.res;
      const answer = {
        status: res.status,
        contentType: res.headers.get('content-type'),
        setsCookie: res.headers.getSetCookie().length > 0,
      };
      if (!isCacheablePageAnswer(answer) || c.get('user')) return;
      const html = await res.text();
      const body = nonce ? html.replaceAll(nonce, NONCE_MARK) : html;
      const hash = createHash('sha1').update(body).digest('base64url');
      // The body first: an entry never names a body that is not there yet.
      await store.set(bodyKey(hash), body, PAGE_CACHE_SECONDS);
      await store.set(key, writeEntry({ hash, generations: current }), PAGE_CACHE_SECONDS);
      rendered = { hash, parts: rememberBody(hash, body, NONCE_MARK) };
      const headers = new Headers(res.headers);
      headers.set('X-Cache', 'MISS');
      headers.set('ETag', etagOf(hash, nonce));
      headers.set('Cache-Control', PUBLIC_CACHE);
      c.res = undefined;
      c.res = new Response(html, { status: res.status, headers });
    } finally {
      finish(rendered);
    }
  };
}

/**
 * Around the API: a successful write that may change a public page (a price, a stock, a
 * program, a review, a product, a shop, a category, a banner) drops the cached pages, so the
 * next signed-out visitor sees the change at once. A checkout drops only the pages it noted
 * (afterThisWrite: its products, program units, vouchers), once its orders are committed.
 */
export function forgetPagesOnWrite(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const noted = await collectingPageChanges(next);
    const drop = pagesDroppedByWrite(c.req.method, c.req.path, c.res.status);
    if (drop === 'none') return;
    await Promise.all(noted.map((task) => task()));
    if (drop === 'catalog') await forgetPages(c.get('app').store, ['catalog']);
  };
}
