import { createHash } from 'node:crypto';
import {
  isCacheablePageAnswer,
  isCacheablePageRequest,
  PAGE_CACHE_SECONDS,
  pageCacheKey,
  pageLifetimeSeconds,
  pagesDroppedByWrite,
  pageTags,
} from '@cho-dep/core/page-cache/page-cache-rules';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../app/config';
import type { ApiEnv } from '../http/hono-env';
import { nextProgramChange } from './next-program-change';
import { encodedBody, type PageBody, rememberBody, rememberedBody } from './page-bodies';
import { collectingPageChanges } from './page-changes';
import { type RenderedPage, renderUnderWay, startRender } from './page-renders';
import { inlineScriptHashes, policyWithHashes, withoutNonce } from './page-script-policy';

/**
 * The shared cache of rendered pages for signed-out visitors (decision 055), in the app's
 * key-value store: Redis when configured, so every process serves and drops the same pages.
 *
 * - A kept page names its inline scripts by hash instead of a nonce (page-script-policy.ts):
 *   its bytes are the same for every visitor, compressed once per encoding (page-bodies.ts),
 *   with an ETag of its content that a CDN or a browser can revalidate.
 * - A cached page sets no cookie, neither when stored nor when served: a CDN in front may then
 *   keep it too (s-maxage) without handing one visitor's cookie to the next. The CSRF cookie
 *   the session middleware offers a new visitor comes with their first API answer instead
 *   (a login, the cart): pages' own forms are checked by origin, never by that cookie.
 * - Tags: each tag has a generation counter; an entry remembers the generations it was
 *   rendered under (read before rendering, so a write during the render drops it) and is
 *   dead once one moved on. Entries expire after PAGE_CACHE_SECONDS anyway, or at the next
 *   start or end of a program, whichever comes first (its prices change with no write).
 */
const TAG_WINDOW_SECONDS = 86_400;
const tagKey = (tag: string) => `page-tag:${tag}`;

/**
 * A page is stored as two values: under its key the hash of its body, the generations of its
 * tags and its scripts' hashes (a few hundred bytes, read on every request), and the body under
 * its hash (read only by a process that has not served it yet, page-bodies.ts).
 */
interface Entry {
  hash: string;
  generations: string[];
  scripts: string[];
  /** When it expires (ms since the epoch): a CDN may keep it until then, not longer. */
  expires: number;
}
const bodyKey = (hash: string) => `page-body:${hash}`;
const writeEntry = (entry: Entry) =>
  `${entry.hash} ${entry.generations.join(',')} ${entry.scripts.join(',')} ${entry.expires}`;
function readEntry(raw: string | null): Entry | null {
  const [hash, generations, scripts, expires] = raw?.split(' ') ?? [];
  if (!hash || generations === undefined || scripts === undefined || !expires) return null;
  return {
    hash,
    generations: generations.split(','),
    scripts: scripts ? scripts.split(',') : [],
    expires: Number(expires),
  };
}

async function bodyOf(store: KeyValueStore, hash: string): Promise<PageBody | null> {
  const known = rememberedBody(hash);
  if (known) return known;
  const body = await store.get(bodyKey(hash));
  return body === null ? null : rememberBody(hash, body);
}

const etagOf = (hash: string) => `"${hash}"`;
/** The browser's copy is this one (weak too: the compression of a first answer may weaken it). */
const isRevalidation = (ifNoneMatch: string | undefined, hash: string) =>
  (ifNoneMatch ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etagOf(hash));

async function generations(store: KeyValueStore, tags: string[]): Promise<string[]> {
  return Promise.all(tags.map(async (tag) => (await store.get(tagKey(tag))) ?? '0'));
}

/** Drops every cached page carrying one of these tags, in every process sharing the store. */
export async function forgetPages(store: KeyValueStore, tags: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(tags)].map((tag) => store.increment(tagKey(tag), TAG_WINDOW_SECONDS)));
}

