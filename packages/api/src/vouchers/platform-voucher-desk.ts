import type { VoucherInput } from '@cho-dep/core/vouchers/voucher-input-schema';
import type { Tx } from '@cho-dep/db/client';
import { inArray } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { recordAdminDecision } from '../admin/record-admin-decision';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import type { FieldError, VoucherDesk, VoucherWritten } from './managed-voucher-actions';
import type { VoucherRow } from './voucher-records';

/** Every id of `ids` the table lacks, as field errors at `path.index`. */
async function missing(
  tx: Tx,
  table: typeof products | typeof shops | typeof users,
  ids: readonly string[] | undefined,
  path: string,
  message: string,
): Promise<FieldError[]> {
  if (!ids || ids.length === 0) return [];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.flatMap((id, index) => (known.has(id) ? [] : [{ path: `${path}.${index}`, message }]));
}

/**
 * The admin writes the platform's vouchers (platform discount, cashback, free shipping); shop
 * vouchers are the sellers'. Products, shops and buyers named in the conditions must exist.
 */
async function platformInputErrors(tx: Tx, input: VoucherInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (input.kind === 'shop') errors.push({ path: 'kind', message: 'validation.adminVoucher.platformOnly' });
  const productIds = input.scope === 'products' ? input.productIds : [];
  errors.push(
    ...(await missing(tx, products, productIds, 'productIds', 'validation.adminVoucher.unknownProduct')),
  );
  errors.push(
    ...(await missing(
      tx,
      shops,
      input.conditions.shopIds,
      'conditions.shopIds',
      'validation.adminVoucher.unknownShop',
    )),
  );
  errors.push(
    ...(await missing(
      tx,
      users,
      input.conditions.userIds,
      'conditions.userIds',
      'validation.adminVoucher.unknownUser',
    )),
  );
  return errors;
}

const TERMS: (keyof VoucherRow)[] = [
  'kind',
  'name',
  'code',
  'discountType',
  'value',
  'maxDiscount',
  'ranges',
  'minOrderValue',
  'budget',
  'saveLimit',
  'usageLimit',
  'perUserPerDay',
  'startsAt',
  'endsAt',
  'display',
  'productIds',
  'userIds',
  'shopIds',
  'firstPurchaseOnly',
  'paymentMethods',
  'shippingMethods',
  'appOnly',
];

/** The names of the terms an update changed, for the audit line. */
function changedTerms(before: VoucherRow, after: VoucherRow): string[] {
  return TERMS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

async function audit(tx: Tx, adminUserId: string, write: VoucherWritten): Promise<void> {
  const v = write.voucher;
  await recordAdminDecision(tx, {
    adminUserId,
    action: `voucher.${write.action}`,
    targetType: 'voucher',
    targetId: v.id,
    details: {
      code: v.code,
      voucherName: v.name,
      kind: v.kind,
      ...(write.before ? { changed: changedTerms(write.before, v) } : {}),
    },
    now: write.now,
  });
}

/** The admin's voucher desk: the platform's vouchers, every write in the audit log. */
export function platformVoucherDesk(adminUserId: string): VoucherDesk {
  return {
    owner: { type: 'platform' },
    inputErrors: platformInputErrors,
    afterWrite: (tx, write) => audit(tx, adminUserId, write),
  };
}
