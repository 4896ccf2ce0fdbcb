import type { Db, Tx } from '@cho-dep/db/client';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { forgetUserSessions } from './session-cache';
import type { UserRow } from './user-records';
import { users } from './users.tables';

/**
 * What other domains may change on an account: what the person says about themselves
 * (profile, avatar, body measurements, ID number) and a phone or email they have just
 * confirmed. Credentials, roles and deletion stay with the accounts domain.
 */
type AccountChanges = Partial<
  Pick<
    UserRow,
    | 'fullName'
    | 'avatarUrl'
    | 'birthDate'
    | 'gender'
    | 'idNumber'
    | 'taxCode'
    | 'bankName'
    | 'bankAccount'
    | 'bankBranch'
    | 'bodyMeasurements'
    | 'phone'
    | 'phoneVerified'
    | 'email'
    | 'emailVerified'
  >
> & { updatedAt: Date };

/** Writes the changes to one account; the row as saved, or undefined when there is none. */
export async function updateAccount(
  db: Db | Tx,
  userId: string,
  changes: AccountChanges,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * users.roles: "seller (owns an approved shop)"; account deletion reads it. Added once, inside
 * the caller's transaction that approves the shop.
 */
export async function grantSellerRole(ctx: AppContext, tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'seller')`, updatedAt: ctx.now() })
    .where(sql`${users.id} = ${userId} and not ('seller' = any(${users.roles}))`);
  // Their open sessions carry the new role from the next request (the seller centre opens).
  await forgetUserSessions(ctx, userId);
}
