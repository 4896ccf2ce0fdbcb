import { LIMITS } from '@cho-dep/core/constants/limits';

const { maxAttempts, retryBaseSeconds } = LIMITS.outbox;

/**
 * What happens after a failed delivery: after `attempts` tries (this one included) either
 * the message is given up, or it waits 30 s, 1 min, 2 min, 4 min before the next try.
 */
export function afterFailure(attempts: number): { giveUp: true } | { giveUp: false; delayMs: number } {
  if (attempts >= maxAttempts) return { giveUp: true };
  return { giveUp: false, delayMs: retryBaseSeconds * 1000 * 2 ** Math.max(0, attempts - 1) };
}
