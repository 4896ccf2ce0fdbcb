import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { AppContext } from '../app/app-context';

const WINDOW_SECONDS = 60;

/**
 * At most LIMITS.verification.maxFailuresPerMinute wrong passwords per minute, counted per
 * account identifier and per IP in the shared store (Redis when configured, so the limit
 * holds across app processes). Once reached, even the right password is refused until the
 * window ends, so guessing cannot continue in the background.
 */
export function failureKeys(kind: 'login' | 'password', subject: string, ip: string): string[] {
  return [`auth-fail:${kind}:id:${subject}`, `auth-fail:${kind}:ip:${ip}`];
}

export async function assertNotLimited(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    const count = Number((await ctx.store.get(key)) ?? 0);
    if (count >= LIMITS.verification.maxFailuresPerMinute) throw new AppError('RATE_LIMITED');
  }
}

export async function recordFailure(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) await ctx.store.increment(key, WINDOW_SECONDS);
}
