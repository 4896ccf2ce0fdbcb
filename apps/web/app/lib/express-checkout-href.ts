/**
 * The address of an express checkout (product.md §2, /thanh-toan-2): one variant bought at
 * once, the cart untouched. The product page's "Mua ngay" goes there; the checkout reads it
 * back with expressItemFromSearch.
 */
export function expressCheckoutHref(item: { variantId: string; quantity: number }): string {
  return `/thanh-toan-2?${new URLSearchParams({ variant: item.variantId, qty: String(item.quantity) })}`;
}
