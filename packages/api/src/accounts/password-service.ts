import type { ChangePasswordInput, ResetPasswordInput } from '@cho-dep/core/accounts/account-schemas';
import { parseLoginIdentifier } from '@cho-dep/core/accounts/login-identifier';
import { passwordChangeCharges } from '@cho-dep/core/accounts/throttle-policy';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { consumeCode, issueCode } from '../verification/verification-service';
import { hashPassword, verifyPassword } from './password-hash';
import { createSession, revokeUserSessions } from './session-service';
import { assertRoomFor, countFailure, forgive, spend } from './throttle-counters';
import { findUserById, findUserByIdentifier, type UserRow } from './user-records';
import { users } from './users.tables';

/**
 * Forgot password: sends a reset code when the account exists and says nothing either way,
 * so the form cannot be used to find out who has an account. Phone-only accounts get it by SMS.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  identifierText: string,
  request: { language: Language; ip: string },
) {
  const identifier = parseLoginIdentifier(identifierText);
  if (!identifier) return;
  const user = await findUserByIdentifier(ctx.database.db, identifier);
  if (!user) return;
  try {
    await issueCode(ctx, {
      purpose: 'reset_password',
      target: identifier.value,
      userId: user.id,
      channel: identifier.kind === 'email' ? 'email' : 'sms',
      language: request.language,
      ip: request.ip,
    });
  } catch (error) {
    // Too many codes for this address: still answer like any other request (no enumeration).
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
    throw error;
  }
}

/** Sets a new password with an emailed code; every existing session ends. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput, ip: string): Promise<void> {
  const identifier = parseLoginIdentifier(input.email);
  if (!identifier) throw new AppError('CODE_INVALID');
  await consumeCode(ctx, { purpose: 'reset_password', target: identifier.value, code: input.code, ip });
  const user = await findUserByIdentifier(ctx.database.db, identifier);
  if (!user) throw new AppError('CODE_INVALID');
  const passwordHash = await hashPassword(input.password);
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, credentialsVersion: sql`${users.credentialsVersion} + 1`, updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(ctx, tx, user.id);
  });
}

/**
 * Change password while logged in: the current password must be right (wrong tries count
 * toward the same per-minute limit as logins). The credentials version moves on, every
 * session ends, and the caller gets a fresh session in place of the one it used.
 */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  input: ChangePasswordInput,
  request: { ip: string; deviceId?: string; userAgent?: string },
): Promise<{ token: string; user: UserRow }> {
  const charges = passwordChangeCharges({ userId, ip: request.ip });
  await assertRoomFor(ctx, charges.perFailure);
  await spend(ctx, charges.perTry);
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await countFailure(ctx, charges.perFailure);
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'currentPassword', message: 'validation.password.currentIncorrect' }],
    });
  }
  await forgive(ctx, charges.perTry);
  const passwordHash = await hashPassword(input.password);
  return ctx.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, credentialsVersion: sql`${users.credentialsVersion} + 1`, updatedAt: ctx.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new AppError('UNAUTHENTICATED');
    await revokeUserSessions(ctx, tx, userId);
    const { token } = await createSession(ctx, tx, {
      userId,
      credentialsVersion: updated.credentialsVersion,
      deviceId: request.deviceId,
      userAgent: request.userAgent,
    });
    return { token, user: updated };
  });
}
