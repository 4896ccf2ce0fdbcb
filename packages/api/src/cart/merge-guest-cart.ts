import { mergeCapOf } from '@cho-dep/core/cart/cart-validity';
import type { Tx } from '@cho-dep/db/client';
import { asc, eq, sql } from 'drizzle-orm';
import { cartItems } from './cart.tables';
import { priceVariants } from './cart-pricing';

/**
 * At login, the guest's cart joins the account's: each guest line is added
 * to the user's line of the same variant (quantities summed, capped at what the line may
 * hold now) or becomes a new line, then the guest's lines are deleted. Run it in the login's
 * transaction: the guest lines are locked first, so two logins with one guest cookie move
 * them once. Each line is one upsert whose cap is applied by the database, so an add to the
 * user's cart racing the login still ends within the cap. A line that was selected on either
 * side stays selected (the guest may have been on the way to the checkout).
 */
export async function mergeGuestCart(tx: Tx, guestId: string, userId: string, now: Date): Promise<number> {
  const guestLines = await tx
    .select({
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      isSelected: cartItems.isSelected,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .where(eq(cartItems.guestId, guestId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .for('update');
  if (guestLines.length === 0) return 0;

  const priced = await priceVariants(tx, guestLines, now);
  const capOf = new Map(priced.map((line) => [line.variantId, mergeCapOf(line.maxQuantity)]));
  await tx.delete(cartItems).where(eq(cartItems.guestId, guestId));
  for (const line of guestLines) {
    const cap = capOf.get(line.variantId);
    if (cap === undefined) continue;
    await tx
      .insert(cartItems)
      .values({
        userId,
        variantId: line.variantId,
        quantity: Math.min(line.quantity, cap),
        isSelected: line.isSelected,
        // A moved line keeps its place in the cart (newest first).
        createdAt: line.createdAt,
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.variantId],
        targetWhere: sql`${cartItems.userId} is not null`,
        set: {
          quantity: sql`least(${cartItems.quantity} + ${line.quantity}::int, ${cap}::int)`,
          isSelected: sql`${cartItems.isSelected} or excluded.is_selected`,
          updatedAt: sql`now()`,
        },
      });
  }
  return guestLines.length;
}
