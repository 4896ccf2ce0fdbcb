/**
 * The seller centre menu (product.md §2): its groups in order, each with its pages. A group
 * without pages yet is not shown.
 */
export interface SellerMenuItem {
  /** i18n key of the label. */
  label: string;
  href: string;
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
}

/** The `?type=` an item's href carries (the program pages serve several kinds of program). */
function typeOf(href: string): string | null {
  return new URL(href, 'http://x').searchParams.get('type');
}

/**
 * Whether an item is the current page. Items sharing a path are told apart by their `?type=`:
 * a typed item is current when the address carries its type, the untyped one when the address
 * carries none of its siblings' types (so the group-buy pages don't light "My programs" too).
 */
export function isMenuItemActive(
  item: SellerMenuItem,
  location: { pathname: string; search: string },
  menu: readonly SellerMenuGroup[] = SELLER_MENU,
): boolean {
  const path = item.href.split('?')[0] ?? item.href;
  const underPath = location.pathname === path || (!item.end && location.pathname.startsWith(`${path}/`));
  if (!underPath) return false;
  const current = new URLSearchParams(location.search).get('type');
  const own = typeOf(item.href);
  if (own) return current === own;
  const siblingTypes = menu
    .flatMap((g) => g.items)
    .filter((i) => i.href.split('?')[0] === path)
    .map((i) => typeOf(i.href))
    .filter((t): t is string => t !== null);
  return current === null || !siblingTypes.includes(current);
}

export interface SellerMenuGroup {
  id: string;
  label: string;
  items: SellerMenuItem[];
}

export const SELLER_MENU: readonly SellerMenuGroup[] = [
  {
    id: 'overview',
    label: 'sellerOrders.centre.groups.overview',
    items: [{ label: 'sellerAnalytics.menu.overview', href: '/ban-hang/tong-quan' }],
  },
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
  {
    id: 'chat',
    label: 'sellerOrders.centre.groups.chat',
    items: [{ label: 'sellerOrders.centre.groups.chat', href: '/ban-hang/tro-chuyen' }],
  },
  {
    id: 'products',
    label: 'sellerOrders.centre.groups.products',
    items: [
      // `end`: the list stays unmarked on the create, edit and bulk pages below it.
      { label: 'sellerProducts.menu.all', href: '/ban-hang/quan-ly-san-pham', end: true },
      { label: 'sellerProducts.menu.create', href: '/ban-hang/quan-ly-san-pham/tao' },
      { label: 'productBulk.menu.edit', href: '/ban-hang/quan-ly-san-pham/chinh-sua-hang-loat' },
      { label: 'productBulk.menu.files', href: '/ban-hang/quan-ly-san-pham/tai-xuong-danh-sach' },
      { label: 'shopCategories.menu', href: '/ban-hang/quan-ly-danh-muc' },
    ],
  },
  {
    id: 'sizeCharts',
    label: 'sellerOrders.centre.groups.sizeCharts',
    items: [{ label: 'sizeCharts.menu', href: '/ban-hang/quan-ly-size-chart' }],
  },
  {
    id: 'marketing',
    label: 'sellerOrders.centre.groups.marketing',
    items: [
      { label: 'sellerBanners.menu', href: '/ban-hang/quan-ly-banner' },
      { label: 'sellerVouchers.menu', href: '/ban-hang/ma-giam-gia' },
      { label: 'sellerPromotions.menu', href: '/ban-hang/chuong-trinh-cua-toi' },
      { label: 'sellerPromotions.groupMenu', href: '/ban-hang/chuong-trinh-cua-toi?type=group' },
      { label: 'campaigns.menu', href: '/ban-hang/chien-dich' },
      { label: 'sellerLive.menu', href: '/ban-hang/live' },
    ],
  },
  {
    id: 'analytics',
    label: 'sellerOrders.centre.groups.analytics',
    items: [
      // `end`: the reports stay unmarked on the performance page below them.
      { label: 'sellerAnalytics.menu.reports', href: '/ban-hang/phan-tich', end: true },
      { label: 'sellerAnalytics.menu.performance', href: '/ban-hang/phan-tich/hieu-qua' },
    ],
  },
  {
    id: 'finance',
    label: 'sellerRevenue.menu.group',
    items: [
      // `end`: the statements page below it has its own entry.
      { label: 'sellerRevenue.menu.revenue', href: '/ban-hang/doanh-thu', end: true },
      { label: 'sellerRevenue.menu.statements', href: '/ban-hang/doanh-thu/sao-ke' },
    ],
  },
  {
    id: 'settings',
    label: 'sellerOrders.centre.groups.settings',
    // product.md §2: general info, shipping, return policy, payment methods, pause mode,
    // affiliate, country. Affiliate stays out until the affiliate issue; pause mode and
    // country share the settings index.
    items: [
      { label: 'shopSettings.menu.info', href: '/ban-hang/cai-dat/thong-tin-cua-hang' },
      { label: 'shopSettings.menu.shipping', href: '/ban-hang/cai-dat/van-chuyen' },
      { label: 'shopSettings.menu.returnPolicy', href: '/ban-hang/cai-dat/chinh-sach-hoan-tra-hang' },
      { label: 'shopSettings.menu.payment', href: '/ban-hang/cai-dat/thanh-toan' },
      { label: 'sellerAffiliate.title', href: '/ban-hang/cai-dat/tiep-thi-lien-ket' },
      { label: 'shopSettings.menu.general', href: '/ban-hang/cai-dat', end: true },
    ],
  },
];

/** The groups to show: those with at least one page. */
export function visibleMenu(menu: readonly SellerMenuGroup[] = SELLER_MENU): SellerMenuGroup[] {
  return menu.filter((group) => group.items.length > 0);
}
