import type { VoucherKind } from '@cho-dep/core/vouchers/voucher-rules';

/**
 * The filter tabs of /khuyen-mai, kept in the address (?loai=) so they work without scripts
 * and the back button undoes them. "Chợ Đẹp" gathers the platform's discounts and cashback.
 */
export const VOUCHER_TABS = ['all', 'platform', 'shop', 'free-shipping'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

export const TAB_KINDS: Record<VoucherTab, VoucherKind[] | undefined> = {
  all: undefined,
  platform: ['platform', 'cashback'],
  shop: ['shop'],
  'free-shipping': ['free_shipping'],
};

export const TAB_LABEL_KEY: Record<VoucherTab, string> = {
  all: 'vouchers.tabs.all',
  platform: 'vouchers.tabs.platform',
  shop: 'vouchers.tabs.shop',
  'free-shipping': 'vouchers.tabs.freeShipping',
};

export function parseVoucherTab(value: string | null | undefined): VoucherTab {
  return VOUCHER_TABS.find((tab) => tab === value) ?? 'all';
}

export function voucherTabHref(tab: VoucherTab): string {
  return tab === 'all' ? '/khuyen-mai' : `/khuyen-mai?loai=${tab}`;
}

/** The query of the API page behind a tab (GET /api/v1/mobile/vouchers). */
export function voucherListQuery(tab: VoucherTab, page: number): { kind?: string; page: number } {
  const kinds = TAB_KINDS[tab];
  return kinds ? { kind: kinds.join(','), page } : { page };
}

/** The API page behind a tab, as an address. */
export function voucherListPath(tab: VoucherTab, page: number): string {
  const { kind } = voucherListQuery(tab, page);
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  params.set('page', String(page));
  return `/api/v1/mobile/vouchers?${params.toString()}`;
}
