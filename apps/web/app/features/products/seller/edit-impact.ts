import { pricesChanged } from '@cho-dep/core/catalog/price-change-rule';
import { needsReview } from '@cho-dep/core/catalog/seller-product-tabs';
import { parsePrice } from '@cho-dep/core/format/money';
import { toProductBody } from './product-form-body';
import type { ProductFormValues } from './product-form-values';

/**
 * What saving the form would do to a live product, told before the seller presses Save: the
 * same rules as the API (needsReview: descriptive edits go back to review; pricesChanged: an
 * existing variant's price or sale price moved, which counts against the price rule).
 */
export function editImpact(
  before: ProductFormValues,
  after: ProductFormValues,
): { review: boolean; price: boolean } {
  const review = needsReview(
    toProductBody(before, false) as Record<string, unknown>,
    toProductBody(after, false) as Record<string, unknown>,
  );
  const prices = (values: ProductFormValues) =>
    values.variants
      .filter((row) => row.id)
      .map((row) => ({
        key: row.id as string,
        price: parsePrice(row.price) ?? Number.NaN,
        salePrice: row.salePrice.trim() ? (parsePrice(row.salePrice) ?? Number.NaN) : null,
      }));
  return { review, price: pricesChanged(prices(before), prices(after)) };
}
