import type { BenchBatch } from './bench-products';
import type { ColumnSpec } from './bulk-copy';

/**
 * The columns COPY writes for each table of a batch. Not listed: ids with defaults (variant,
 * option and image ids), generated columns (effective_price, name_folded, search) and the
 * columns the insert triggers set (listed, shop_country).
 */
type Row<K extends keyof BenchBatch> = BenchBatch[K][number];
export const PRODUCT_COLUMNS: ColumnSpec<Row<'products'>> = [
  ['id', 'value'],
  ['shopId', 'value'],
  ['categoryId', 'value'],
  ['name', 'value'],
  ['slug', 'value'],
  ['description', 'value'],
  ['status', 'value'],
  ['rejectReason', 'value'],
  ['price', 'value'],
  ['salePrice', 'value'],
  ['stock', 'value'],
  ['soldCount', 'value'],
  ['ratingAvg', 'value'],
  ['ratingCount', 'value'],
  ['viewCount', 'value'],
  ['likeCount', 'value'],
  ['attributes', 'json'],
  ['brand', 'value'],
  ['weightGrams', 'value'],
  ['packageLengthCm', 'value'],
  ['packageWidthCm', 'value'],
  ['packageHeightCm', 'value'],
  ['preparationDays', 'value'],
  ['returnDays', 'value'],
  ['returnConditions', 'array'],
  ['isPreOrder', 'value'],
  ['freeShipping', 'value'],
  ['createdAt', 'value'],
  ['updatedAt', 'value'],
];
export const VARIANT_COLUMNS: ColumnSpec<Row<'variants'>> = [
  ['productId', 'value'],
  ['optionValues', 'json'],
  ['sku', 'value'],
  ['price', 'value'],
  ['salePrice', 'value'],
  ['stock', 'value'],
  ['isActive', 'value'],
  ['position', 'value'],
];
export const OPTION_COLUMNS: ColumnSpec<Row<'options'>> = [
  ['productId', 'value'],
  ['name', 'value'],
  ['position', 'value'],
  ['values', 'json'],
];
export const IMAGE_COLUMNS: ColumnSpec<Row<'images'>> = [
  ['productId', 'value'],
  ['variantOption', 'value'],
  ['imageKey', 'value'],
  ['position', 'value'],
];
