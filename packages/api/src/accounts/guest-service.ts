import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { guestCache } from './guest-cache';
import { hashToken, newToken } from './session-token';
import { guests } from './users.tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new guest (product.md §4, Guest): the token goes to the `guest_token` cookie. */
export async function createGuest(ctx: AppContext, deviceId: string | undefined): Promise<{ token: string }> {
  const token = newToken();
  const now = ctx.now();
  await ctx.database.db.insert(guests).values({
    tokenHash: hashToken(token),
    deviceId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIMITS.account.guestDays * DAY_MS),
  });
  return { token };
}

/**
 * The guest id of a token that is still live and not yet turned into an account. Read from
 * the database at most every few seconds per token (guest-cache.ts); a conversion is seen at once.
 */
export async function resolveGuest(ctx: AppContext, token: string): Promise<string | undefined> {
  const tokenHash = hashToken(token);
  const cache = guestCache.of(ctx);
  const cached = cache.get(tokenHash);
  if (cached && (await guestCache.stillGood(ctx, cached.guestId, cached))) return cached.guestId;
  if (cached) cache.delete(tokenHash);
  const now = ctx.now();
  const [row] = await ctx.database.db
    .select({ id: guests.id, expiresAt: guests.expiresAt })
    .from(guests)
    .where(and(eq(guests.tokenHash, tokenHash), isNull(guests.convertedUserId), gt(guests.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  cache.set(tokenHash, { guestId: row.id, expiresAt: row.expiresAt.getTime(), readAt: now.getTime() });
  return row.id;
}

/**
 * Links a guest to the account it became. Modules holding guest data (cart, guest orders)
 * find the new owner through guests.convertedUserId.
 */
export async function markGuestConverted(ctx: AppContext, db: Db | Tx, guestId: string, userId: string) {
  await guestCache.forget(ctx, guestId);
  await db
    .update(guests)
    .set({ convertedUserId: userId, convertedAt: ctx.now() })
    .where(and(eq(guests.id, guestId), isNull(guests.convertedUserId)));
}
