import type { ProductVariantView } from '@cho-dep/core/catalog/product-detail';
import type { ProductGroupBuy } from './group-buy-types';

type Item = ProductGroupBuy['items'][number];

/** One line a buyer can open a team on: a program item and the variant it buys. */
export interface SeatOption {
  item: Item;
  variant: ProductVariantView;
  label: string;
  /** What the variant costs bought alone today. */
  alonePrice: number;
}

const labelOf = (v: ProductVariantView) => v.optionValues.map((o) => o.value).join(', ');

/**
 * The variants a team can buy: a program by variant names each of its variants; a program by
 * product takes any variant still in stock. The cheapest team price wins when a variant is in two.
 */
export function seatOptions(items: readonly Item[], variants: readonly ProductVariantView[]): SeatOption[] {
  const options = new Map<string, SeatOption>();
  for (const item of items) {
    if (item.remaining <= 0) continue;
    for (const variant of variants) {
      if (variant.soldOut || (item.variantId !== null && item.variantId !== variant.id)) continue;
      const known = options.get(variant.id);
      if (known && known.item.teamPrice <= item.teamPrice) continue;
      options.set(variant.id, {
        item,
        variant,
        label: labelOf(variant),
        alonePrice: variant.salePrice ?? variant.price,
      });
    }
  }
  return [...options.values()];
}

/** The percent a team saves against buying alone, rounded down (never negative). */
export function savedPercent(teamPrice: number, alonePrice: number): number {
  if (alonePrice <= 0 || teamPrice >= alonePrice) return 0;
  return Math.floor(((alonePrice - teamPrice) / alonePrice) * 100);
}

/** The option a team's "Tham gia" buys: the team's own item, the chosen variant when it fits. */
export function joinOption(
  options: readonly SeatOption[],
  teamItemId: string,
  chosen: SeatOption | undefined,
): SeatOption | undefined {
  if (chosen && chosen.item.itemId === teamItemId) return chosen;
  return options.find((o) => o.item.itemId === teamItemId);
}
