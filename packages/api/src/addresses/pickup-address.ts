import type { Tx } from '@cho-dep/db/client';
import { and, eq, ne } from 'drizzle-orm';
import { addresses } from './addresses.tables';

/**
 * Makes one of a seller's saved addresses their shop's pickup address: the flag moves off the
 * previous one first (one per user, a unique index). Runs in the shop settings' transaction,
 * with the address row locked by the caller.
 */
export async function movePickupFlag(tx: Tx, userId: string, addressId: string, now: Date): Promise<void> {
  await tx
    .update(addresses)
    .set({ isPickup: false, updatedAt: now })
    .where(and(eq(addresses.userId, userId), eq(addresses.isPickup, true), ne(addresses.id, addressId)));
  await tx.update(addresses).set({ isPickup: true, updatedAt: now }).where(eq(addresses.id, addressId));
}
