import type { FieldError } from '../errors/app-error';
import { parsePrice } from '../format/money';
import { toFieldErrors } from '../validation/field-errors';
import { searchParamsSchema } from './search-params';

export interface PriceRangeInput {
  priceMin: number | undefined;
  priceMax: number | undefined;
  /** Field errors by field name, with `validation.*` message keys; empty when the range is usable. */
  errors: Partial<Record<'priceMin' | 'priceMax', FieldError>>;
}

/**
 * Reads the two price boxes of the search filters as people type them ('150.000', '150000đ',
 * blank for no bound) and checks them with the search schema itself, so the form says the
 * same as the API would (for example `validation.search.priceRange` when min > max).
 */
export function readPriceRange(minText: string, maxText: string): PriceRangeInput {
  const errors: PriceRangeInput['errors'] = {};
  const read = (field: 'priceMin' | 'priceMax', text: string): number | undefined => {
    if (text.trim() === '') return undefined;
    const value = parsePrice(text);
    if (value === null) errors[field] = { path: field, message: 'validation.invalidType' };
    return value ?? undefined;
  };
  const priceMin = read('priceMin', minText);
  const priceMax = read('priceMax', maxText);
  if (Object.keys(errors).length > 0) return { priceMin, priceMax, errors };
  const result = searchParamsSchema.safeParse({ priceMin, priceMax });
  if (!result.success) {
    for (const error of toFieldErrors(result.error)) {
      if (error.path === 'priceMin' || error.path === 'priceMax') errors[error.path] ??= error;
    }
  }
  return { priceMin, priceMax, errors };
}
