import { LIMITS } from '@cho-dep/core/constants/limits';
import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';

/** The one variant an express checkout buys ("Mua ngay" on the product page). */
export interface ExpressItem {
  variantId: string;
  quantity: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks a value read from the address or from storage; anything odd gives null. */
export function toExpressItem(variantId: unknown, quantity: unknown): ExpressItem | null {
  if (typeof variantId !== 'string' || !UUID.test(variantId)) return null;
  const count = typeof quantity === 'string' ? Number(quantity) : quantity;
  if (typeof count !== 'number' || !Number.isInteger(count)) return null;
  if (count < 1 || count > LIMITS.cart.lineQuantityMax) return null;
  return { variantId: variantId.toLowerCase(), quantity: count };
}

/** /thanh-toan-2?variant=<id>&qty=<n>; qty defaults to 1. */
export function expressItemFromSearch(search: string): ExpressItem | null {
  const params = new URLSearchParams(search);
  return toExpressItem(params.get('variant'), params.get('qty') ?? '1');
}

/**
 * The express item survives the login redirect (/thanh-toan-2 -> /thanh-toan?x=true&l=true,
 * product.md §2) in session storage: the new address carries only the flag.
 */
export function rememberExpressItem(item: ExpressItem): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.expressCheckout, JSON.stringify(item));
  } catch {
    // Storage off (private mode): the express checkout still works until a login.
  }
}

export function recallExpressItem(): ExpressItem | null {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEYS.expressCheckout);
    if (!stored) return null;
    const value = JSON.parse(stored) as { variantId?: unknown; quantity?: unknown } | null;
    return value ? toExpressItem(value.variantId, value.quantity) : null;
  } catch {
    return null;
  }
}

export function forgetExpressItem(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.expressCheckout);
  } catch {
    // Nothing to clean.
  }
}
