import { normaliseEmail, normalisePhone } from '@cho-dep/core/verification/verification-target';
import type { Db } from '@cho-dep/db/client';
import { hashPassword } from './password-hash';
import { insertUser } from './user-records';

/**
 * For the demo-data seeder: a ready account (email and phone marked verified, since the demo
 * people cannot receive codes). Throws EMAIL_TAKEN / PHONE_TAKEN like a sign-up would.
 */
export async function createUserForSeed(
  db: Db,
  input: { email: string; phone?: string; fullName: string; password: string; roles: string[] },
): Promise<{ id: string }> {
  const phone = input.phone ? normalisePhone(input.phone) : null;
  if (input.phone && !phone) throw new Error(`seed phone is not valid: ${input.phone}`);
  const user = await insertUser(db, {
    email: normaliseEmail(input.email),
    phone: phone ?? undefined,
    fullName: input.fullName,
    passwordHash: await hashPassword(input.password),
    roles: input.roles.includes('buyer') ? input.roles : ['buyer', ...input.roles],
    verified: true,
    now: new Date(),
  });
  return { id: user.id };
}
