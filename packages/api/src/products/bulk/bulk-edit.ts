import { AppError, type FieldError, isAppError } from '@cho-dep/core/errors/app-error';
import { type BulkEdit, cellPath, planBulkEdit } from '@cho-dep/core/product-bulk/bulk-edit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { products, productVariants } from '../catalog/products.tables';
import { moveSellerProduct } from '../seller/seller-product-actions';
import { applyPriceAndStock } from '../seller/seller-product-price-stock';

class RollBack extends Error {}

/**
 * Saves a bulk edit in one transaction: every variant and product row locked (in id order,
 * so two saves over the same products queue instead of deadlocking), every row checked against what
 * the seller saw, the price rule applied per product by the products writer. Any refused row
 * undoes everything: 409 BULK_EDIT_REJECTED with one field error per refused cell or row.
 */
export async function applyBulkEdit(
  ctx: AppContext,
  shopId: string,
  edit: BulkEdit,
): Promise<{ products: number; variants: number }> {
  const errors: FieldError[] = [];
  let savedProducts = 0;
  let savedVariants = 0;
  try {
    await ctx.database.db.transaction(async (tx) => {
      const ids = [...new Set(edit.items.map((item) => item.productId))].sort();
      // The house lock order (checkout, the products writer): variants by id, then products
      // by id. Values are read under the locks, so an order taking stock meanwhile either
      // waits for this save or is seen by the changed-meanwhile check.
      const variants = await tx
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          price: productVariants.price,
          salePrice: productVariants.salePrice,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.productId, ids), eq(products.shopId, shopId)))
        .orderBy(asc(productVariants.id))
        .for('update', { of: productVariants });
      const locked = await tx
        .select({ id: products.id, status: products.status })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.shopId, shopId)))
        .orderBy(asc(products.id))
        .for('update');
      const status = new Map(locked.map((p) => [p.id, p.status]));
      for (const item of edit.items) {
        const current = status.get(item.productId);
        // Another shop's product reads as missing, like a 404, without saying whose it is.
        if (!current) {
          errors.push({ path: cellPath(item.productId), message: 'productBulk.edit.errors.productMissing' });
          continue;
        }
        const plan = planBulkEdit(item, {
          status: current,
          variants: new Map(variants.filter((v) => v.productId === item.productId).map((v) => [v.id, v])),
        });
        if (Array.isArray(plan)) {
          errors.push(...plan);
          continue;
        }
        if (plan.variants.length === 0 && !plan.status) continue;
        try {
          await tx.transaction(async (sp) => {
            if (plan.variants.length > 0) {
              await applyPriceAndStock(sp, {
                shopId,
                productId: item.productId,
                variants: plan.variants,
                now: ctx.now(),
              });
            }
            if (plan.status) {
              // The same door as the list's hide / show buttons (one writer of product states).
              await moveSellerProduct(sp, {
                shopId,
                productId: item.productId,
                action: plan.status === 'hidden' ? 'hide' : 'show',
                now: ctx.now(),
              });
            }
          });
          savedProducts++;
          savedVariants += plan.variants.length;
        } catch (error) {
          if (!isAppError(error)) throw error;
          errors.push(...rowErrors(item.productId, plan.variants, error));
        }
      }
      if (errors.length > 0) throw new RollBack();
    });
  } catch (error) {
    if (error instanceof RollBack) throw new AppError('BULK_EDIT_REJECTED', { fields: errors });
    throw error;
  }
  return { products: savedProducts, variants: savedVariants };
}

/**
 * A writer's refusal for one product as row errors: its field errors name the variant by its
 * index in the call (`variants.<i>.<field>`), the price rule names the product's price.
 */
function rowErrors(productId: string, sent: readonly { variantId: string }[], error: AppError): FieldError[] {
  if (error.fields.length === 0) {
    return [
      {
        path: cellPath(productId, undefined, 'price'),
        message: `errors.${error.code}`,
        params: error.params,
      },
    ];
  }
  return error.fields.map((field) => {
    const match = /^variants\.(\d+)\.(\w+)$/.exec(field.path);
    const variantId = match ? sent[Number(match[1])]?.variantId : undefined;
    return { ...field, path: variantId ? cellPath(productId, variantId, match?.[2]) : cellPath(productId) };
  });
}
