import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { eq, sql } from 'drizzle-orm';
import { products } from '../catalog/products.tables';
import { loadEditableProduct } from './seller-product-editable';
import { lockOwnProduct } from './seller-product-lock';
import { parseProductInput } from './seller-product-validate';

export type SellerProductAction = 'submit' | 'hide' | 'show';

/** Which state each action leaves from and goes to (product.md §4: products). */
const MOVES: Record<SellerProductAction, { from: readonly ProductStatus[]; to: ProductStatus }> = {
  submit: { from: ['draft', 'rejected'], to: 'pending' },
  hide: { from: ['approved'], to: 'hidden' },
  show: { from: ['hidden'], to: 'approved' },
};

/**
 * Moves one of the shop's products: send a draft or rejected product for review (the stored
 * product must pass every rule of a new product), hide an approved product from buyers, or
 * show a hidden one again. Other states: PRODUCT_TRANSITION_REFUSED.
 */
export async function moveSellerProduct(
  tx: Tx,
  args: { shopId: string; productId: string; action: SellerProductAction; now: Date },
): Promise<void> {
  const product = await lockOwnProduct(tx, args.shopId, args.productId);
  const move = MOVES[args.action];
  if (!move.from.includes(product.status)) throw new AppError('PRODUCT_TRANSITION_REFUSED');
  if (args.action === 'submit') {
    const { variants, ...rest } = await loadEditableProduct(tx, product);
    parseProductInput({ ...rest, variants: variants.map(({ id: _id, ...v }) => v) }, 'create');
  }
  await tx
    .update(products)
    .set({
      status: move.to,
      ...(args.action === 'submit' ? { submittedAt: args.now, rejectReason: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, product.id));
}
