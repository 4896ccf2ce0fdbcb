/**
 * Where a voucher stands in its life (product.md §4: upcoming, running, ended). The same
 * window as the voucher engine: usable from `startsAt` (inclusive) until `endsAt` (exclusive),
 * or until its owner ended it early.
 */
export const VOUCHER_PHASES = ['upcoming', 'running', 'ended'] as const;
export type VoucherPhase = (typeof VOUCHER_PHASES)[number];

export interface VoucherWindow {
  startsAt: Date;
  endsAt: Date;
  /** Set when the owner ended it early. */
  endedAt: Date | null;
}

export function voucherPhase(voucher: VoucherWindow, now: Date): VoucherPhase {
  if (voucher.endedAt !== null && voucher.endedAt <= now) return 'ended';
  if (now >= voucher.endsAt) return 'ended';
  if (now < voucher.startsAt) return 'upcoming';
  return 'running';
}

/** The terms a seller may still change on a running voucher, compared with what it has. */
export interface RunningVoucherTerms {
  code: string;
  kind: string;
  discountType: 'price' | 'percent';
  value: number;
  maxDiscount: number | null;
  minOrderValue: number;
  budget: number | null;
  saveLimit: number | null;
  usageLimit: number | null;
  perUserPerDay: number | null;
  startsAt: Date;
  endsAt: Date;
  display: 'all' | 'hidden';
  productIds: string[];
  ranges: unknown[];
  conditions: unknown;
}

export interface LockedFieldError {
  path: string;
  message: string;
}

const raised = (before: number | null, after: number | null) =>
  after === null || (before !== null && after >= before);

/**
 * What a running voucher may change (Shopee-style): buyers already saved or used it on its
 * terms, so only the name, a later end, and higher (or unlimited) quantities and budget are
 * allowed. Everything else must stay as it is; each change refused names its field.
 */
export function runningVoucherChangeErrors(
  current: RunningVoucherTerms,
  next: RunningVoucherTerms,
): LockedFieldError[] {
  const errors: LockedFieldError[] = [];
  const locked = (path: string) =>
    errors.push({ path, message: 'validation.sellerVoucher.lockedWhileRunning' });
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (next.code !== current.code) locked('code');
  if (next.kind !== current.kind) locked('kind');
  if (next.discountType !== current.discountType) locked('discountType');
  if (next.value !== current.value) locked('value');
  if (next.maxDiscount !== current.maxDiscount) locked('maxDiscount');
  if (next.minOrderValue !== current.minOrderValue) locked('minOrderValue');
  if (next.perUserPerDay !== current.perUserPerDay) locked('perUserPerDay');
  if (next.startsAt.getTime() !== current.startsAt.getTime()) locked('startsAt');
  if (next.display !== current.display) locked('display');
  if (!same([...next.productIds].sort(), [...current.productIds].sort())) locked('productIds');
  if (!same(next.ranges, current.ranges)) locked('ranges');
  if (!same(next.conditions, current.conditions)) locked('conditions');
  const onlyUp = (path: string) => errors.push({ path, message: 'validation.sellerVoucher.onlyRaise' });
  if (next.endsAt < current.endsAt) onlyUp('endsAt');
  if (!raised(current.budget, next.budget)) onlyUp('budget');
  if (!raised(current.saveLimit, next.saveLimit)) onlyUp('saveLimit');
  if (!raised(current.usageLimit, next.usageLimit)) onlyUp('usageLimit');
  return errors;
}
