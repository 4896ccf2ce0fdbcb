/**
 * The sort tabs of a seller page: popular (most viewed), newest, best-selling, and price both
 * ways. No imports, so the web page can use the list in the browser.
 */
export const SHOP_PRODUCT_SORTS = ['popular', 'newest', 'best_selling', 'price_asc', 'price_desc'] as const;
export type ShopProductSort = (typeof SHOP_PRODUCT_SORTS)[number];

export const DEFAULT_SHOP_PRODUCT_SORT: ShopProductSort = 'popular';

export function parseShopProductSort(value: string | null | undefined): ShopProductSort {
  return SHOP_PRODUCT_SORTS.find((sort) => sort === value) ?? DEFAULT_SHOP_PRODUCT_SORT;
}
