import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { cartItems } from './cart.tables';
import { type CartOwner, ownedBy } from './cart-queries';

export interface AddToCartInput {
  /** Missing when the buyer has not chosen a classification: VARIANT_REQUIRED. */
  variantId?: string;
  quantity: number;
}

export interface AddToCartResult {
  /** Lines in the cart after the add (the header badge). */
  cartCount: number;
  item: { variantId: string; quantity: number };
}

/**
 * Puts units of a variant in a cart; the same variant again raises the line's quantity. The
 * line never holds more than the variant's stock: the variant row is share-locked (its stock
 * cannot change under us) and the line is written by one upsert whose update only applies
 * while the new total stays within the limit, so concurrent adds serialise on the line and
 * the quantity ends exact.
 */
export async function addToCart(
  db: Db,
  owner: NonNullable<CartOwner>,
  input: AddToCartInput,
): Promise<AddToCartResult> {
  const { variantId, quantity } = input;
  // 'Please select product classification' (product.md §8), the same words the page shows.
  if (!variantId) throw new AppError('VARIANT_REQUIRED');
  const isUser = 'userId' in owner;
  const ownerColumn = isUser ? cartItems.userId : cartItems.guestId;
  const ownerId = isUser ? owner.userId : owner.guestId;

  const added = await db.transaction(async (tx) => {
    const [variant] = await tx
      .select({
        stock: productVariants.stock,
        isActive: productVariants.isActive,
        listed: products.listed,
        productStatus: products.status,
        shopStatus: shops.status,
        shopPaused: shops.isPaused,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(productVariants.id, variantId))
      .for('share', { of: productVariants })
      .limit(1);
    if (!variant) throw new AppError('NOT_FOUND');
    // A paused shop (the owner's vacation) comes back: say so instead of "no longer on sale".
    if (variant.productStatus === 'approved' && variant.shopStatus === 'approved' && variant.shopPaused) {
      throw new AppError('SHOP_PAUSED');
    }
    if (!variant.listed || !variant.isActive) throw new AppError('PRODUCT_UNAVAILABLE');
    if (variant.stock <= 0) throw new AppError('OUT_OF_STOCK');
    const limit = Math.min(variant.stock, LIMITS.cart.lineQuantityMax);

    const tooMany = async (): Promise<never> => {
      const [line] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(ownerColumn, ownerId), eq(cartItems.variantId, variantId)));
      throw new AppError('QUANTITY_EXCEEDS_STOCK', { params: { stock: limit, inCart: line?.quantity ?? 0 } });
    };
    if (quantity > limit) return tooMany();

    // The answer carries the cart's new count for the badge, read by the same statement: its
    // subquery sees the cart as it was before the write, plus one when the line is new (a new
    // line holds exactly the quantity added; a raised one holds more).
    const [line] = await tx
      .insert(cartItems)
      .values({ ...(isUser ? { userId: owner.userId } : { guestId: owner.guestId }), variantId, quantity })
      .onConflictDoUpdate({
        target: [ownerColumn, cartItems.variantId],
        targetWhere: sql`${ownerColumn} is not null`,
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
      })
      .returning({
        quantity: cartItems.quantity,
        linesBefore: sql<number>`(select count(*) from ${cartItems} where ${ownedBy(owner)})`.mapWith(Number),
      });
    if (!line) return tooMany();
    return { quantity: line.quantity, cartCount: line.linesBefore + (line.quantity === quantity ? 1 : 0) };
  });

  return { cartCount: added.cartCount, item: { variantId, quantity: added.quantity } };
}
