import { countdownParts } from '../../lib/countdown';

/** Time to a live's start with days beside hh:mm:ss (a live is scheduled up to 30 days ahead). */
export function liveCountdown(startsAtMs: number, nowMs: number) {
  const { hours, ...rest } = countdownParts(startsAtMs, nowMs);
  return { ...rest, days: Math.floor(hours / 24), hours: hours % 24 };
}
