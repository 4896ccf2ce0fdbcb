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
