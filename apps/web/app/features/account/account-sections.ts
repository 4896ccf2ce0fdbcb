/**
 * The sections of /trang-ca-nhan, chosen with ?tab=. The order is the menu's order (product.md
 * section 2, Account menu: the entries this page serves).
 */
export const ACCOUNT_SECTIONS = [
  'profile',
  'addresses',
  'notifications',
  'payment',
  'measurements',
  'favourites',
  'reviews',
  'vouchers',
  'group-buying',
  'password',
  'delete-account',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const DEFAULT_SECTION: AccountSection = 'profile';

/** The i18n key of each section's menu entry. */
export const SECTION_LABEL_KEY: Record<AccountSection, string> = {
  profile: 'account.menu.profile',
  addresses: 'account.menu.addresses',
  notifications: 'notifications.title',
  payment: 'account.menu.payment',
  measurements: 'account.menu.measurements',
  favourites: 'storefront.favourites.menu',
  reviews: 'reviews.account.menu',
  vouchers: 'vouchers.mine.menu',
  'group-buying': 'groupBuying.mine.menu',
  password: 'account.menu.password',
  'delete-account': 'account.menu.deleteAccount',
};

/** The section a ?tab= value names, or null when there is none (phones then show the menu). */
export function parseSection(tab: string | null | undefined): AccountSection | null {
  return ACCOUNT_SECTIONS.find((section) => section === tab) ?? null;
}

export function sectionHref(section: AccountSection): string {
  return `/trang-ca-nhan?tab=${section}`;
}
