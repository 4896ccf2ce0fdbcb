import type { ProductDraftInput } from '@cho-dep/core/catalog/product-input-schema';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { productImages, productOptions, type products, productVariants } from '../catalog/products.tables';

export type ProductRow = typeof products.$inferSelect;

/** A variant as the editor shows it: the input's fields and its id (read-only for writers). */
export type EditableVariant = ProductDraftInput['variants'][number] & { id: string };

export type EditableProduct = Omit<ProductDraftInput, 'variants'> & { variants: EditableVariant[] };

/** A combination's identity: its values in classification order (renaming a classification keeps it). */
export function comboKey(values: readonly { value: string }[]): string {
  return values.map((v) => v.value.trim().toLocaleLowerCase('vi')).join('\u0000');
}

/**
 * The product in the shape the seller wrote it (the input schema's fields), for the editor and
 * to compare an edit with. Drafts store 0 for a number the seller has not given yet (the
 * columns are NOT NULL); no submitted product can hold 0 there, so 0 reads back as "not given".
 */
export async function loadEditableProduct(db: Db | Tx, product: ProductRow): Promise<EditableProduct> {
  const [images, options, variants] = await Promise.all([
    db
      .select({ key: productImages.imageKey })
      .from(productImages)
      .where(and(eq(productImages.productId, product.id), isNull(productImages.variantOption)))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ name: productOptions.name, values: productOptions.values })
      .from(productOptions)
      .where(eq(productOptions.productId, product.id))
      .orderBy(asc(productOptions.position)),
    db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.isActive, true)))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
  ]);
  const orNull = (n: number) => (n > 0 ? n : null);
  return {
    name: product.name,
    categoryId: product.categoryId,
    description: product.description,
    attributes: product.attributes,
    brand: product.brand,
    images: images.map((i) => i.key),
    videoKey: product.videoKey,
    descriptionImageKeys: product.descriptionImageKeys,
    options: options.map((o) => ({
      name: o.name,
      values: o.values.map((v) => ({ value: v.value, image: v.image ?? null })),
    })),
    variants: variants.map((v) => ({
      id: v.id,
      optionValues: v.optionValues.map((ov) => ({ name: ov.name, value: ov.value })),
      sku: v.sku,
      price: v.price,
      salePrice: v.salePrice,
      stock: v.stock,
    })),
    weightGrams: orNull(product.weightGrams),
    packageLengthCm: product.packageLengthCm,
    packageWidthCm: product.packageWidthCm,
    packageHeightCm: product.packageHeightCm,
    sizeDetails: product.sizeDetails,
    sizeChartId: product.sizeChartId,
    preparationDays: orNull(product.preparationDays),
    returnDays: orNull(product.returnDays),
    returnConditions: product.returnConditions as ProductDraftInput['returnConditions'],
    isPreOrder: product.isPreOrder,
    link: product.link,
  };
}

/** Every storage key the product points at (pictures, option pictures, video, description pictures). */
export function mediaKeysOf(
  product: Pick<EditableProduct, 'images' | 'videoKey' | 'descriptionImageKeys' | 'options'>,
): string[] {
  return [
    ...product.images,
    ...(product.videoKey ? [product.videoKey] : []),
    ...product.descriptionImageKeys,
    ...product.options.flatMap((o) => o.values.flatMap((v) => (v.image ? [v.image] : []))),
  ];
}
