import { CLEARED_ON_LOGOUT, STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import {
  isExpressCheckout,
  type RedirectTarget,
  redirectAfterLogin,
  redirectAfterLogout,
} from '@cho-dep/core/navigation/redirect-rules';
import { trackEvent } from '../../lib/tracking/track';
import { keepLoginLocally } from './login-storage';
import { removeDevicePushToken } from './push-token-removal';

function follow(target: RedirectTarget): void {
  if (target.kind === 'reload') window.location.reload();
  else window.location.assign(target.href);
}

/**
 * After a login or sign-up: the server set the cookies; the guest's leftovers go, the profile
 * is kept locally, and the page moves per product.md §2.
 */
export async function goAfterLogin(): Promise<void> {
  await keepLoginLocally();
  const { pathname, search } = window.location;
  // The ?login=1 that opened the modal must not reopen it after an in-place reload.
  const params = new URLSearchParams(search);
  if (params.has('login')) {
    params.delete('login');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}`);
  }
  follow(redirectAfterLogin(window.location, { expressCheckout: isExpressCheckoutPage(search) }));
}

/** Parameters that asked for the login (and a social sign-in's refusal): gone once signed in. */
const LOGIN_PROMPT_PARAMS = ['login', 'social_error'];

/**
 * Where the login redirect rules (product.md §2) send this page, as an address: a social
 * sign-in leaves the site for the provider, so the server sends the browser there on its way
 * back rather than this page moving after an answer.
 */
export function hrefAfterLogin(): string {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  for (const name of LOGIN_PROMPT_PARAMS) params.delete(name);
  const rest = params.toString();
  const kept = rest ? `?${rest}` : '';
  const target = redirectAfterLogin(
    { pathname, search: kept },
    { expressCheckout: isExpressCheckoutPage(search) },
  );
  return target.kind === 'reload' ? `${pathname}${kept}` : target.href;
}

/**
 * An express checkout: the x=true flag, or /thanh-toan-2's own ?variant= (the product page's
 * "Mua ngay"). The checkout page keeps the item in session storage, so /thanh-toan?x=true
 * finds it after the redirect.
 */
function isExpressCheckoutPage(search: string): boolean {
  return isExpressCheckout(search) || new URLSearchParams(search).has('variant');
}

function clearStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of CLEARED_ON_LOGOUT) storage.removeItem(key);
  }
}

/**
 * Logout (product.md §4): the server ends the session and clears its cookies; here the
 * stored profile, drafts, page state, device id and push token go, a timestamp tells the
 * other tabs, then the page moves per the logout rules. A failed call still logs out locally.
 */
export async function logout(): Promise<void> {
  // The tracking session ends with the logout and is sent while the member is still known.
  await trackEvent('Logout');
  await removeDevicePushToken();
  try {
    // The typed client loads with the tap: the header of every page does not carry it.
    const { call, client } = await import('../../lib/api-fetch');
    await call(client.POST('/community/v1/auth/logout'));
  } catch {
    // The cookies may already be gone; the local clean-up below is what the user sees.
  }
  clearStorage();
  window.localStorage.setItem(STORAGE_KEYS.logoutAt, String(Date.now()));
  follow(redirectAfterLogout(window.location));
}

/**
 * Other tabs follow a logout (the local-storage timestamp): they move as the logout rules say,
 * home from most pages, so no tab keeps showing the member's pages. Returns the unsubscribe.
 */
export function followLogoutInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.logoutAt && event.newValue) follow(redirectAfterLogout(window.location));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
