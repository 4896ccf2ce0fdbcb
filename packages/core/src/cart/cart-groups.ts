import type { InvalidReason } from './cart-validity';

/**
 * How the cart page lays lines out (product.md §3, Cart: groups valid and invalid, by
 * shop) and what the bottom bar adds up for the selected lines. Pure; the API maps the result
 * to the answer's field names.
 */

export interface GroupableLine {
  /** The cart line's id. */
  id: string;
  shopId: string;
  addedAt: Date;
  invalidReason: InvalidReason | null;
  isSelected: boolean;
  quantity: number;
  unitPrice: number;
  originalPrice: number;
}

export interface ShopGroup<L> {
  shopId: string;
  /** Newest first. */
  lines: L[];
}

export interface SelectionSummary {
  /** Selected lines (the "Mua hàng (n)" count). */
  count: number;
  /** Units in the selected lines. */
  units: number;
  /** What the selected goods cost at the prices the buyer pays. */
  goodsTotal: number;
  /** The same at regular prices. */
  originalTotal: number;
  /** originalTotal - goodsTotal: what sale and promotion prices save. */
  saving: number;
  /** Lines that can be selected (the valid ones). */
  selectableCount: number;
  /** Every valid line is selected (and there is at least one): the select-all box is ticked. */
  allSelected: boolean;
}

export interface GroupedCart<L> {
  valid: ShopGroup<L>[];
  invalid: ShopGroup<L>[];
  summary: SelectionSummary;
}

/** A line counts as selected only while it can be bought: invalid lines are never selected. */
export function isLineSelected(line: Pick<GroupableLine, 'isSelected' | 'invalidReason'>): boolean {
  return line.isSelected && line.invalidReason === null;
}

const newestFirst = (a: GroupableLine, b: GroupableLine) =>
  b.addedAt.getTime() - a.addedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Groups lines by shop, valid and invalid apart. Within a group the newest line comes first,
 * and the shop with the most recently added line comes first, as in Shopee-class carts: what
 * the buyer just added is at the top.
 */
function groupByShop<L extends GroupableLine>(lines: L[]): ShopGroup<L>[] {
  const groups = new Map<string, L[]>();
  for (const line of [...lines].sort(newestFirst)) {
    const group = groups.get(line.shopId);
    if (group) group.push(line);
    else groups.set(line.shopId, [line]);
  }
  // Map keeps insertion order, and each shop was inserted with its newest line.
  return [...groups].map(([shopId, shopLines]) => ({ shopId, lines: shopLines }));
}

export function summariseSelection(lines: readonly GroupableLine[]): SelectionSummary {
  const selectable = lines.filter((line) => line.invalidReason === null);
  const selected = selectable.filter(isLineSelected);
  const goodsTotal = selected.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const originalTotal = selected.reduce(
    (sum, line) => sum + Math.max(line.originalPrice, line.unitPrice) * line.quantity,
    0,
  );
  return {
    count: selected.length,
    units: selected.reduce((sum, line) => sum + line.quantity, 0),
    goodsTotal,
    originalTotal,
    saving: originalTotal - goodsTotal,
    selectableCount: selectable.length,
    allSelected: selectable.length > 0 && selected.length === selectable.length,
  };
}

export function groupCart<L extends GroupableLine>(lines: L[]): GroupedCart<L> {
  return {
    valid: groupByShop(lines.filter((line) => line.invalidReason === null)),
    invalid: groupByShop(lines.filter((line) => line.invalidReason !== null)),
    summary: summariseSelection(lines),
  };
}
