import { LIMITS } from '@cho-dep/core/constants/limits';
import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';

/** The one variant an express checkout buys ("Mua ngay" on the product page). */
export interface ExpressItem {
  variantId: string;
  quantity: number;
  /** Bought as a group-buy seat: open a team of the program item, or join `teamId`. */
  groupBuy?: { itemId: string; teamId: string | null };
  /** Bought from this live (its figures count the order); never changes the price asked. */
  liveId?: string;
}

/** What rides along with the variant: the group-buy seat and the live, as the address spells them. */
export interface ExpressExtras {
  groupBuyItem?: unknown;
  team?: unknown;
  live?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidOrNull(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * Checks a value read from the address or from storage; an odd variant or quantity gives null,
 * an odd group-buy item or live is left out (the buyer then buys at the usual price).
 */
export function toExpressItem(
  variantId: unknown,
  quantity: unknown,
  extras: ExpressExtras = {},
): ExpressItem | null {
  const variant = uuidOrNull(variantId);
  if (!variant) return null;
  const count = typeof quantity === 'string' ? Number(quantity) : quantity;
  if (typeof count !== 'number' || !Number.isInteger(count)) return null;
  if (count < 1 || count > LIMITS.cart.lineQuantityMax) return null;
  const item: ExpressItem = { variantId: variant, quantity: count };
  const groupBuyItem = uuidOrNull(extras.groupBuyItem);
  if (groupBuyItem) item.groupBuy = { itemId: groupBuyItem, teamId: uuidOrNull(extras.team) };
  const live = uuidOrNull(extras.live);
  if (live) item.liveId = live;
  return item;
}

/** /thanh-toan-2?variant=<id>&qty=<n>[&gb=<program item>[&team=<id>]][&live=<id>]; qty defaults to 1. */
export function expressItemFromSearch(search: string): ExpressItem | null {
  const params = new URLSearchParams(search);
  return toExpressItem(params.get('variant'), params.get('qty') ?? '1', {
    groupBuyItem: params.get('gb'),
    team: params.get('team'),
    live: params.get('live'),
  });
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
    const value = JSON.parse(stored) as {
      variantId?: unknown;
      quantity?: unknown;
      groupBuy?: { itemId?: unknown; teamId?: unknown } | null;
      liveId?: unknown;
    } | null;
    if (!value) return null;
    return toExpressItem(value.variantId, value.quantity, {
      groupBuyItem: value.groupBuy?.itemId,
      team: value.groupBuy?.teamId,
      live: value.liveId,
    });
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
