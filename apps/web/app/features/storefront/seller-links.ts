import { DEFAULT_SHOP_PRODUCT_SORT, type ShopProductSort } from '@cho-dep/api/storefront/shop-product-sort';

/** product.md §2: a seller page says where the buyer came from; BrandOfMonth by default. */
export const DEFAULT_SELLER_POSITION = 'BrandOfMonth';

/** `/nguoi-ban/{id}` with the position, sort tab and page, defaults left out. */
export function sellerHref(
  shopId: string,
  state: { position?: string; sort?: ShopProductSort; page?: number } = {},
): string {
  const query = new URLSearchParams();
  if (state.position && state.position !== DEFAULT_SELLER_POSITION) query.set('position', state.position);
  if (state.sort && state.sort !== DEFAULT_SHOP_PRODUCT_SORT) query.set('sort', state.sort);
  if (state.page && state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `/nguoi-ban/${shopId}?${text}` : `/nguoi-ban/${shopId}`;
}

/** A position from the address: short and plain, or the default (it is echoed into links). */
export function parsePosition(value: string | null): string {
  return value && /^[A-Za-z][\w-]{0,39}$/.test(value) ? value : DEFAULT_SELLER_POSITION;
}
