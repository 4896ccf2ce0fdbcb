import { parseLoginIdentifier } from '@cho-dep/core/accounts/login-identifier';
import { loginCharges } from '@cho-dep/core/accounts/throttle-policy';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { AppContext } from '../app/app-context';
import { hashPassword, verifyPassword } from './password-hash';
import { assertRoomFor, countFailure, forgive, spend } from './throttle-counters';
import { findUserByIdentifier } from './user-records';

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
  const ok = await checkPassword(ctx, user, password, {
    account: identifier?.value ?? identifierText.trim().toLowerCase(),
    ip: request.ip,
    knownDevice: user ? request.knownDevice(user.id) : undefined,
  });
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  return user;
}

/**
 * One password try against an account (or none, then as slow as a real one), under the login's
 * budgets: the login, and any other door that asks for an account's password (the social link
 * confirmation). A slowed try throws RATE_LIMITED; a wrong password counts as a failure.
 */
export async function checkPassword(
  ctx: AppContext,
  user: { passwordHash: string } | undefined,
  password: string,
  request: { account: string; ip: string; knownDevice: string | undefined },
): Promise<boolean> {
  const charges = loginCharges(request);
  await assertRoomFor(ctx, charges.perFailure);
  await spend(ctx, charges.perTry);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !ok) {
    await countFailure(ctx, charges.perFailure);
    return false;
  }
  await forgive(ctx, charges.perTry);
  return true;
}
