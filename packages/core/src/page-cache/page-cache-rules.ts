/**
 * Which answers the shared cache of rendered pages may keep, under which key, and which tags
 * drop them. A cached page is served to every visitor with the same key, so everything here
 * errs on the side of not caching: only pages on the allow-list below, only for a visitor who
 * shows no session, no guest cart and no Authorization header, only a 200 HTML answer that
 * sets no cookie of its own.
 */

/** Pages every signed-out visitor sees the same: the shop window and the help pages. */
const PUBLIC_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/san-pham\/[^/]+$/,
  /^\/tim-kiem$/,
  /^\/nganh-hang(\/[^/]+)?$/,
  /^\/danh-muc$/,
  /^\/nguoi-ban\/[^/]+$/,
  /^\/khuyen-mai$/,
  /^\/uu-dai$/,
  /^\/chien-dich\/[^/]+$/,
  /^\/bo-suu-tap\/[^/]+$/,
  /^\/chinh-sach(\/[^/]+)?$/,
  /^\/huong-dan(\/[^/]+)?$/,
];

/** Cookies that make the page personal: a session, or a guest's cart (the header shows its count). */
const PERSONAL_COOKIES = ['token', 'guest_token'];

/** How long a cached page may be served without a write dropping it. */
export const PAGE_CACHE_SECONDS = 60;

/**
 * How long a page rendered now may be kept: PAGE_CACHE_SECONDS, but never past the next
 * start or end of a program (its prices change then with no write to drop the page).
 */
export function pageLifetimeSeconds(now: Date, nextProgramChange: Date | null): number {
  if (!nextProgramChange) return PAGE_CACHE_SECONDS;
  const untilChange = Math.floor((nextProgramChange.getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(PAGE_CACHE_SECONDS, untilChange));
}

export interface PageRequest {
  method: string;
  path: string;
  /** The raw Cookie header. */
  cookie: string | undefined;
  authorization: string | undefined;
}

function cookieNames(cookie: string | undefined): string[] {
  if (!cookie) return [];
  return cookie.split(';').map(
    (part) =>
      part
        .split('=')[0]
        ?.trim()
        .replace(/^__Host-/, '') ?? '',
  );
}

/**
 * A request the cache may answer (and whose answer it may keep): a GET or HEAD of a public
 * page from a visitor who carries nothing personal. A guest with a cart is personal: the
 * header shows their cart's count, so they get a fresh page.
 */
export function isCacheablePageRequest(request: PageRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.authorization) return false;
  if (cookieNames(request.cookie).some((name) => PERSONAL_COOKIES.includes(name))) return false;
  return PUBLIC_PAGES.some((page) => page.test(request.path));
}

export interface PageAnswer {
  status: number;
  contentType: string | null;
  setsCookie: boolean;
}

/** Only a complete 200 HTML page that sets no cookie of its own is kept. */
export function isCacheablePageAnswer(answer: PageAnswer): boolean {
  return answer.status === 200 && !answer.setsCookie && (answer.contentType ?? '').startsWith('text/html');
}

/**
 * The key of a page: its path and query (parameters sorted, so `?a=1&b=2` and `?b=2&a=1` are
 * one page), the visitor's language and country, which change the texts and the prices shown.
 */
export function pageCacheKey(url: URL, language: string, country: string): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${language}:${country}:${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The tags that drop a page: a product page goes when its product changes; the home page (its
 * flash sale) and /uu-dai show how many program units are left, /khuyen-mai how much of each
 * voucher is used; every page also carries `catalog`, dropped by any write that changes what
 * listings show (a price, a program, a review, a shop, a category, a banner).
 */
export function pageTags(path: string): string[] {
  const product = /^\/san-pham\/([^/]+)$/.exec(path);
  if (product?.[1]) return [`product:${product[1]}`, 'catalog'];
  if (path === '/' || path === '/uu-dai') return ['promotion-stock', 'catalog'];
  if (path === '/khuyen-mai') return ['vouchers', 'catalog'];
  return ['catalog'];
}

/** What an order changes on public pages: its products, and the units or vouchers it took. */
export interface OrderedLine {
  productId: string;
  /** Sold at a program's price (a flash sale, a shop's program): takes units of the program. */
  promoted: boolean;
}

/**
 * The pages an order drops: the pages of the products it bought (their stock, sold count and
 * program units left), the pages showing program units left when it took some, and the voucher
 * page when it used vouchers. Listings are left alone: their cards show only a rounded sold
 * count ("Đã bán 1,2k"), which may lag up to PAGE_CACHE_SECONDS; an order never changes a price
 * shown there.
 */
export function orderPageTags(lines: readonly OrderedLine[], usedVouchers: boolean): string[] {
  const tags = new Set(lines.map((line) => `product:${line.productId}`));
  if (lines.some((line) => line.promoted)) tags.add('promotion-stock');
  if (usedVouchers) tags.add('vouchers');
  return [...tags];
}

/** Writes that never change what a signed-out visitor's page shows: their own cart, sign-in, chat, alerts. */
const PRIVATE_WRITES = ['/cart', '/auth', '/chat', '/notifications', '/push', '/guest'];

/**
 * Posts that change no page at all: the view every product page counts as it opens (for the
 * seller's figures; no page shows it), a guest looking up their order, and the public forms
 * (a social organisation's feedback and its pictures, the contact form), whose pages are not
 * cached. Counted as writes, each product page opened or form sent would have dropped every
 * cached page.
 */
const UNSEEN_POSTS: readonly RegExp[] = [
  /^\/api\/v1\/public\/products\/[^/]+\/views$/,
  /^\/api\/v1\/public\/orders\/lookup$/,
  /^\/api\/v1\/mobile\/social-feedback(\/media)?$/,
  /^\/api\/v1\/public\/contact-messages$/,
];

/**
 * Writes that say themselves which pages they change (orderPageTags): a checkout's quote, its
 * orders and its payment link.
 */
const SELF_TAGGED_WRITES = ['/api/v1/mobile/checkout/'];

/**
 * What a write drops: nothing (a read, a failure, a private write), only the tags the write
 * noted while it ran (a checkout), or the whole `catalog` (any other write: erring this way
 * costs a few renders, never a stale price).
 */
export function pagesDroppedByWrite(
  method: string,
  path: string,
  status: number,
): 'none' | 'noted' | 'catalog' {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 'none';
  if (status < 200 || status >= 300) return 'none';
  if (PRIVATE_WRITES.some((part) => path.includes(part))) return 'none';
  if (UNSEEN_POSTS.some((post) => post.test(path))) return 'none';
  if (SELF_TAGGED_WRITES.some((prefix) => path.startsWith(prefix))) return 'noted';
  return 'catalog';
}