/** The headers of a kept page's answer, the first one (MISS) included. */
async function keptPageHeaders(
  config: Config,
  kept: Pick<Entry, 'hash' | 'scripts' | 'expires'>,
): Promise<Record<string, string>> {
  const secondsLeft = Math.max(0, Math.floor((kept.expires - Date.now()) / 1000));
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${secondsLeft}, stale-while-revalidate=${PAGE_CACHE_SECONDS}`,
    Vary: 'Cookie, Accept-Language, Accept-Encoding',
    ETag: etagOf(kept.hash),
    'Content-Security-Policy': await policyWithHashes(config, kept.scripts),
  };
}

export function pageCache(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const request = {
      method: c.req.method,
      path: c.req.path,
      cookie: c.req.header('cookie'),
      authorization: c.req.header('authorization'),
    };
    if (!isCacheablePageRequest(request) || c.get('user')) return next();
    // The session middleware's offer of a CSRF cookie (see above): the only cookie a visitor
    // without a session or a cart is given before the page; one the page sets itself is seen below.
    c.header('Set-Cookie', undefined);
    const app = c.get('app');
    const { store, config } = app;
    const info = c.get('info');
    const key = `page:${pageCacheKey(new URL(c.req.url), info.language, info.country)}`;
    const tags = pageTags(c.req.path);
    const [raw, current] = await Promise.all([store.get(key), generations(store, tags)]);
    const entry = readEntry(raw);
    const answerHit = async (kept: Pick<Entry, 'hash' | 'scripts' | 'expires'>, page: PageBody) => {
      for (const [name, value] of Object.entries(await keptPageHeaders(config, kept))) c.header(name, value);
      c.header('X-Cache', 'HIT');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      const { bytes, encoding } = encodedBody(page, c.req.header('accept-encoding'));
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(bytes);
    };
    if (entry?.generations.every((generation, i) => generation === current[i])) {
      if (isRevalidation(c.req.header('if-none-match'), entry.hash)) {
        for (const [name, value] of Object.entries(await keptPageHeaders(config, entry)))
          c.header(name, value);
        c.header('X-Cache', 'HIT');
        return c.body(null, 304);
      }
      const page = await bodyOf(store, entry.hash);
      if (page) return answerHit(entry, page);
      // The body expired just before its entry: the page is rendered again.
    }
    // A HEAD answer has no body to keep (React Router sends none): served, never stored.
    if (c.req.method !== 'GET') return next();
    // Checked and claimed with no await in between, so only one request renders the page.
    const underWay = renderUnderWay(key);
    if (underWay) {
      const shared = await underWay;
      if (shared) return answerHit(shared, shared.page);
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
      const body = withoutNonce(html, c.get('secureHeadersNonce') ?? '');
      if (body === null) {
        c.res = undefined;
        c.res = new Response(html, { status: res.status, headers: res.headers });
        return;
      }
      const now = app.now();
      const lifetime = pageLifetimeSeconds(now, await nextProgramChange(app.database.db, now));
      if (lifetime < 1) {
        c.res = undefined;
        c.res = new Response(html, { status: res.status, headers: res.headers });
        return;
      }
      const hash = createHash('sha1').update(body).digest('base64url');
      const scripts = inlineScriptHashes(body);
      const expires = now.getTime() + lifetime * 1000;
      // The body first: an entry never names a body that is not there yet.
      await store.set(bodyKey(hash), body, lifetime);
      await store.set(key, writeEntry({ hash, generations: current, scripts, expires }), lifetime);
      rendered = { hash, scripts, expires, page: rememberBody(hash, body) };
      // The first visitor gets the kept copy too, so every answer for this page is the same.
      const headers = new Headers(res.headers);
      for (const [name, value] of Object.entries(await keptPageHeaders(config, rendered)))
        headers.set(name, value);
      headers.set('X-Cache', 'MISS');
      const { bytes, encoding } = encodedBody(rendered.page, c.req.header('accept-encoding'));
      if (encoding) headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      c.res = undefined;
      c.res = new Response(bytes, { status: res.status, headers });
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
