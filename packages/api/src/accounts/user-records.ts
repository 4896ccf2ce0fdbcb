import type { LoginIdentifier } from '@cho-dep/core/accounts/login-identifier';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { uniqueViolation } from '@cho-dep/db/unique-violation';
import { eq, sql } from 'drizzle-orm';
import { users } from './users.tables';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Emails match case-insensitively (the unique index is on lower(email)); phones are E.164. */
export async function findUserByIdentifier(
  db: Db | Tx,
  identifier: LoginIdentifier,
): Promise<UserRow | undefined> {
  const condition =
    identifier.kind === 'email'
      ? sql`lower(${users.email}) = ${identifier.value}`
      : eq(users.phone, identifier.value);
  const [row] = await db.select().from(users).where(condition).limit(1);
  return row;
}

export interface NewUser {
  email?: string | undefined;
  phone?: string | undefined;
  fullName: string;
  passwordHash: string;
  roles?: string[];
  language?: 'vi' | 'en' | 'ko';
  country?: 'VN' | 'KO';
  /** Seeded accounts start with their email and phone confirmed. */
  verified?: boolean;
  now: Date;
}

/**
 * Inserts a user. Email and phone are checked first for a clear answer, and the unique
 * indexes catch the race of two sign-ups with the same address.
 */
export async function insertUser(db: Db | Tx, input: NewUser): Promise<UserRow> {
  if (input.email && (await findUserByIdentifier(db, { kind: 'email', value: input.email }))) {
    throw new AppError('EMAIL_TAKEN', { fields: [{ path: 'email', message: 'errors.EMAIL_TAKEN' }] });
  }
  if (input.phone && (await findUserByIdentifier(db, { kind: 'phone', value: input.phone }))) {
    throw new AppError('PHONE_TAKEN', { fields: [{ path: 'phone', message: 'errors.PHONE_TAKEN' }] });
  }
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email ?? null,
        phone: input.phone ?? null,
        fullName: input.fullName,
        passwordHash: input.passwordHash,
        ...(input.roles ? { roles: input.roles } : {}),
        ...(input.language ? { language: input.language } : {}),
        ...(input.country ? { country: input.country } : {}),
        emailVerified: Boolean(input.verified && input.email),
        phoneVerified: Boolean(input.verified && input.phone),
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    return row;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key') throw new AppError('EMAIL_TAKEN');
    if (constraint === 'users_phone_key') throw new AppError('PHONE_TAKEN');
    throw error;
  }
}
