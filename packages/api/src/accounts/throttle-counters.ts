import { type Charge, counterKey, verdict, windowAt } from '@cho-dep/core/accounts/throttle-policy';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { AppContext } from '../app/app-context';

/**
 * The throttle counters of core's throttle policy, kept in the shared store (Redis when
 * configured, so the budgets hold across app processes). A refusal is RATE_LIMITED with the
 * seconds to wait, which the error handler sends as Retry-After.
 */

export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', { params: { retryAfterSeconds } });
}

/**
 * Counts this try on every charge first, then refuses it if any budget is now exceeded.
 * Counting first means parallel tries cannot all pass the check before any is recorded.
 */
export async function spend(ctx: AppContext, charges: Charge[]): Promise<void> {
  const now = ctx.now();
  const readings = await Promise.all(
    charges.map(async (charge) => ({
      budget: charge.budget,
      count: await ctx.store.increment(counterKey(charge, now), charge.budget.windowSeconds),
      endsInSeconds: windowAt(now, charge.budget.windowSeconds).endsInSeconds,
    })),
  );
  const result = verdict(readings);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}

/** Refuses a try when the failures already counted leave no room for one more. */
export async function assertRoomFor(ctx: AppContext, charges: Charge[]): Promise<void> {
  const now = ctx.now();
  const readings = await Promise.all(
    charges.map(async (charge) => ({
      budget: charge.budget,
      count: Number((await ctx.store.get(counterKey(charge, now))) ?? 0) + 1,
      endsInSeconds: windowAt(now, charge.budget.windowSeconds).endsInSeconds,
    })),
  );
  const result = verdict(readings);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}

export async function countFailure(ctx: AppContext, charges: Charge[]): Promise<void> {
  const now = ctx.now();
  await Promise.all(
    charges.map((charge) => ctx.store.increment(counterKey(charge, now), charge.budget.windowSeconds)),
  );
}

/** A right password or code: its owner's tries start over. */
export async function forgive(ctx: AppContext, charges: Charge[]): Promise<void> {
  const now = ctx.now();
  await Promise.all(charges.map((charge) => ctx.store.delete(counterKey(charge, now))));
}
