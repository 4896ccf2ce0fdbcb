import type { OptionDraft, VariantRow } from './variant-rows';

/** An uploaded picture or video: the storage key the API wants and a URL to preview it. */
export interface MediaRef {
  key: string;
  url: string;
}

export const ATTRIBUTE_KEYS = [
  'brand',
  'style',
  'pattern',
  'collar',
  'season',
  'bodyShape',
  'origin',
  'material',
  'sleeveStyle',
] as const;
export type TextAttributeKey = (typeof ATTRIBUTE_KEYS)[number];

export interface SizeDetailDraft {
  key: string;
  sizeName: string;
  heightMinCm: string;
  heightMaxCm: string;
  weightMinKg: string;
  weightMaxKg: string;
}

/**
 * Everything the product form holds, as typed: numbers stay text until they are sent, so a
 * half-typed "150.0" is never rewritten under the seller's fingers and nothing is lost when
 * the server refuses the form.
 */
export interface ProductFormValues {
  images: MediaRef[];
  video: MediaRef | null;
  name: string;
  categoryId: string;
  gender: string;
  attributes: Record<TextAttributeKey, string>;
  /**
   * Whether the brand is also written into the attributes document. Products have a brand
   * column (search reads it) and the attributes may repeat it; a stored product keeps the
   * shape it has, since a changed attributes document sends a live product back to review.
   */
  brandInAttributes: boolean;
  description: string;
  descriptionImages: MediaRef[];
  options: OptionDraft[];
  variants: VariantRow[];
  weightGrams: string;
  packageLengthCm: string;
  packageWidthCm: string;
  packageHeightCm: string;
  sizeDetails: SizeDetailDraft[];
  sizeChartId: string;
  preparationDays: string;
  returnDays: string;
  returnConditions: string[];
  isPreOrder: boolean;
  link: string;
}

let counter = 0;
/** A key for a new option, value or size row; unique within the page's life. */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

/** The shop's defaults from its settings (shipping, return policy) that a new product starts with. */
export interface ProductDefaults {
  preparationDays: number | null;
  returnDays: number | null;
  returnConditions: string[];
}

export function emptyProductForm(defaults?: ProductDefaults): ProductFormValues {
  return {
    images: [],
    video: null,
    name: '',
    categoryId: '',
    gender: '',
    attributes: Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, ''])) as Record<TextAttributeKey, string>,
    brandInAttributes: true,
    description: '',
    descriptionImages: [],
    options: [],
    variants: [{ valueKeys: [], price: '', salePrice: '', stock: '', sku: '' }],
    weightGrams: '',
    packageLengthCm: '',
    packageWidthCm: '',
    packageHeightCm: '',
    sizeDetails: [],
    sizeChartId: '',
    preparationDays: defaults?.preparationDays != null ? String(defaults.preparationDays) : '',
    returnDays: defaults?.returnDays != null ? String(defaults.returnDays) : '',
    returnConditions: defaults ? [...defaults.returnConditions] : [],
    isPreOrder: false,
    link: '',
  };
}
