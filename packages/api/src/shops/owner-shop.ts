import type { Db, Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { shops } from './shops.tables';

export type OwnerShop = { id: string; status: string };

/**
 * The shop a user owns, whatever its status (one shop per owner): the profile and the login
 * answer show it so the app can open the seller centre, or say the shop still waits for approval.
 */
export async function ownerShopOf(db: Db | Tx, userId: string): Promise<OwnerShop | null> {
  const [row] = await db
    .select({ id: shops.id, status: shops.status })
    .from(shops)
    .where(eq(shops.ownerUserId, userId));
  return row ?? null;
}
