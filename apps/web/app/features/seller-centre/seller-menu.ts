/**
 * The seller centre menu (SPEC.md section 2): its groups in order, each with the pages built
 * so far. A group without pages is not shown; issue 6 adds products, marketing, settings...
 */
export interface SellerMenuItem {
  /** i18n key of the label. */
  label: string;
  href: string;
}

export interface SellerMenuGroup {
  id: string;
  label: string;
  items: SellerMenuItem[];
}

export const SELLER_MENU: readonly SellerMenuGroup[] = [
  { id: 'overview', label: 'sellerOrders.centre.groups.overview', items: [] },
  {
    id: 'orders',
    label: 'sellerOrders.centre.groups.orders',
    items: [{ label: 'sellerOrders.centre.items.orders', href: '/ban-hang/quan-ly-don-hang' }],
  },
  {
    id: 'refunds',
    label: 'sellerOrders.centre.groups.refunds',
    items: [{ label: 'sellerOrders.centre.items.returns', href: '/ban-hang/tra-hang-hoan-tien' }],
  },
  { id: 'chat', label: 'sellerOrders.centre.groups.chat', items: [] },
  { id: 'products', label: 'sellerOrders.centre.groups.products', items: [] },
  { id: 'sizeCharts', label: 'sellerOrders.centre.groups.sizeCharts', items: [] },
  { id: 'marketing', label: 'sellerOrders.centre.groups.marketing', items: [] },
  { id: 'analytics', label: 'sellerOrders.centre.groups.analytics', items: [] },
  { id: 'settings', label: 'sellerOrders.centre.groups.settings', items: [] },
];

/** The groups to show: those with at least one page. */
export function visibleMenu(menu: readonly SellerMenuGroup[] = SELLER_MENU): SellerMenuGroup[] {
  return menu.filter((group) => group.items.length > 0);
}
