import { AppError } from '@cho-dep/core/errors/app-error';
import type { VoucherInput } from '@cho-dep/core/vouchers/voucher-input-schema';
import {
  type RunningVoucherTerms,
  runningVoucherChangeErrors,
  voucherPhase,
} from '@cho-dep/core/vouchers/voucher-phase';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, ne } from 'drizzle-orm';
import { findManagedVoucher, type VoucherOwner } from './managed-voucher-queries';
import type { VoucherRow } from './voucher-records';
import { vouchers } from './vouchers.tables';

export type FieldError = { path: string; message: string };
export type VoucherWrite = 'create' | 'update' | 'end' | 'delete';

/** A write done: the voucher after it (before it, for a delete) and, for an update, before. */
export interface VoucherWritten {
  action: VoucherWrite;
  voucher: VoucherRow;
  before?: VoucherRow;
  now: Date;
}

/**
 * Who manages vouchers and their own rules on top of the shared schema and life cycle: a
 * seller (shop vouchers, own products) or the admin (platform vouchers, audited).
 */
export interface VoucherDesk {
  owner: VoucherOwner;
  /** Field errors of the owner's own rules (kinds, products, shops they may name). */
  inputErrors(tx: Tx, input: VoucherInput): Promise<FieldError[]>;
  /** Runs in the write's transaction after the change (the admin audit line). */
  afterWrite?(tx: Tx, write: VoucherWritten): Promise<void>;
}

const codeTaken = () =>
  new AppError('CONFLICT', {
    detail: 'voucher code taken',
    fields: [{ path: 'code', message: 'validation.sellerVoucher.codeTaken' }],
  });

async function assertCodeFree(tx: Tx, code: string, exceptId?: string): Promise<void> {
  // Codes are unique across the platform (vouchers_code_key): a buyer types a code at checkout
  // without naming the shop. The index is the real guard; this gives the field error first.
  const [taken] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(exceptId ? and(eq(vouchers.code, code), ne(vouchers.id, exceptId)) : eq(vouchers.code, code));
  if (taken) throw codeTaken();
}

const listOrNull = <T>(values: T[] | null | undefined) => (values && values.length > 0 ? values : null);

function columnsOf(input: VoucherInput) {
  return {
    kind: input.kind,
    name: input.name,
    code: input.code,
    discountType: input.discountType,
    value: input.value,
    maxDiscount: input.maxDiscount,
    ranges: listOrNull(input.ranges),
    minOrderValue: input.minOrderValue,
    budget: input.budget,
    saveLimit: input.saveLimit,
    usageLimit: input.usageLimit,
    perUserPerDay: input.perUserPerDay,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    display: input.display,
    productIds: input.scope === 'products' ? input.productIds : null,
    userIds: listOrNull(input.conditions.userIds),
    shopIds: listOrNull(input.conditions.shopIds),
    firstPurchaseOnly: input.conditions.firstPurchaseOnly ?? false,
    paymentMethods: listOrNull(input.conditions.paymentMethods),
    shippingMethods: listOrNull(input.conditions.shippingMethods),
    appOnly: input.conditions.appOnly ?? false,
  };
}
type Columns = ReturnType<typeof columnsOf>;

type TermColumns = Omit<Columns, 'name' | 'paymentMethods' | 'shippingMethods'> & {
  paymentMethods: string[] | null;
  shippingMethods: string[] | null;
};

/** The terms core compares for a running voucher, read alike from a row and from an input. */
function termsOf(c: TermColumns): RunningVoucherTerms {
  const sorted = (values: string[] | null) => [...(values ?? [])].sort();
  return {
    code: c.code,
    kind: c.kind,
    discountType: c.discountType,
    value: c.value,
    maxDiscount: c.maxDiscount === null ? null : Number(c.maxDiscount),
    minOrderValue: Number(c.minOrderValue),
    budget: c.budget === null ? null : Number(c.budget),
    saveLimit: c.saveLimit,
    usageLimit: c.usageLimit,
    perUserPerDay: c.perUserPerDay,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    display: c.display,
    productIds: c.productIds ?? [],
    ranges: c.ranges ?? [],
    conditions: {
      firstPurchaseOnly: c.firstPurchaseOnly,
      appOnly: c.appOnly,
      paymentMethods: sorted(c.paymentMethods),
      shippingMethods: sorted(c.shippingMethods),
      userIds: sorted(c.userIds),
      shopIds: sorted(c.shopIds),
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A clash on the code index (two creates racing for one code) reads as the field error. */
async function withCodeGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

const shopIdOf = (owner: VoucherOwner) => (owner.type === 'shop' ? owner.shopId : null);

/** A new voucher; it starts as upcoming or running depending on its start. */
export function createManagedVoucher(db: Db, desk: VoucherDesk, input: VoucherInput, now: Date) {
  return withCodeGuard(() =>
    db.transaction(async (tx) => {
      const errors = await desk.inputErrors(tx, input);
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });
      await assertCodeFree(tx, input.code);
      const [made] = await tx
        .insert(vouchers)
        .values({ shopId: shopIdOf(desk.owner), ...columnsOf(input) })
        .returning();
      if (!made) throw new AppError('INTERNAL');
      await desk.afterWrite?.(tx, { action: 'create', voucher: made, now });
      return made.id;
    }),
  );
}

/**
 * Rewrites a voucher. Upcoming: everything may change. Running: only the name, a later end
 * and higher quantities/budget (core's runningVoucherChangeErrors). Ended: nothing (409).
 * Quantities never go below what was already used or saved. The row is locked first, so an
 * edit racing an end or another edit sees the state the other left.
 */
export function updateManagedVoucher(db: Db, desk: VoucherDesk, id: string, input: VoucherInput, now: Date) {
  return withCodeGuard(() =>
    db.transaction(async (tx) => {
      const row = await findManagedVoucher(tx, desk.owner, id, true);
      const phase = voucherPhase(row, now);
      if (phase === 'ended') throw new AppError('CONFLICT', { detail: 'voucher ended' });
      const errors = await desk.inputErrors(tx, input);
      const next = columnsOf(input);
      if (phase === 'running') errors.push(...runningVoucherChangeErrors(termsOf(row), termsOf(next)));
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
      const [updated] = await tx.update(vouchers).set(next).where(eq(vouchers.id, id)).returning();
      if (!updated) throw new AppError('INTERNAL');
      await desk.afterWrite?.(tx, { action: 'update', voucher: updated, before: row, now });
    }),
  );
}

/** Ends a running voucher now (product.md §4); buyers can no longer use or save it. */
export async function endManagedVoucher(db: Db, desk: VoucherDesk, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findManagedVoucher(tx, desk.owner, id, true);
    if (voucherPhase(row, now) !== 'running')
      throw new AppError('CONFLICT', { detail: 'voucher not running' });
    await tx.update(vouchers).set({ endedAt: now }).where(eq(vouchers.id, id));
    await desk.afterWrite?.(tx, { action: 'end', voucher: { ...row, endedAt: now }, now });
  });
}

/**
 * Deletes an upcoming voucher (nobody has used it; saves go with it). Running and ended ones
 * stay: their redemptions are the revenue record, so they are ended, not deleted.
 */
export async function deleteManagedVoucher(db: Db, desk: VoucherDesk, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findManagedVoucher(tx, desk.owner, id, true);
    if (voucherPhase(row, now) !== 'upcoming')
      throw new AppError('CONFLICT', { detail: 'voucher already started' });
    await tx.delete(vouchers).where(eq(vouchers.id, id));
    await desk.afterWrite?.(tx, { action: 'delete', voucher: row, now });
  });
}
