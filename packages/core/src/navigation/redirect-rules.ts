/**
 * Where the browser goes after logging in or out (product.md §2, Redirect rules).
 * `reload` keeps the page and its query; `go` loads the given address.
 */
export type RedirectTarget = { kind: 'reload' } | { kind: 'go'; href: string };

export interface CurrentLocation {
  pathname: string;
  search: string;
}

/** Pages that stay as they are after login: collection list, cart, search, categories. */
const RELOAD_AFTER_LOGIN = ['/danh-sach/bo-suu-tap', '/gio-hang', '/tim-kiem', '/nganh-hang', '/danh-muc'];

export const CHECKOUT_PATH = '/thanh-toan';
export const EXPRESS_CHECKOUT_SEGMENT = 'thanh-toan-2';
export const BUYER_ORDERS_PATH = '/trang-ca-nhan/don-hang';
export const HOME_PATH = '/';

/**
 * After login:
 * - a path containing the collection list, cart, search or category reloads in place;
 * - a path containing thanh-toan-2 goes to /thanh-toan?x=true&l=true for an express checkout,
 *   otherwise to the buyer's orders;
 * - any other page reloads with its query string removed.
 */
export function redirectAfterLogin(
  location: CurrentLocation,
  options: { expressCheckout: boolean },
): RedirectTarget {
  const { pathname } = location;
  if (RELOAD_AFTER_LOGIN.some((part) => pathname.includes(part))) return { kind: 'reload' };
  if (pathname.includes(EXPRESS_CHECKOUT_SEGMENT)) {
    return options.expressCheckout
      ? { kind: 'go', href: `${CHECKOUT_PATH}?x=true&l=true` }
      : { kind: 'go', href: BUYER_ORDERS_PATH };
  }
  if (location.search === '' || location.search === '?') return { kind: 'reload' };
  return { kind: 'go', href: pathname };
}

/** Pages that survive a logout in place (the awards live at /binh-chon); everything else goes home. */
const RELOAD_AFTER_LOGOUT = ['become-seller', 'awards', 'binh-chon'];

export function redirectAfterLogout(location: CurrentLocation): RedirectTarget {
  if (RELOAD_AFTER_LOGOUT.some((part) => location.pathname.includes(part))) return { kind: 'reload' };
  return { kind: 'go', href: HOME_PATH };
}

/**
 * The express flag of the checkout page: the express checkout carries x=true in its query,
 * the same flag the login redirect sends it back with.
 */
export function isExpressCheckout(search: string): boolean {
  return new URLSearchParams(search).get('x') === 'true';
}
