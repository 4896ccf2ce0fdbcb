import type { Db } from '@cho-dep/db/client';
import { count, eq } from 'drizzle-orm';
import { cartItems } from './cart.tables';

/** Whose cart: a signed-in user's, a guest's, or nobody's. */
export type CartOwner = { userId: string } | { guestId: string } | null;

/** The number of lines in a cart (distinct variants, not units), as the header badge shows. */
export async function countCartItems(db: Db, owner: CartOwner): Promise<number> {
  if (!owner) return 0;
  const where = 'userId' in owner ? eq(cartItems.userId, owner.userId) : eq(cartItems.guestId, owner.guestId);
  const [row] = await db.select({ value: count() }).from(cartItems).where(where);
  return row?.value ?? 0;
}
