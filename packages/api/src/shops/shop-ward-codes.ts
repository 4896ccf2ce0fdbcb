import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { shops } from './shops.tables';

/**
 * A shop's ward whose code the statistics office corrected: the shop stays in the same place,
 * under the right code (shops keep no copy of the ward's name, so a stale code would show none).
 */
export async function moveShopWardCode(tx: Tx, was: string, code: string): Promise<void> {
  await tx.update(shops).set({ wardCode: code }).where(eq(shops.wardCode, was));
}
