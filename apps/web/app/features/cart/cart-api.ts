import type { CartItemView, CartShopGroupView, CartView } from '@cho-dep/api/cart/cart-schemas';
import { api } from '../../lib/api-client';

/**
 * The cart page's calls: the cart calls of SPEC.md section 7 at their paths, and our
 * selection calls. Every one answers the whole cart after the change (in data.data), so the
 * page shows exactly what the server holds: prices, limits, totals and the count.
 */
export type { CartItemView, CartShopGroupView, CartView };

type CartAnswer = { data: { data: CartView } };

const BASE = '/api/v1/mobile/carts';

export async function fetchCart(): Promise<CartView> {
  return (await api<CartAnswer>(`${BASE}/all`)).data.data;
}

export async function setQuantity(id: string, quantity: number): Promise<CartView> {
  return (await api<CartAnswer>(`${BASE}/${id}/quantities`, { method: 'PUT', body: { quantity } })).data.data;
}

export async function removeLine(id: string): Promise<CartView> {
  return (await api<CartAnswer>(`${BASE}/${id}`, { method: 'DELETE' })).data.data;
}

export async function removeLines(ids: string[]): Promise<CartView> {
  return (await api<CartAnswer>(`${BASE}/delete-many`, { body: { ids } })).data.data;
}

export async function selectLine(id: string, isSelected: boolean): Promise<CartView> {
  return (
    await api<CartAnswer>(`${BASE}/${id}/selection`, { method: 'PUT', body: { is_selected: isSelected } })
  ).data.data;
}

/** Every line of the cart, or of one shop. */
export async function selectAll(isSelected: boolean, shopId?: string): Promise<CartView> {
  const body = shopId ? { is_selected: isSelected, shop_id: shopId } : { is_selected: isSelected };
  return (await api<CartAnswer>(`${BASE}/selection`, { method: 'PUT', body })).data.data;
}
