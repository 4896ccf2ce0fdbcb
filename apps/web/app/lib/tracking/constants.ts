import { TRACKING_BOUNDS } from '@cho-dep/core/tracking/tracking-bounds';

/**
 * Every rule of the web client's tracking (product.md §3, §4, §5 and §9) in one place. The
 * tests in this folder check each against fake timers.
 */
export const TRACKING = {
  /** Events a session holds before it is ended and sent, and a new one begun (a setting). */
  maxEventsDefault: 100,
  /** The setting's ceiling: what the server accepts in one session. */
  maxEventsCap: TRACKING_BOUNDS.eventsPerSessionMax,
  /** No event for this long: the session ended when the last one happened (idle). */
  idleTimeoutMs: 10 * 60_000,
  /** The page hidden this long: the session ends and is sent (background). */
  backgroundTimeoutMs: 5 * 60_000,
  /** No event for this long: an in-progress copy is sent, the session goes on. */
  inactivityTimeoutMs: 10 * 60_000,
  /** How often a session with new events is sent as it stands. */
  autoSendIntervalMs: 600_000,
  /** Fewer events than this and a session is never sent. */
  minEventsToSend: 2,
  /** A failed send is tried again this many times, waiting retryBaseMs x 2^n before each. */
  retryAttempts: 3,
  retryBaseMs: 1000,
  /** Sessions kept unsent in local storage at most (one bulk body's worth; the oldest go). */
  unsentMax: TRACKING_BOUNDS.sessionsPerBulkMax,
  /** Device id: `web-` and up to 24 lowercase base-36 characters. */
  deviceIdPrefix: 'web-',
  deviceIdChars: 24,
} as const;

/** A session's events limit from a setting: the default when unset, never above the cap. */
export function maxEventsSetting(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value) || value < TRACKING.minEventsToSend) {
    return TRACKING.maxEventsDefault;
  }
  return Math.min(Math.floor(value), TRACKING.maxEventsCap);
}

/** Timestamps go out in epoch seconds. */
export const epochSeconds = (ms: number) => Math.floor(ms / 1000);

/** Why a session ended; order success also marks it converted. */
export type EndReason =
  | 'order_success'
  | 'logout'
  | 'new_session'
  | 'idle'
  | 'background'
  | 'manual'
  | 'full';
