import { randomUUID } from 'node:crypto';
import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import type { VariantOptionValue } from '@cho-dep/core/catalog/product-attributes';
import type { ProductDraftInput, ProductInput } from '@cho-dep/core/catalog/product-input-schema';
import { productSlug } from '@cho-dep/core/catalog/product-slug';
import { summariseVariants } from '@cho-dep/core/catalog/variant-summary';
import type { FieldError } from '@cho-dep/core/errors/app-error';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems } from '../../cart/cart.tables';
import { orderItems } from '../../orders/orders.tables';
import { promotionItems } from '../../promotions/promotions.tables';
import { productReviews } from '../../reviews/reviews.tables';
import { categories } from '../catalog/categories.tables';
import { productImages, productOptions, products, productVariants } from '../catalog/products.tables';
import { sizeCharts } from '../catalog/size-charts.tables';
import { comboKey, mediaKeysOf } from './seller-product-editable';

/** Where a shop's uploads live: a product may only name its own shop's files (or keys it already has). */
export function shopMediaPrefix(shopId: string): string {
  return `products/${shopId}/`;
}

/** The checks a schema cannot make: the category is a leaf, the size chart and files are the shop's own. */
async function checkReferences(
  tx: Tx,
  shopId: string,
  input: ProductInput | ProductDraftInput,
  keptKeys: ReadonlySet<string>,
): Promise<void> {
  const fields: FieldError[] = [];
  const [category] = await tx
    .select({
      id: categories.id,
      hasChildren: sql<boolean>`exists (select 1 from categories c where c.parent_id = ${input.categoryId})`,
    })
    .from(categories)
    .where(and(eq(categories.id, input.categoryId), eq(categories.isVisible, true)));
  if (!category || category.hasChildren) {
    fields.push({ path: 'categoryId', message: 'validation.product.categoryLeaf' });
  }
  if (input.sizeChartId) {
    const [chart] = await tx
      .select({ id: sizeCharts.id })
      .from(sizeCharts)
      .where(and(eq(sizeCharts.id, input.sizeChartId), eq(sizeCharts.shopId, shopId)));
    if (!chart) fields.push({ path: 'sizeChartId', message: 'validation.product.sizeChart' });
  }
  const prefix = shopMediaPrefix(shopId);
  const foreign = mediaKeysOf(input).some((key) => !key.startsWith(prefix) && !keptKeys.has(key));
  if (foreign) fields.push({ path: 'images', message: 'validation.product.mediaNotOwned' });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

/** Variants some cart, order, review or promotion points at: they are deactivated, never deleted. */
async function referencedVariants(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const [orders, carts, reviews, promos] = await Promise.all([
    tx
      .selectDistinct({ id: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.variantId, ids)),
    tx.selectDistinct({ id: cartItems.variantId }).from(cartItems).where(inArray(cartItems.variantId, ids)),
    tx
      .selectDistinct({ id: productReviews.variantId })
      .from(productReviews)
      .where(inArray(productReviews.variantId, ids)),
    tx
      .selectDistinct({ id: promotionItems.variantId })
      .from(promotionItems)
      .where(inArray(promotionItems.variantId, ids)),
  ]);
  return new Set([...orders, ...carts, ...reviews, ...promos].flatMap((r) => (r.id ? [r.id] : [])));
}

/**
 * Replaces the product's variants by the input's, in place: a combination that already exists
 * keeps its id (carts, orders and promotions point at it); a new one is inserted; one the
 * seller removed is deleted, or deactivated when anything references it.
 */
async function writeVariants(
  tx: Tx,
  productId: string,
  input: ProductInput | ProductDraftInput,
): Promise<void> {
  const existing = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
  const byKey = new Map(existing.map((v) => [comboKey(v.optionValues), v]));
  const imageOf = new Map<string, string | null>();
  for (const option of input.options) {
    for (const value of option.values) imageOf.set(`${option.name}\u0000${value.value}`, value.image);
  }
  const kept = new Set<string>();
  for (const [position, variant] of input.variants.entries()) {
    const optionValues: VariantOptionValue[] = variant.optionValues.map((ov, k) => {
      const name = input.options[k]?.name ?? ov.name;
      const value = input.options[k]?.values.find((w) => comboKey([w]) === comboKey([ov]))?.value ?? ov.value;
      return { name, value, image: imageOf.get(`${name}\u0000${value}`) ?? null };
    });
    const row = {
      optionValues,
      sku: variant.sku,
      price: variant.price,
      salePrice: variant.salePrice,
      stock: variant.stock,
      isActive: true,
      position,
      updatedAt: sql`now()`,
    };
    const old = byKey.get(comboKey(optionValues));
    if (old && !kept.has(old.id)) {
      kept.add(old.id);
      await tx.update(productVariants).set(row).where(eq(productVariants.id, old.id));
    } else {
      await tx.insert(productVariants).values({ productId, ...row });
    }
  }
  const gone = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  const referenced = await referencedVariants(tx, gone);
  const deactivate = gone.filter((id) => referenced.has(id));
  const remove = gone.filter((id) => !referenced.has(id));
  if (deactivate.length > 0) {
    await tx
      .update(productVariants)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(inArray(productVariants.id, deactivate));
  }
  if (remove.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, remove));
}

