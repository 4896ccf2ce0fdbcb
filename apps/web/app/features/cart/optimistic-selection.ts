import type { CartView } from './cart-api';

/**
 * The cart as it will look once a selection change is saved, shown while the call runs so a
 * checkbox answers the tap at once. Only lines that can be bought change (invalid ones never
 * select); the totals wait for the server's answer, which replaces this guess either way.
 */
export function withSelection(
  cart: CartView,
  target: { lineId?: string; shopId?: string },
  selected: boolean,
): CartView {
  const hits = (lineId: string, shopId: string) =>
    target.lineId ? lineId === target.lineId : target.shopId ? shopId === target.shopId : true;
  const valid = cart.valid.map((group) => {
    const items = group.items.map((item) =>
      hits(item._id, group.shop._id) ? { ...item, is_selected: selected } : item,
    );
    return { ...group, items, is_selected: items.length > 0 && items.every((item) => item.is_selected) };
  });
  const all = valid.flatMap((group) => group.items);
  return {
    ...cart,
    valid,
    summary: { ...cart.summary, all_selected: all.length > 0 && all.every((item) => item.is_selected) },
  };
}
