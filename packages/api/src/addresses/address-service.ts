import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { normaliseMobilePhone, smsPhoneProblem } from '@cho-dep/core/phone/phone-number';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { type AddressView, toAddressView } from './address-view';
import { addresses } from './addresses.tables';
import { adminProvinces, adminWards } from './admin-units.tables';
import { administrativeUnits } from './administrative-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Another user's address and a malformed id answer the same: not found. */
function assertAddressId(id: string): void {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
}

async function readViews(db: Db | Tx, where: SQL | undefined, language: string): Promise<AddressView[]> {
  const rows = await db
    .select({
      address: addresses,
      provinceName: adminProvinces.name,
      provinceNameEn: adminProvinces.nameEn,
      wardName: adminWards.name,
    })
    .from(addresses)
    .leftJoin(adminProvinces, eq(adminProvinces.code, addresses.provinceCode))
    .leftJoin(adminWards, eq(adminWards.code, addresses.wardCode))
    .where(where)
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
  return rows.map((row) =>
    toAddressView(
      row.address,
      {
        province: row.provinceName === null ? null : { name: row.provinceName, nameEn: row.provinceNameEn },
        wardName: row.wardName,
      },
      language,
    ),
  );
}

export function listAddresses(ctx: AppContext, userId: string, language: string): Promise<AddressView[]> {
  return readViews(ctx.database.db, eq(addresses.userId, userId), language);
}

export async function getAddress(
  ctx: AppContext,
  userId: string,
  id: string,
  language: string,
): Promise<AddressView> {
  assertAddressId(id);
  const [view] = await readViews(
    ctx.database.db,
    and(eq(addresses.userId, userId), eq(addresses.id, id)),
    language,
  );
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** Checks the province and ward codes against the shipped units and keeps their current names. */
function resolveLocation(input: AddressInput) {
  const units = administrativeUnits();
  const province = units.provinces.get(input.city);
  if (!province || province.country !== input.country) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'city', message: 'validation.address.province' }],
    });
  }
  if (input.country === 'KO') {
    return { provinceName: province.name, wardCode: null, wardName: null };
  }
  const ward = input.ward ? units.wards.get(input.ward) : undefined;
  if (!ward || ward.provinceCode !== province.code) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'ward', message: 'validation.address.wardNotInProvince' }],
    });
  }
  return { provinceName: province.name, wardCode: ward.code, wardName: ward.name };
}

/** Every write of a user's addresses takes the user's row lock: the count and the flags stay consistent. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('UNAUTHENTICATED');
}

type Flag = 'isDefault' | 'isPickup' | 'isDefaultReturn';

/** One default, one pickup and one default-return address per user: clear the flag elsewhere first. */
async function clearFlag(tx: Tx, userId: string, flag: Flag, exceptId?: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ [flag]: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses[flag], true),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    );
}

/** The stored columns of an address input, its province, ward and phone checked. */
export function fieldsOf(input: AddressInput) {
  const location = resolveLocation(input);
  const phone = normaliseMobilePhone(input.phone, input.country);
  if (!phone)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        { path: 'phone', message: smsPhoneProblem(input.phone, input.country) ?? 'validation.invalidPhone' },
      ],
    });
  return {
    recipientName: input.name,
    phone,
    country: input.country,
    provinceCode: input.city,
    provinceName: location.provinceName,
    district: input.district?.trim() || null,
    wardCode: location.wardCode,
    wardName: location.wardName,
    specificAddress: input.specificAddress,
    postalCode: input.postalCode?.trim() || null,
    type: input.type,
    deliveryTime: input.deliveryTime,
  };
}

export async function createAddress(
  ctx: AppContext,
  userId: string,
  input: AddressInput,
  language: string,
): Promise<AddressView> {
  const id = await ctx.database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (total >= LIMITS.address.maxPerUser) {
      throw new AppError('ADDRESS_LIMIT_REACHED', { params: { max: LIMITS.address.maxPerUser } });
    }
    const fields = fieldsOf(input);
    // The first address is the default whatever the form says: checkout always has one.
    const isDefault = input.isDefault || total === 0;
    if (isDefault) await clearFlag(tx, userId, 'isDefault');
    if (input.isPickup) await clearFlag(tx, userId, 'isPickup');
    if (input.isDefaultReturn) await clearFlag(tx, userId, 'isDefaultReturn');
    const now = ctx.now();
    const [row] = await tx
      .insert(addresses)
      .values({
        ...fields,
        userId,
        isDefault,
        isPickup: input.isPickup,
        isDefaultReturn: input.isDefaultReturn,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: addresses.id });
    if (!row) throw new AppError('INTERNAL', { detail: 'address insert returned nothing' });
    return row.id;
  });
  return getAddress(ctx, userId, id, language);
}

async function lockAddress(tx: Tx, userId: string, id: string) {
  assertAddressId(id);
  await lockUser(tx, userId);
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Replaces an address. Turning isDefault off on the default address is ignored: the default
 * moves only when another address becomes the default, so a user with addresses always has one.
 */
export async function updateAddress(
  ctx: AppContext,
  userId: string,
  id: string,
  input: AddressInput,
  language: string,
): Promise<AddressView> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await lockAddress(tx, userId, id);
    const fields = fieldsOf(input);
    const isDefault = current.isDefault || input.isDefault;
    if (isDefault) await clearFlag(tx, userId, 'isDefault', id);
    if (input.isPickup) await clearFlag(tx, userId, 'isPickup', id);
    if (input.isDefaultReturn) await clearFlag(tx, userId, 'isDefaultReturn', id);
    await tx
      .update(addresses)
      .set({
        ...fields,
        isDefault,
        isPickup: input.isPickup,
        isDefaultReturn: input.isDefaultReturn,
        updatedAt: ctx.now(),
      })
      .where(eq(addresses.id, id));
  });
  return getAddress(ctx, userId, id, language);
}

/** Deleting the default address hands the default to the most recently added remaining one. */
export async function deleteAddress(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await lockAddress(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (next)
      await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: ctx.now() })
        .where(eq(addresses.id, next.id));
  });
}

export async function setDefaultAddress(
  ctx: AppContext,
  userId: string,
  id: string,
  language: string,
): Promise<AddressView> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await lockAddress(tx, userId, id);
    if (current.isDefault) return;
    await clearFlag(tx, userId, 'isDefault', id);
    await tx.update(addresses).set({ isDefault: true, updatedAt: ctx.now() }).where(eq(addresses.id, id));
  });
  return getAddress(ctx, userId, id, language);
}
