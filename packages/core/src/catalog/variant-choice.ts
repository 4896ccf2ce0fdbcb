import { discountPercentOf } from './product-card';
import type { PriceRange, ProductImageView, ProductOptionView } from './product-detail';

/**
 * The buyer's choice of classification on the product page: which values can still be
 * picked, which variant the choice names, what it costs and which pictures it shows. Pure,
 * so the page, the API and the tests agree.
 */

export interface ChoiceVariant {
  id: string;
  optionValues: readonly { name: string; value: string }[];
  price: number;
  salePrice: number | null;
  stock: number;
}

/** Option name -> chosen value. An option without a key is not chosen yet. */
export type Selection = Readonly<Record<string, string>>;

export interface ValueState {
  value: string;
  /** Units left over the variants this value leads to, given the other choices. */
  stock: number;
  /** No variant with this value and the other choices has stock (or none exists). */
  soldOut: boolean;
  selected: boolean;
}

function chosenValueOf(variant: ChoiceVariant, name: string): string | undefined {
  return variant.optionValues.find((o) => o.name === name)?.value;
}

/** The variants that agree with every chosen value, ignoring the option `except`. */
export function matchingVariants<V extends ChoiceVariant>(
  variants: readonly V[],
  selection: Selection,
  except?: string,
): V[] {
  const chosen = Object.entries(selection).filter(([name]) => name !== except);
  return variants.filter((variant) =>
    chosen.every(([name, value]) => chosenValueOf(variant, name) === value),
  );
}

/**
 * For each option, the state of each value given the other options' choices: a value is sold
 * out when every variant having it (and the other chosen values) is out of stock. The option's
 * own choice is ignored so the buyer can always switch within an option.
 */
export function optionValueStates(
  options: readonly Pick<ProductOptionView, 'name' | 'values'>[],
  variants: readonly ChoiceVariant[],
  selection: Selection,
): Record<string, ValueState[]> {
  const states: Record<string, ValueState[]> = {};
  for (const option of options) {
    const others = matchingVariants(variants, selection, option.name);
    states[option.name] = option.values.map(({ value }) => {
      const stock = others
        .filter((variant) => chosenValueOf(variant, option.name) === value)
        .reduce((sum, variant) => sum + Math.max(0, variant.stock), 0);
      return { value, stock, soldOut: stock === 0, selected: selection[option.name] === value };
    });
  }
  return states;
}

/** The options the buyer has not chosen yet ('Please select product classification'). */
export function missingOptions(
  options: readonly Pick<ProductOptionView, 'name'>[],
  selection: Selection,
): string[] {
  return options.filter((option) => selection[option.name] === undefined).map((option) => option.name);
}

/**
 * The variant the choice names: every option chosen and exactly one variant agrees. A product
 * without options has its single variant chosen from the start.
 */
export function chosenVariant<V extends ChoiceVariant>(
  options: readonly Pick<ProductOptionView, 'name'>[],
  variants: readonly V[],
  selection: Selection,
): V | null {
  if (missingOptions(options, selection).length > 0) return null;
  const matches = matchingVariants(variants, selection);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** Picks a value, or drops it when it was already picked (a second tap clears the choice). */
export function toggleValue(selection: Selection, name: string, value: string): Selection {
  const next: Record<string, string> = { ...selection };
  if (next[name] === value) delete next[name];
  else next[name] = value;
  return next;
}

export interface VariantPrices {
  price: PriceRange;
  salePrice: PriceRange | null;
  discountPercent: number;
}

/**
 * Prices over some variants: the original range, the paid range when any is on sale (a sale
 * price not below the price does not count), and the largest whole percent off.
 */
export function priceRangeOf(variants: readonly Pick<ChoiceVariant, 'price' | 'salePrice'>[]): VariantPrices {
  if (variants.length === 0) return { price: { min: 0, max: 0 }, salePrice: null, discountPercent: 0 };
  const prices = variants.map((v) => v.price);
  const paid = variants.map((v) => (v.salePrice !== null && v.salePrice < v.price ? v.salePrice : v.price));
  const onSale = variants.some((v) => v.salePrice !== null && v.salePrice < v.price);
  return {
    price: { min: Math.min(...prices), max: Math.max(...prices) },
    salePrice: onSale ? { min: Math.min(...paid), max: Math.max(...paid) } : null,
    discountPercent: Math.max(...variants.map((v) => discountPercentOf(v.price, v.salePrice))),
  };
}

/**
 * The pictures to show for a choice: those of the chosen values first (or the chosen value's
 * own swatch picture when no gallery picture is tied to it), then the general pictures;
 * pictures of other values are left out. Without a choice with pictures: every picture.
 * The same file is never shown twice.
 */
export function galleryFor(
  images: readonly ProductImageView[],
  options: readonly ProductOptionView[],
  selection: Selection,
): ProductImageView[] {
  const chosen = new Set(Object.values(selection));
  const picked: ProductImageView[] = images.filter(
    (image) => image.optionValue !== null && chosen.has(image.optionValue),
  );
  if (picked.length === 0) {
    for (const option of options) {
      const value = option.values.find((v) => v.value === selection[option.name]);
      if (value?.image) picked.push({ ...value.image, optionValue: value.value });
    }
  }
  const shown =
    picked.length > 0 ? [...picked, ...images.filter((image) => image.optionValue === null)] : images;
  const seen = new Set<string>();
  return shown.filter((image) => {
    if (seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
}

/** The most units the buyer may put in the cart at once: the chosen variant's stock. */
export function quantityLimit(variant: Pick<ChoiceVariant, 'stock'> | null, fallbackStock: number): number {
  return Math.max(0, variant ? variant.stock : fallbackStock);
}
