import { formatVnd } from '@cho-dep/core/format/money';

/** "150.000 ₫" or "150.000 ₫ – 250.000 ₫": what a buyer would pay across the active variants. */
export function priceRange(min: number, max: number): string {
  return min === max ? formatVnd(min) : `${formatVnd(min)} – ${formatVnd(max)}`;
}
