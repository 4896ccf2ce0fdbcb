import type { ExpressItem } from '../features/checkout/express-item';

/**
 * The address of an express checkout (product.md §2, /thanh-toan-2): one variant bought at
 * once, the cart untouched. The product page's "Mua ngay", a group-buy team's "Mở nhóm" or
 * "Tham gia" and the live's product sheet go there; the checkout reads it back with
 * expressItemFromSearch.
 */
export function expressCheckoutHref(item: ExpressItem): string {
  const params = new URLSearchParams({ variant: item.variantId, qty: String(item.quantity) });
  if (item.groupBuy) {
    params.set('gb', item.groupBuy.itemId);
    if (item.groupBuy.teamId) params.set('team', item.groupBuy.teamId);
  }
  if (item.liveId) params.set('live', item.liveId);
  return `/thanh-toan-2?${params}`;
}
