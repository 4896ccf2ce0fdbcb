import type { RegisterGuestInput } from '@cho-dep/core/accounts/account-schemas';
import { parseLoginIdentifier } from '@cho-dep/core/accounts/login-identifier';
import { loginCharges } from '@cho-dep/core/accounts/throttle-policy';
import { AppError } from '@cho-dep/core/errors/app-error';
import { normaliseEmail, normalisePhone } from '@cho-dep/core/verification/verification-target';
import type { AppContext, RequestInfo } from '../app/app-context';
import { markGuestConverted } from './guest-service';
import { hashPassword, verifyPassword } from './password-hash';
import { assertRoomFor, countFailure, forgive, spend } from './throttle-counters';
import { findUserByIdentifier, insertUser, type UserRow } from './user-records';

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
 * Checks a login. Wrong identifier and wrong password answer the same INVALID_CREDENTIALS.
 * Tries are slowed per account (5 a minute), or, on a browser that logged in to this account
 * before, per that browser only; the address counts failures at a level only a guessing
 * machine reaches (core's throttle policy). A slowed try answers RATE_LIMITED with the wait.
 */
export async function authenticate(
  ctx: AppContext,
  identifierText: string,
  password: string,
  request: { ip: string; knownDevice: (userId: string) => string | undefined },
) {
  const identifier = parseLoginIdentifier(identifierText);
  const user = identifier ? await findUserByIdentifier(ctx.database.db, identifier) : undefined;
  const charges = loginCharges({
    account: identifier?.value ?? identifierText.trim().toLowerCase(),
    ip: request.ip,
    knownDevice: user ? request.knownDevice(user.id) : undefined,
  });
  await assertRoomFor(ctx, charges.perFailure);
  await spend(ctx, charges.perTry);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !ok) {
    await countFailure(ctx, charges.perFailure);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await forgive(ctx, charges.perTry);
  return user;
}
