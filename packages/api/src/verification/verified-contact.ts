import { AppError } from '@cho-dep/core/errors/app-error';
import type { VerificationPurpose } from '@cho-dep/core/verification/code-rules';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { updateAccount } from '../accounts/account-updates';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { verificationCodes } from './verification.tables';

/**
 * The confirm calls of product.md §7 carry only the code: the phone or email being
 * verified is the target of the newest code sent to this user for that purpose.
 */
export async function pendingTarget(
  ctx: AppContext,
  purpose: VerificationPurpose,
  userId: string,
): Promise<string | undefined> {
  const [row] = await ctx.database.db
    .select({ target: verificationCodes.target })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.userId, userId)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.expiresAt))
    .limit(1);
  return row?.target;
}

/**
 * What the GET verify calls read: whether the phone or email is this account's verified one,
 * and whether a code sent to it for this account is still waiting to be typed.
 */
export async function contactStatus(
  ctx: AppContext,
  kind: 'phone' | 'email',
  value: string,
  userId: string,
): Promise<{ value: string; verified: boolean; codeSent: boolean }> {
  const [user] = await ctx.database.db
    .select({
      phone: users.phone,
      phoneVerified: users.phoneVerified,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const verified =
    kind === 'phone'
      ? user?.phone === value && Boolean(user?.phoneVerified)
      : user?.email?.toLowerCase() === value.toLowerCase() && Boolean(user?.emailVerified);
  const [code] = await ctx.database.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, kind === 'phone' ? 'verify_phone' : 'verify_email'),
        eq(verificationCodes.target, value),
        eq(verificationCodes.userId, userId),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return { value, verified, codeSent: Boolean(code) };
}

/** Refuses, before any code is sent, a phone or email that another account already has. */
export async function assertContactFree(
  ctx: AppContext,
  kind: 'phone' | 'email',
  value: string,
  userId: string,
): Promise<void> {
  const sameValue =
    kind === 'phone' ? eq(users.phone, value) : sql`lower(${users.email}) = ${value.toLowerCase()}`;
  const [other] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(sameValue, ne(users.id, userId)))
    .limit(1);
  if (other) throw new AppError(kind === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
}

/** Stores the verified phone or email on the account. */
export async function markVerified(
  ctx: AppContext,
  kind: 'phone' | 'email',
  value: string,
  userId: string,
): Promise<void> {
  const changes =
    kind === 'phone' ? { phone: value, phoneVerified: true } : { email: value, emailVerified: true };
  try {
    await updateAccount(ctx.database.db, userId, { ...changes, updatedAt: ctx.now() });
  } catch (error) {
    // Another account took the same phone or email between the send and the confirm.
    if (isUniqueViolation(error)) throw new AppError(kind === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === '23505') return true;
  }
  return false;
}
