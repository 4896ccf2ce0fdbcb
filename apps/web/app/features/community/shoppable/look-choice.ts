import { chosenVariant, type Selection } from '@cho-dep/core/catalog/variant-choice';
import { choiceOptions, type LookLine, type LookProduct } from './look-api';

export interface LookChoice {
  selection: Selection;
  quantity: number;
  included: boolean;
}

/** The recommended variant's choices, ticked; a product with nothing to buy starts unticked. */
export function startingChoice(item: LookProduct): LookChoice {
  const variant = item.variants.find((v) => v.id === item.recommended?.variantId);
  return {
    selection: variant ? Object.fromEntries(variant.optionValues.map((o) => [o.name, o.value])) : {},
    quantity: 1,
    included: Boolean(variant),
  };
}

/** The line a ticked product puts in the cart, when a variant that can be bought is chosen. */
export function lineOf(item: LookProduct, choice: LookChoice): LookLine | null {
  if (!choice.included) return null;
  const variant = chosenVariant(choiceOptions(item), item.variants, choice.selection);
  if (!variant || variant.soldOut) return null;
  return {
    productId: item.productId,
    variantId: variant.id,
    quantity: Math.min(choice.quantity, variant.stock),
  };
}
