import type { NameSpec } from './demo-name-spec';
import { COSMETICS_NAMES } from './demo-names-cosmetics';
import { FASHION_NAMES } from './demo-names-fashion';

/** Every sub-category's names, keyed by sub-category slug. */
export const PRODUCT_NAMES: Record<string, NameSpec> = { ...FASHION_NAMES, ...COSMETICS_NAMES };
