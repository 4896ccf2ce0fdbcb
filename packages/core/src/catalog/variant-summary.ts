/** The part of a variant that decides what the product as a whole shows. */
export interface VariantFigures {
  price: number;
  salePrice: number | null;
  stock: number;
  isActive: boolean;
}

export interface VariantSummary {
  /** Sum of the stock of active variants: the product's `stock`. */
  stock: number;
  /** The lowest original price among active variants (what a card shows struck through). */
  price: number;
  /** The lowest price a buyer pays among active variants, when any variant is on sale. */
  salePrice: number | null;
  soldOut: boolean;
}

/** The price a buyer pays for one variant: the sale price when there is a lower one. */
export function effectivePrice(variant: Pick<VariantFigures, 'price' | 'salePrice'>): number {
  return variant.salePrice !== null && variant.salePrice < variant.price ? variant.salePrice : variant.price;
}

/**
 * Rolls variants up into the product's price, sale price and stock. Inactive variants do not
 * count; a product without active variants is sold out with price 0.
 */
export function summariseVariants(variants: readonly VariantFigures[]): VariantSummary {
  const active = variants.filter((v) => v.isActive);
  if (active.length === 0) return { stock: 0, price: 0, salePrice: null, soldOut: true };
  const stock = active.reduce((sum, v) => sum + v.stock, 0);
  const price = Math.min(...active.map((v) => v.price));
  const onSale = active.some((v) => v.salePrice !== null && v.salePrice < v.price);
  const salePrice = onSale ? Math.min(...active.map(effectivePrice)) : null;
  return { stock, price, salePrice, soldOut: stock === 0 };
}
