import { cookieNameFor, GUEST_COOKIE } from '@cho-dep/api/accounts/auth-cookies';
import { resolveGuest } from '@cho-dep/api/accounts/guest-service';
import type { AppContext, RequestInfo } from '@cho-dep/api/app/app-context';
import type { CartOwner } from '@cho-dep/api/cart/cart-queries';
import type { CartView } from '@cho-dep/api/cart/cart-schemas';
import { loadCart } from '@cho-dep/api/cart/cart-view';
import type { SessionUser } from '@cho-dep/api/http/hono-env';
import { translate } from '@cho-dep/i18n/translate';

export interface CartPageData {
  /** null: the request has neither a session nor a live guest cookie, so there is no cart. */
  cart: CartView | null;
  signedIn: boolean;
  title: string;
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeCookie(rest.join('='));
  }
  return undefined;
}

/**
 * The cart page renders the cart on the server, read through the same service as
 * GET /api/v1/mobile/carts/all, so the first paint already shows it. Whose cart: the user's,
 * else the guest's (product.md §7: only with a login or a guest cookie).
 */
export async function loadCartPage(
  server: { app: AppContext; info: RequestInfo; user: SessionUser | undefined },
  cookie: string | null,
): Promise<CartPageData> {
  const { app, info, user } = server;
  const guestToken = cookieValue(cookie, cookieNameFor(app.config, GUEST_COOKIE));
  const guestId = !user && guestToken ? await resolveGuest(app, guestToken) : undefined;
  const owner: CartOwner = user ? { userId: user.userId } : guestId ? { guestId } : null;
  const cart = owner
    ? await loadCart(app.database.db, owner, app.now(), (key) => app.storage.urlOf(key))
    : null;
  return { cart, signedIn: Boolean(user), title: translate(info.language, 'cart.meta.title') };
}

/** A value with a broken %-escape (anyone can send one) is kept as sent: the page must not fail on it. */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
