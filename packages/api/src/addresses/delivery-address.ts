import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, desc, eq } from 'drizzle-orm';
import { fieldsOf } from './address-service';
import { addresses } from './addresses.tables';

/** An address as an order keeps it (it must read the same after the buyer edits their book). */
export interface DeliveryAddress {
  /** The saved address it came from, or null for a guest's typed address. */
  id: string | null;
  recipientName: string;
  phone: string;
  country: 'VN' | 'KO';
  provinceCode: string | null;
  provinceName: string | null;
  district: string | null;
  wardCode: string | null;
  wardName: string | null;
  specificAddress: string;
  postalCode: string | null;
}

/**
 * Where a checkout delivers: the signed-in buyer's chosen saved address (else their default,
 * else their newest), or the address a guest typed. Null when a buyer has none yet
 * ('no delivery address yet'). Another user's address id answers ADDRESS_INVALID: the page
 * then asks for a different one (product.md §8).
 */
export async function resolveDeliveryAddress(
  db: Db | Tx,
  input: { userId: string | null; addressId?: string; address?: AddressInput },
): Promise<DeliveryAddress | null> {
  if (input.address) {
    const fields = fieldsOf(input.address);
    return { id: null, ...fields };
  }
  if (!input.userId) return null;
  const where = input.addressId
    ? and(eq(addresses.userId, input.userId), eq(addresses.id, input.addressId))
    : eq(addresses.userId, input.userId);
  const [row] = await db
    .select()
    .from(addresses)
    .where(where)
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt))
    .limit(1);
  if (!row) {
    if (input.addressId) throw new AppError('ADDRESS_INVALID');
    return null;
  }
  return {
    id: row.id,
    recipientName: row.recipientName,
    phone: row.phone,
    country: row.country,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    district: row.district,
    wardCode: row.wardCode,
    wardName: row.wardName,
    specificAddress: row.specificAddress,
    postalCode: row.postalCode,
  };
}
