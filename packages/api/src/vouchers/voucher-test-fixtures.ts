import { randomBytes } from 'node:crypto';
import type { Db } from '@cho-dep/db/client';
import { vouchers } from './vouchers.tables';

const HOUR_MS = 3_600_000;

/**
 * For API tests: a voucher written straight to the table, running around `now` unless told
 * otherwise, with a fresh random code (codes are unique across the platform).
 */
export async function insertVoucher(
  db: Db,
  now: Date,
  values: Partial<typeof vouchers.$inferInsert> = {},
): Promise<typeof vouchers.$inferSelect> {
  const [row] = await db
    .insert(vouchers)
    .values({
      kind: 'platform',
      name: 'Giảm 20k đơn từ 99k',
      code: `T${randomBytes(4).toString('hex').toUpperCase()}`,
      discountType: 'price',
      value: 20_000,
      minOrderValue: 99_000,
      startsAt: new Date(now.getTime() - 24 * HOUR_MS),
      endsAt: new Date(now.getTime() + 7 * 24 * HOUR_MS),
      ...values,
    })
    .returning();
  if (!row) throw new Error('voucher insert returned nothing');
  return row;
}

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);
