import { z } from 'zod';
import { PRODUCT_STATUSES, type ProductStatus } from '../catalog/catalog-states';
import { LIMITS } from '../constants/limits';
import type { FieldError } from '../errors/app-error';

/**
 * The bulk edit of /ban-hang/quan-ly-san-pham/chinh-sua-hang-loat: price, sale price, stock
 * and visibility of many variants saved at once, all or nothing. Each row carries the values
 * the seller saw (`expected`): a value changed meanwhile (another tab, an order taking
 * stock) refuses that row instead of silently overwriting it (no lost update). The API and
 * the table's form parse the same schema.
 */

const P = LIMITS.product;
const money = z.number().int().min(1).max(P.priceMax);
const stock = z.number().int().min(0).max(P.stockMax);

export const bulkEditVariantSchema = z.object({
  variantId: z.uuid(),
  expected: z.object({ price: money, salePrice: money.nullable(), stock }),
  price: money.optional(),
  salePrice: money.nullable().optional(),
  stock: stock.optional(),
});

export const bulkEditItemSchema = z.object({
  productId: z.uuid(),
  expectedStatus: z.enum(PRODUCT_STATUSES),
  /** Show (true) or hide (false) the product; absent keeps it as it is. */
  visible: z.boolean().optional(),
  variants: z.array(bulkEditVariantSchema).max(P.variantsMax).default([]),
});

export const bulkEditSchema = z.object({
  items: z.array(bulkEditItemSchema).min(1).max(LIMITS.productBulk.editRowsMax),
});

export type BulkEdit = z.infer<typeof bulkEditSchema>;
export type BulkEditItem = z.infer<typeof bulkEditItemSchema>;

export interface CurrentProduct {
  status: ProductStatus;
  variants: ReadonlyMap<string, { price: number; salePrice: number | null; stock: number }>;
}

export interface PlannedEdit {
  /** The new status when visibility changes (approved <-> hidden), else null. */
  status: ProductStatus | null;
  variants: { variantId: string; price?: number; salePrice?: number | null; stock?: number }[];
}

/**
 * Where a row's error points: `<productId>` for the product, `<productId>.<variantId>.<field>`
 * for one cell. The table reads these to mark the row.
 */
export const cellPath = (productId: string, variantId?: string, field?: string) =>
  [productId, variantId, field].filter(Boolean).join('.');

/**
 * One product's edit checked against its locked current state: what to write, or the row
 * errors. The price rule (14 days, 3 changes) is not here: the writer applies it with the
 * product's change history.
 */
export function planBulkEdit(item: BulkEditItem, current: CurrentProduct): PlannedEdit | FieldError[] {
  const errors: FieldError[] = [];
  const here = (variantId?: string, field?: string) => cellPath(item.productId, variantId, field);
  let status: ProductStatus | null = null;
  if (item.expectedStatus !== current.status) {
    errors.push({ path: here(), message: 'productBulk.edit.errors.changedMeanwhile' });
  } else if (item.visible !== undefined) {
    const visibleNow = current.status === 'approved';
    if (item.visible !== visibleNow) {
      if (current.status === 'approved' || current.status === 'hidden') {
        status = item.visible ? 'approved' : 'hidden';
      } else {
        errors.push({
          path: here(undefined, 'visible'),
          message: 'productBulk.edit.errors.visibilityNotAllowed',
        });
      }
    }
  }
  const variants: PlannedEdit['variants'] = [];
  for (const edit of item.variants) {
    const now = current.variants.get(edit.variantId);
    if (!now) {
      errors.push({ path: here(edit.variantId), message: 'productBulk.edit.errors.variantMissing' });
      continue;
    }
    const change: PlannedEdit['variants'][number] = { variantId: edit.variantId };
    for (const field of ['price', 'salePrice', 'stock'] as const) {
      const next = edit[field];
      if (next === undefined || next === now[field]) continue;
      if (edit.expected[field] !== now[field]) {
        errors.push({
          path: here(edit.variantId, field),
          message: 'productBulk.edit.errors.changedMeanwhile',
        });
        continue;
      }
      (change as Record<string, unknown>)[field] = next;
    }
    const price = change.price ?? now.price;
    const salePrice = change.salePrice !== undefined ? change.salePrice : now.salePrice;
    if (
      salePrice !== null &&
      salePrice >= price &&
      (change.price !== undefined || change.salePrice !== undefined)
    ) {
      errors.push({
        path: here(edit.variantId, 'salePrice'),
        message: 'validation.product.salePriceBelowPrice',
      });
    }
    if (Object.keys(change).length > 1) variants.push(change);
  }
  return errors.length > 0 ? errors : { status, variants };
}
