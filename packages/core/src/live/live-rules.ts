import { LIVE_LIMITS } from './live-limits';
import type { LiveState } from './live-schemas';

const MINUTE = 60_000;

/** What the seller (or the video pipeline) may do to a live, by its state. */
export type LiveAction = 'edit' | 'cancel' | 'rotateKey' | 'start' | 'end' | 'pin' | 'moderate';

const ALLOWED: Record<LiveState, readonly LiveAction[]> = {
  // A scheduled live is edited and cancelled; it may stream (ingest) and so start.
  scheduled: ['edit', 'cancel', 'rotateKey', 'start', 'pin'],
  // Live: the seller pins and moderates; the title may still be fixed; it ends.
  live: ['edit', 'rotateKey', 'end', 'pin', 'moderate', 'start'],
  ended: [],
  cancelled: [],
};

export function canDo(state: LiveState, action: LiveAction): boolean {
  return ALLOWED[state].includes(action);
}

/** The ingest may publish only for a live that is scheduled or on air. */
export function acceptsIngest(state: LiveState): boolean {
  return state === 'scheduled' || state === 'live';
}

/**
 * Why a start time is refused, as a validation message key, or null: at least a minute
 * ahead (a live that starts now is simply started by streaming) and at most 30 days ahead.
 * Editing a live keeps its time as is when unchanged, even if that time has passed.
 */
export function scheduleProblem(scheduledAt: Date, now: Date, previous?: Date): string | null {
  if (previous && previous.getTime() === scheduledAt.getTime()) return null;
  if (scheduledAt.getTime() < now.getTime() + MINUTE) return 'validation.live.startInPast';
  if (scheduledAt.getTime() > now.getTime() + LIVE_LIMITS.scheduleAheadDaysMax * 24 * 60 * MINUTE)
    return 'validation.live.startTooFar';
  return null;
}

/**
 * An order placed now may be attributed to this live: it is on air, or it ended less than
 * the attribution window ago (a viewer finishing the checkout they opened from the live).
 */
export function acceptsAttribution(live: { state: LiveState; endedAt: Date | null }, now: Date): boolean {
  if (live.state === 'live') return true;
  if (live.state !== 'ended' || !live.endedAt) return false;
  return now.getTime() - live.endedAt.getTime() <= LIVE_LIMITS.attributionWindowMinutes * MINUTE;
}

/** A chapter of the replay: a pin, as seconds from the start of the video. */
export interface Chapter<P> {
  offsetSeconds: number;
  pin: P;
}

/**
 * The replay's chapters: every pin in order, at its offset from the live's start (a pin made
 * before the video started, while waiting for the stream, is at 0).
 */
export function chaptersOf<P extends { pinnedAt: Date }>(
  startedAt: Date | null,
  pins: readonly P[],
): Chapter<P>[] {
  if (!startedAt) return [];
  return [...pins]
    .sort((a, b) => a.pinnedAt.getTime() - b.pinnedAt.getTime())
    .map((pin) => ({
      offsetSeconds: Math.max(0, Math.floor((pin.pinnedAt.getTime() - startedAt.getTime()) / 1000)),
      pin,
    }));
}

/** A live-only price must be below the product's lowest price to be a live deal. */
export function livePriceProblem(livePrice: number, lowestPrice: number): string | null {
  if (livePrice >= lowestPrice) return 'validation.live.priceNotLower';
  // The same ceiling as every promotion: at most 80 % off.
  if (livePrice < Math.ceil(lowestPrice * 0.2)) return 'validation.live.priceTooLow';
  return null;
}
