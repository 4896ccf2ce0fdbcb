import type { Budget } from '../accounts/throttle-policy';

/**
 * The limits of live shopping (decision 063), in one place so the seller's form, the API and
 * the tests agree.
 */
export const LIVE_LIMITS = {
  titleMax: 100,
  /** Products and vouchers the seller may line up for one live. */
  featuredProductsMax: 30,
  featuredVouchersMax: 5,
  /** A live is scheduled at least a minute ahead and at most 30 days ahead. */
  scheduleAheadDaysMax: 30,
  /** A scheduled live not started this long after its time drops off the "upcoming" list. */
  upcomingGraceMinutes: 60,
  chatMessageMax: 200,
  /** Messages one viewer may send to one live: a burst and a sustained pace. */
  chatBurstPer10Seconds: 5,
  chatPerMinute: 20,
  /** Hearts are ephemeral; tapping fast sends many, so the budget is wide but finite. */
  heartsPer10Seconds: 30,
  /** Orders placed this long after the live ended still count as the live's. */
  attributionWindowMinutes: 30,
  /** A live-only price lasts at least a minute and at most 3 hours from the pin. */
  livePriceMinMinutes: 1,
  livePriceMaxMinutes: 180,
  /** Messages a viewer gets when they join (the latest ones). */
  recentMessages: 50,
  listPageSize: 20,
  /** A replay's video stays on disk this long after the live ended (decision 068). */
  replayRetentionDays: 30,
  /** Leftovers of a live's runs (half-written files, runs of a live without replay) go this long after its end. */
  leftoversAfterEndMinutes: 90,
} as const;

export const LIVE_CHAT_BURST_BUDGET: Budget = {
  name: 'live:chat:burst',
  limit: LIVE_LIMITS.chatBurstPer10Seconds,
  windowSeconds: 10,
};

export const LIVE_CHAT_MINUTE_BUDGET: Budget = {
  name: 'live:chat:minute',
  limit: LIVE_LIMITS.chatPerMinute,
  windowSeconds: 60,
};

export const LIVE_HEART_BUDGET: Budget = {
  name: 'live:heart',
  limit: LIVE_LIMITS.heartsPer10Seconds,
  windowSeconds: 10,
};
