import { AppError } from '@cho-dep/core/errors/app-error';
import { calendarDateIn, TIME_ZONE_OF_COUNTRY } from '@cho-dep/core/profile/birth-date';
import {
  type BodyMeasurementsUpdate,
  bankFieldsOf,
  makeProfileUpdateSchema,
  mergeBodyMeasurements,
  type ProfileUpdate,
} from '@cho-dep/core/profile/profile-schemas';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { eq } from 'drizzle-orm';
import { updateAccount } from '../accounts/account-updates';
import { forgetUserSessions } from '../accounts/session-cache';
import { userLinksOf } from '../accounts/user-links';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { type ProfileView, toProfileView, type UserRow } from './profile-view';

export async function loadUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export async function getProfile(ctx: AppContext, userId: string): Promise<ProfileView> {
  const [user, links] = await Promise.all([loadUser(ctx, userId), userLinksOf(ctx.database.db, userId)]);
  return toProfileView(user, links);
}

/** '' from a form and null both clear an optional field; undefined leaves it as it is. */
function cleared(value: string | null | undefined): string | null | undefined {
  return value === '' ? null : value;
}

/**
 * Checks an update with every rule, including "birth date not in the future", which needs
 * today in the user's own time zone from the server clock. Throws VALIDATION_FAILED with all
 * field errors at once.
 */
export async function checkProfileUpdate(
  ctx: AppContext,
  userId: string,
  input: unknown,
): Promise<ProfileUpdate> {
  const user = await loadUser(ctx, userId);
  const today = calendarDateIn(TIME_ZONE_OF_COUNTRY[user.country], ctx.now());
  const checked = makeProfileUpdateSchema(today).safeParse(input);
  if (!checked.success) throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(checked.error) });
  return checked.data;
}

/** PUT profile/update-profile: absent fields stay, '' and null clear. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: ProfileUpdate,
): Promise<ProfileView> {
  const value = await checkProfileUpdate(ctx, userId, input);
  const bank = bankFieldsOf(value);
  const updated = await updateAccount(ctx.database.db, userId, {
    fullName: value.fullName,
    birthDate: cleared(value.birthDate),
    gender: value.gender,
    idNumber: cleared(value.idNumber),
    taxCode: cleared(value.taxCode),
    bankName: cleared(bank.name),
    bankAccount: cleared(bank.account),
    bankBranch: cleared(bank.branch),
    updatedAt: ctx.now(),
  });
  if (!updated) throw new AppError('UNAUTHENTICATED');
  // The header of every page shows the name from the session cache: read it again.
  await forgetUserSessions(ctx, userId);
  return toProfileView(updated, await userLinksOf(ctx.database.db, userId));
}

export async function updateBodyMeasurements(
  ctx: AppContext,
  userId: string,
  update: BodyMeasurementsUpdate,
): Promise<ProfileView> {
  return ctx.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ bodyMeasurements: users.bodyMeasurements })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError('UNAUTHENTICATED');
    const next = mergeBodyMeasurements(user.bodyMeasurements, update);
    const updated = await updateAccount(tx, userId, { bodyMeasurements: next, updatedAt: ctx.now() });
    if (!updated) throw new AppError('UNAUTHENTICATED');
    return toProfileView(updated, await userLinksOf(tx, userId));
  });
}