/** Recomputes the product's price, sale price and stock from its variants (summariseVariants). */
export async function rollUpVariants(tx: Tx, productId: string): Promise<void> {
  const rows = await tx
    .select({
      price: productVariants.price,
      salePrice: productVariants.salePrice,
      stock: productVariants.stock,
      isActive: productVariants.isActive,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const summary = summariseVariants(rows);
  await tx
    .update(products)
    .set({ price: summary.price, salePrice: summary.salePrice, stock: summary.stock, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

export interface StoreProductArgs {
  shopId: string;
  /** Null for a new product. */
  productId: string | null;
  input: ProductInput | ProductDraftInput;
  status: ProductStatus;
  /** Set when the product is (re)sent for review; undefined keeps the stored value. */
  submittedAt?: Date;
  /** Keys the product already had: they may stay even when outside the shop's upload folder (seeded pictures). */
  keptKeys?: ReadonlySet<string>;
  /** Whether the slug follows the name (never once buyers may have the product's link). */
  renameSlug: boolean;
}

/** Writes a product and its pictures, classifications and variants. Call inside a transaction. */
export async function storeProduct(tx: Tx, args: StoreProductArgs): Promise<string> {
  const { input, shopId } = args;
  await checkReferences(tx, shopId, input, args.keptKeys ?? new Set());
  const columns = {
    categoryId: input.categoryId,
    name: input.name,
    description: input.description,
    status: args.status,
    attributes: input.attributes,
    brand: input.brand,
    // Drafts may lack these; the columns are NOT NULL and 0 reads back as "not given".
    weightGrams: input.weightGrams ?? 0,
    preparationDays: input.preparationDays ?? 0,
    returnDays: input.returnDays ?? 0,
    packageLengthCm: input.packageLengthCm,
    packageWidthCm: input.packageWidthCm,
    packageHeightCm: input.packageHeightCm,
    returnConditions: input.returnConditions,
    isPreOrder: input.isPreOrder,
    videoKey: input.videoKey,
    descriptionImageKeys: input.descriptionImageKeys,
    link: input.link,
    sizeChartId: input.sizeChartId,
    sizeDetails: input.sizeDetails,
    ...(args.submittedAt ? { submittedAt: args.submittedAt, rejectReason: null } : {}),
    updatedAt: sql`now()`,
  };
  let productId = args.productId;
  if (productId === null) {
    productId = randomUUID();
    await tx.insert(products).values({
      id: productId,
      shopId,
      slug: productSlug(input.name, productId),
      price: 0,
      ...columns,
    });
  } else {
    await tx
      .update(products)
      .set({ ...columns, ...(args.renameSlug ? { slug: productSlug(input.name, productId) } : {}) })
      .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
  }

  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  if (input.options.length > 0) {
    await tx.insert(productOptions).values(
      input.options.map((option, position) => ({
        productId: productId as string,
        name: option.name,
        position,
        values: option.values.map((v) => ({ value: v.value, image: v.image })),
      })),
    );
  }

  // Pictures as the seeded catalog stores them: the product's own first, then one per option
  // value that has a picture (picking the value on the product page shows it).
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  const pictures = [
    ...input.images.map((imageKey) => ({ imageKey, variantOption: null as string | null })),
    ...input.options.flatMap((o) =>
      o.values.flatMap((v) => (v.image ? [{ imageKey: v.image, variantOption: v.value }] : [])),
    ),
  ];
  if (pictures.length > 0) {
    await tx
      .insert(productImages)
      .values(pictures.map((p, position) => ({ productId: productId as string, ...p, position })));
  }

  await writeVariants(tx, productId, input);
  await rollUpVariants(tx, productId);
  return productId;
}
