import type { Db, Tx } from '@cho-dep/db/client';
import { count, eq } from 'drizzle-orm';
import { cartItems } from './cart.tables';

/** Whose cart: a signed-in user's, a guest's, or nobody's. */
export type CartOwner = { userId: string } | { guestId: string } | null;

/** The rows of one owner's cart (the where-condition every cart query starts from). */
export function ownedBy(owner: NonNullable<CartOwner>) {
  return 'userId' in owner ? eq(cartItems.userId, owner.userId) : eq(cartItems.guestId, owner.guestId);
}

/** The number of lines in a cart (distinct variants, not units), as the header badge shows. */
export async function countCartItems(db: Db | Tx, owner: CartOwner): Promise<number> {
  if (!owner) return 0;
  const [row] = await db.select({ value: count() }).from(cartItems).where(ownedBy(owner));
  return row?.value ?? 0;
}
