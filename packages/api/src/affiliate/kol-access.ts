import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { affiliateKols } from './affiliate.tables';

/** Whether a user is an approved KOL (the profile's kol_info says so). */
export async function isApprovedKol(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: affiliateKols.userId })
    .from(affiliateKols)
    .where(and(eq(affiliateKols.userId, userId), eq(affiliateKols.status, 'approved')));
  return row !== undefined;
}

/**
 * The signed-in user, who must be an approved KOL: signed out is 401, anyone else 403
 * AFFILIATE_NOT_KOL (the KOL area tells them how to apply).
 */
export async function requireKol(c: Context<ApiEnv>): Promise<{ userId: string }> {
  const user = requireUser(c);
  if (!(await isApprovedKol(c.get('app').database.db, user.userId))) throw new AppError('AFFILIATE_NOT_KOL');
  return { userId: user.userId };
}
