import type { CartItemView, CartShopGroupView, CartView } from '@cho-dep/api/cart/cart-schemas';
import { call, client } from '../../lib/api-fetch';

/**
 * The cart page's calls: the cart calls of product.md §7 at their paths, and our
 * selection calls. Every one answers the whole cart after the change (in data.data), so the
 * page shows exactly what the server holds: prices, limits, totals and the count.
 */
export type { CartItemView, CartShopGroupView, CartView };

const line = (id: string) => ({ params: { path: { id } } });

export async function fetchCart(): Promise<CartView> {
  return (await call(client.GET('/api/v1/mobile/carts/all'))).data.data;
}

export async function setQuantity(id: string, quantity: number): Promise<CartView> {
  const answer = await call(
    client.PUT('/api/v1/mobile/carts/{id}/quantities', { ...line(id), body: { quantity } }),
  );
  return answer.data.data;
}

export async function removeLine(id: string): Promise<CartView> {
  return (await call(client.DELETE('/api/v1/mobile/carts/{id}', line(id)))).data.data;
}

export async function removeLines(ids: string[]): Promise<CartView> {
  return (await call(client.POST('/api/v1/mobile/carts/delete-many', { body: { ids } }))).data.data;
}

export async function selectLine(id: string, isSelected: boolean): Promise<CartView> {
  const answer = await call(
    client.PUT('/api/v1/mobile/carts/{id}/selection', { ...line(id), body: { is_selected: isSelected } }),
  );
  return answer.data.data;
}

/** Every line of the cart, or of one shop. */
export async function selectAll(isSelected: boolean, shopId?: string): Promise<CartView> {
  const body = shopId ? { is_selected: isSelected, shop_id: shopId } : { is_selected: isSelected };
  return (await call(client.PUT('/api/v1/mobile/carts/selection', { body }))).data.data;
}
