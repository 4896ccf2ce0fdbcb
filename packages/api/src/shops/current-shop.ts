import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv, SessionUser } from '../http/hono-env';
import { shops } from './shops.tables';

export interface SellerShop {
  shopId: string;
  name: string;
  /** The owner: the actor recorded on the order history. */
  userId: string;
  user: SessionUser;
}

/** The approved shop `userId` owns, if any (one shop per owner). */
export async function approvedShopOf(db: Db, userId: string): Promise<{ id: string; name: string } | null> {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.ownerUserId, userId), eq(shops.status, 'approved')));
  return shop ?? null;
}

/**
 * The seller centre's gate (product.md §6: "Seller: needs shop approval"): the caller's
 * approved shop, or 401 without a session and 403 for a user without one (a buyer, or a shop
 * still waiting for approval). Every seller route scopes its work to the answer's shopId.
 */
export async function requireSellerShop(c: Context<ApiEnv>): Promise<SellerShop> {
  const user = requireUser(c);
  const shop = await approvedShopOf(c.get('app').database.db, user.userId);
  if (!shop) throw new AppError('FORBIDDEN');
  return { shopId: shop.id, name: shop.name, userId: user.userId, user };
}
