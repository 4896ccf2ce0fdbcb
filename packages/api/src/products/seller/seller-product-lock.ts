import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, asc, eq } from 'drizzle-orm';
import { products, productVariants } from '../catalog/products.tables';
import type { ProductRow } from './seller-product-editable';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** product.md §8: "Product ID is not valid" for an id that cannot be one. */
export function assertProductId(id: string): void {
  if (!UUID.test(id)) throw new AppError('PRODUCT_ID_INVALID');
}

/**
 * Locks one of the shop's products for an edit (another shop's product: 404). The variants
 * are locked first, in id order, then the product: checkout locks variants then products in
 * the same order, so a seller's edit and a buyer's checkout never deadlock. Two edits of the
 * same product run one after the other, so the second sees the first's price change.
 */
export async function lockOwnProduct(tx: Tx, shopId: string, productId: string): Promise<ProductRow> {
  assertProductId(productId);
  const [own] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
  if (!own) throw new AppError('NOT_FOUND');
  await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!product) throw new AppError('NOT_FOUND');
  return product;
}
