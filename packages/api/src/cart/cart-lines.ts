import type { InvalidReason } from '@cho-dep/core/cart/cart-validity';
import type { VariantOptionValue } from '@cho-dep/core/catalog/product-attributes';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productVariants } from '../products/catalog/products.tables';
import { lockVariants } from '../products/catalog/variant-stock';
import { cartItems } from './cart.tables';
import { type PricedLine, priceVariantsWithOptions } from './cart-pricing';
import { type CartOwner, ownedBy } from './cart-queries';

type Owner = NonNullable<CartOwner>;

/** A cart line priced now: the priced variant plus the line's own facts. */
export interface CartLine extends PricedLine {
  cartItemId: string;
  /** As stored; a line that cannot be bought counts as unselected (isLineSelected in core). */
  isSelected: boolean;
  addedAt: Date;
  optionValues: VariantOptionValue[];
}

/**
 * An owner's cart lines, priced at `now`: one read of the lines, then priceVariants (two
 * queries), whatever the cart's size. `selectedOnly` keeps the lines stored as selected.
 */
export async function loadCartLines(
  db: Db | Tx,
  owner: Owner,
  now: Date,
  options: { selectedOnly?: boolean } = {},
): Promise<CartLine[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      isSelected: cartItems.isSelected,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .where(options.selectedOnly ? and(ownedBy(owner), eq(cartItems.isSelected, true)) : ownedBy(owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const priced = await priceVariantsWithOptions(db, rows, now);
  // One line per owner and variant (unique index), so the variant finds its row.
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  return priced.flatMap((line) => {
    const row = byVariant.get(line.variantId);
    return row ? [{ ...line, cartItemId: row.id, isSelected: row.isSelected, addedAt: row.createdAt }] : [];
  });
}

/**
 * For the checkout: the lines the buyer selected, priced at `now`, each with its cart item id.
 * A line stored as selected that can no longer be bought comes too, with its invalidReason,
 * so the checkout names what changed instead of silently dropping it; the cart page shows it
 * unselected and forgets the stored choice when it next loads (loadCart).
 */
export async function selectedCartLines(
  db: Db | Tx,
  owner: Owner,
  now: Date,
): Promise<Array<PricedLine & { cartItemId: string }>> {
  const lines = await loadCartLines(db, owner, now, { selectedOnly: true });
  return lines.map(({ isSelected: _s, addedAt: _a, optionValues: _o, ...line }) => line);
}

/**
 * For the checkout, inside its transaction: locks the variants of the owner's selected lines,
 * in id order (two checkouts of the same variants never wait on each other in opposite
 * orders), in one statement, before the lines are read and priced under the lock.
 */
export async function lockSelectedVariants(tx: Tx, owner: Owner): Promise<void> {
  await lockVariants(
    tx,
    tx
      .select({ id: cartItems.variantId })
      .from(cartItems)
      .where(and(ownedBy(owner), eq(cartItems.isSelected, true))),
  );
}

/**
 * Removes the owner's lines of these variants: the checkout calls it inside its transaction
 * once the orders are placed, so bought lines leave the cart exactly when the orders exist.
 * Answers how many lines went.
 */
export async function removeCartLines(tx: Db | Tx, owner: Owner, variantIds: string[]): Promise<number> {
  if (variantIds.length === 0) return 0;
  const gone = await tx
    .delete(cartItems)
    .where(and(ownedBy(owner), inArray(cartItems.variantId, variantIds)))
    .returning({ id: cartItems.id });
  return gone.length;
}

/** The error a line that cannot be bought answers when the buyer tries to change it. */
function unavailable(reason: InvalidReason): AppError {
  return new AppError(reason === 'sold_out' ? 'OUT_OF_STOCK' : 'PRODUCT_UNAVAILABLE');
}

/**
 * Sets a line's quantity, never above what the line may hold (stock, line limit, and the
 * promotion's per-order limit while its price applies). The line row is locked first, so
 * concurrent changes of one line run one after the other, and the variant row is
 * share-locked so its stock cannot drop between the check and the write.
 */
export async function setCartQuantity(
  db: Db,
  owner: Owner,
  cartItemId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.id, cartItemId), ownedBy(owner)))
      .for('update');
    if (!line) throw new AppError('NOT_FOUND');
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId))
      .for('share');
    const [priced] = await priceVariantsWithOptions(tx, [{ variantId: line.variantId, quantity }], now);
    if (!priced) throw new AppError('NOT_FOUND');
    if (priced.invalidReason) throw unavailable(priced.invalidReason);
    if (quantity > priced.maxQuantity) {
      // The promotion's per-order limit is what binds: say so in the words of product.md §8.
      const perOrder = priced.promotion?.perOrderLimit;
      if (perOrder != null && perOrder === priced.maxQuantity && perOrder < priced.stock) {
        throw new AppError('PROMOTION_LIMIT_EXCEEDED');
      }
      throw new AppError('QUANTITY_EXCEEDS_STOCK', {
        params: { stock: priced.maxQuantity, inCart: line.quantity },
      });
    }
    await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, cartItemId));
  });
}

/** Deletes one of the owner's lines; another owner's line is NOT_FOUND, as an unknown one. */
export async function deleteCartLine(db: Db, owner: Owner, cartItemId: string): Promise<void> {
  const gone = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * Deletes those of `ids` that are the owner's lines. Ids of other carts or of lines already
 * gone (deleted in another tab) are passed over: the buyer's intent, "these are gone", holds.
 */
export async function deleteCartLines(db: Db, owner: Owner, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(cartItems)
    .where(and(inArray(cartItems.id, ids), ownedBy(owner)))
    .returning({ id: cartItems.id });
  return gone.length;
}

/** Selects or unselects one line. A line that cannot be bought cannot be selected. */
export async function setLineSelection(
  db: Db,
  owner: Owner,
  cartItemId: string,
  isSelected: boolean,
  now: Date,
): Promise<void> {
  const [line] = await db
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.id, cartItemId), ownedBy(owner)));
  if (!line) throw new AppError('NOT_FOUND');
  if (isSelected) {
    const [priced] = await priceVariantsWithOptions(db, [line], now);
    if (!priced) throw new AppError('NOT_FOUND');
    if (priced.invalidReason) throw unavailable(priced.invalidReason);
  }
  await db
    .update(cartItems)
    .set({ isSelected, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, cartItemId), ownedBy(owner)));
}

/**
 * Selects or unselects every line of the cart, or of one shop. Selecting takes only the
 * lines that can be bought; unselecting takes them all. Answers the cart's lines as they now
 * stand (priced at `now`), so the caller can show the cart without reading it again; lines
 * already in the wanted state are not written.
 */
export async function setCartSelection(
  db: Db,
  owner: Owner,
  input: { isSelected: boolean; shopId?: string },
  now: Date,
): Promise<CartLine[]> {
  const lines = await loadCartLines(db, owner, now);
  const targets = new Set(
    lines
      .filter((line) => input.shopId === undefined || line.shopId === input.shopId)
      .filter((line) => !input.isSelected || line.invalidReason === null)
      .filter((line) => line.isSelected !== input.isSelected)
      .map((line) => line.cartItemId),
  );
  if (targets.size === 0) return lines;
  await db
    .update(cartItems)
    .set({ isSelected: input.isSelected, updatedAt: sql`now()` })
    .where(and(ownedBy(owner), inArray(cartItems.id, [...targets])));
  return lines.map((line) =>
    targets.has(line.cartItemId) ? { ...line, isSelected: input.isSelected } : line,
  );
}
