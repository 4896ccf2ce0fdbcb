import { AppError } from '@cho-dep/core/errors/app-error';
import type { VoucherInput } from '@cho-dep/core/vouchers/voucher-input-schema';
import {
  type RunningVoucherTerms,
  runningVoucherChangeErrors,
  voucherPhase,
} from '@cho-dep/core/vouchers/voucher-phase';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, ne } from 'drizzle-orm';
import { ownProductIds } from '../shop-categories/shop-category-queries';
import type { VoucherRow } from '../vouchers/voucher-records';
import { vouchers } from '../vouchers/vouchers.tables';
import { findOwnVoucher } from './seller-voucher-queries';

type FieldError = { path: string; message: string };

const codeTaken = () =>
  new AppError('CONFLICT', {
    detail: 'voucher code taken',
    fields: [{ path: 'code', message: 'validation.sellerVoucher.codeTaken' }],
  });

/**
 * A seller writes shop vouchers only (platform, cashback and free-shipping vouchers are the
 * admin's), for the shop's own products, with no buyer or shop lists (a shop voucher already
 * belongs to one shop; buyer lists are a platform tool).
 */
async function sellerInputErrors(tx: Tx, shopId: string, input: VoucherInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (input.kind !== 'shop') errors.push({ path: 'kind', message: 'validation.sellerVoucher.shopOnly' });
  if (input.conditions.shopIds !== undefined) {
    errors.push({ path: 'conditions.shopIds', message: 'validation.sellerVoucher.shopOnly' });
  }
  if (input.conditions.userIds !== undefined) {
    errors.push({ path: 'conditions.userIds', message: 'validation.sellerVoucher.shopOnly' });
  }
  const ids = input.scope === 'products' ? input.productIds : [];
  const own = await ownProductIds(tx, shopId, ids);
  ids.forEach((id, index) => {
    if (!own.has(id))
      errors.push({ path: `productIds.${index}`, message: 'validation.shopCategory.notOwnProduct' });
  });
  return errors;
}

async function assertCodeFree(tx: Tx, code: string, exceptId?: string): Promise<void> {
  // Codes are unique across the platform (vouchers_code_key): a buyer types a code at checkout
  // without naming the shop. The index is the real guard; this gives the field error first.
  const [taken] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(exceptId ? and(eq(vouchers.code, code), ne(vouchers.id, exceptId)) : eq(vouchers.code, code));
  if (taken) throw codeTaken();
}

function columnsOf(input: VoucherInput) {
  const list = <T>(values: T[] | undefined) => (values && values.length > 0 ? values : null);
  return {
    name: input.name,
    code: input.code,
    discountType: input.discountType,
    value: input.value,
    maxDiscount: input.maxDiscount,
    ranges: list(input.ranges),
    minOrderValue: input.minOrderValue,
    budget: input.budget,
    saveLimit: input.saveLimit,
    usageLimit: input.usageLimit,
    perUserPerDay: input.perUserPerDay,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    display: input.display,
    productIds: input.scope === 'products' ? input.productIds : null,
    firstPurchaseOnly: input.conditions.firstPurchaseOnly ?? false,
    paymentMethods: list(input.conditions.paymentMethods),
    shippingMethods: list(input.conditions.shippingMethods),
    appOnly: input.conditions.appOnly ?? false,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A new shop voucher; it starts as upcoming or running depending on its start. */
export async function createSellerVoucher(db: Db, shopId: string, input: VoucherInput): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const errors = await sellerInputErrors(tx, shopId, input);
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });
      await assertCodeFree(tx, input.code);
      const [made] = await tx
        .insert(vouchers)
        .values({ shopId, kind: 'shop', ...columnsOf(input) })
        .returning({ id: vouchers.id });
      if (!made) throw new AppError('INTERNAL');
      return made.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

function termsOfRow(row: VoucherRow): RunningVoucherTerms {
  return {
    code: row.code,
    kind: row.kind,
    discountType: row.discountType,
    value: row.value,
    maxDiscount: row.maxDiscount === null ? null : Number(row.maxDiscount),
    minOrderValue: Number(row.minOrderValue),
    budget: row.budget === null ? null : Number(row.budget),
    saveLimit: row.saveLimit,
    usageLimit: row.usageLimit,
    perUserPerDay: row.perUserPerDay,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    display: row.display,
    productIds: row.productIds ?? [],
    ranges: row.ranges ?? [],
    conditions: {
      firstPurchaseOnly: row.firstPurchaseOnly,
      appOnly: row.appOnly,
      paymentMethods: row.paymentMethods ?? [],
      shippingMethods: row.shippingMethods ?? [],
    },
  };
}

function termsOfInput(input: VoucherInput): RunningVoucherTerms {
  const c = columnsOf(input);
  return {
    ...c,
    kind: input.kind,
    productIds: c.productIds ?? [],
    ranges: c.ranges ?? [],
    conditions: {
      firstPurchaseOnly: c.firstPurchaseOnly,
      appOnly: c.appOnly,
      paymentMethods: c.paymentMethods ?? [],
      shippingMethods: c.shippingMethods ?? [],
    },
  };
}

/**
 * Rewrites a voucher. Upcoming: everything may change. Running: only the name, a later end
 * and higher quantities/budget (core's runningVoucherChangeErrors). Ended: nothing (409).
 * Quantities never go below what was already used or saved.
 */
export async function updateSellerVoucher(
  db: Db,
  shopId: string,
  id: string,
  input: VoucherInput,
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const row = await findOwnVoucher(tx, shopId, id, true);
      const phase = voucherPhase(row, now);
      if (phase === 'ended') throw new AppError('CONFLICT', { detail: 'voucher ended' });
      const errors = await sellerInputErrors(tx, shopId, input);
      if (phase === 'running')
        errors.push(...runningVoucherChangeErrors(termsOfRow(row), termsOfInput(input)));
      const below = (path: string, limit: number | null, used: number) => {
        if (limit !== null && limit < used)
          errors.push({ path, message: 'validation.sellerVoucher.belowUsed' });
      };
      // A running voucher's limits only go up (checked above); an upcoming one may already be saved.
      if (phase === 'upcoming') {
        below('usageLimit', input.usageLimit, row.usedCount);
        below('saveLimit', input.saveLimit, row.savedCount);
        below('budget', input.budget, Number(row.budgetUsed));
      }
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });
      if (input.code !== row.code) await assertCodeFree(tx, input.code, id);
      await tx.update(vouchers).set(columnsOf(input)).where(eq(vouchers.id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Ends a running voucher now (SPEC.md section 4); buyers can no longer use or save it. */
export async function endSellerVoucher(db: Db, shopId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOwnVoucher(tx, shopId, id, true);
    if (voucherPhase(row, now) !== 'running')
      throw new AppError('CONFLICT', { detail: 'voucher not running' });
    await tx.update(vouchers).set({ endedAt: now }).where(eq(vouchers.id, id));
  });
}

/**
 * Deletes an upcoming voucher (nobody has used it; saves go with it). Running and ended ones
 * stay: their redemptions are the seller's revenue record, so they are ended, not deleted.
 */
export async function deleteSellerVoucher(db: Db, shopId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOwnVoucher(tx, shopId, id, true);
    if (voucherPhase(row, now) !== 'upcoming')
      throw new AppError('CONFLICT', { detail: 'voucher already started' });
    await tx.delete(vouchers).where(eq(vouchers.id, id));
  });
}
