import type { RegisterGuestInput, RegisterInput } from '@cho-dep/core/accounts/account-schemas';
import { parseLoginIdentifier } from '@cho-dep/core/accounts/login-identifier';
import { AppError } from '@cho-dep/core/errors/app-error';
import { normaliseEmail, normalisePhone } from '@cho-dep/core/verification/verification-target';
import type { AppContext, RequestInfo } from '../app/app-context';
import { markGuestConverted } from './guest-service';
import { assertNotLimited, failureKeys, recordFailure } from './login-rate-limit';
import { hashPassword, verifyPassword } from './password-hash';
import { findUserByIdentifier, insertUser, type UserRow } from './user-records';

/** Sign-up (SPEC.md section 7, POST auth/register v2): email and/or phone, stored normalised. */
export async function registerAccount(
  ctx: AppContext,
  input: RegisterInput,
  info: Pick<RequestInfo, 'language' | 'country'>,
): Promise<UserRow> {
  return insertUser(ctx.database.db, {
    email: input.email ? normaliseEmail(input.email) : undefined,
    phone: input.phone ? (normalisePhone(input.phone) ?? undefined) : undefined,
    fullName: input.fullName,
    passwordHash: await hashPassword(input.password),
    language: info.language,
    country: info.country,
    now: ctx.now(),
  });
}

/** Turns the current guest into an account; guest data follows through guests.convertedUserId. */
export async function registerGuestAccount(
  ctx: AppContext,
  guestId: string,
  input: RegisterGuestInput,
  info: Pick<RequestInfo, 'language' | 'country'>,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return ctx.database.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: normaliseEmail(input.email),
      phone: input.phone ? (normalisePhone(input.phone) ?? undefined) : undefined,
      fullName: input.fullName,
      passwordHash,
      language: info.language,
      country: info.country,
      now: ctx.now(),
    });
    await markGuestConverted(ctx, tx, guestId, user.id);
    return user;
  });
}

// Verifying against this when no account matches keeps a wrong email as slow as a wrong
// password, so timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;

/**
 * Checks a login. Wrong identifier and wrong password answer the same INVALID_CREDENTIALS;
 * failures count toward the per-account and per-IP limits.
 */
export async function authenticate(ctx: AppContext, identifierText: string, password: string, ip: string) {
  const identifier = parseLoginIdentifier(identifierText);
  const keys = failureKeys('login', identifier?.value ?? identifierText.trim().toLowerCase(), ip);
  await assertNotLimited(ctx, keys);
  const user = identifier ? await findUserByIdentifier(ctx.database.db, identifier) : undefined;
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !ok) {
    await recordFailure(ctx, keys);
    throw new AppError('INVALID_CREDENTIALS');
  }
  return user;
}
