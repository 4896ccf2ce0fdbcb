import type { ShopStatus } from '@cho-dep/core/catalog/catalog-states';
import type { Db } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { shops } from '../shops.tables';

/** The status of the shop `userId` owns or applied for (one per owner), or null without one. */
export async function ownShopStatus(db: Db, userId: string): Promise<ShopStatus | null> {
  const [shop] = await db.select({ status: shops.status }).from(shops).where(eq(shops.ownerUserId, userId));
  return shop?.status ?? null;
}
